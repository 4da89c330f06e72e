import type { GovernanceData } from '@paddock/api-clients/blocks';
import { drawnPicture } from '../kit/fixtures/pictures.js';
import { aBlock } from '../kit/fixtures/blocks.js';

const portrait = (name: string, hue: number) => drawnPicture(name, 400, 400, hue);

/** The club's governance page: its Bureau (with photos and biographies), then its board. */
export const governanceFr: GovernanceData = {
  title: 'La gouvernance du club',
  text: 'Le club est administré par un conseil élu par ses membres, qui désigne en son sein le Bureau.',
  bodies: [
    {
      name: 'Le Bureau',
      members: [
        {
          name: 'Claire Besnard',
          role: 'Présidente',
          picture: portrait('CB', 10),
          bio: 'Commissaire de piste pendant quinze ans, elle préside le club depuis 2021.\nElle a lancé le programme hydrogène des 24 Heures.',
        },
        {
          name: 'Jean-Marc Lelièvre',
          role: 'Vice-président',
          picture: portrait('JML', 200),
          bio: 'Ancien directeur de course, il suit la sécurité et le règlement sportif.',
        },
        { name: 'Sophie Garnier', role: 'Secrétaire générale', picture: portrait('SG', 120) },
        { name: 'Thomas Renaud', role: 'Trésorier' },
      ],
    },
    {
      name: 'Le Conseil d’administration',
      text: '18 administrateurs élus pour quatre ans par l’assemblée générale.',
      members: [
        { name: 'Amélie Chauvin', role: 'Administratrice, délégation Sarthe' },
        { name: 'Karim Belkacem', role: 'Administrateur, délégation Bretagne' },
        { name: 'Hélène Marchand', role: 'Administratrice, commission sportive' },
      ],
    },
  ],
};

export const governanceEn: GovernanceData = {
  title: 'The club’s governance',
  text: 'The club is run by a board elected by its members, which appoints the Executive Committee from among its own.',
  bodies: [
    {
      name: 'The Executive Committee',
      members: [
        {
          name: 'Claire Besnard',
          role: 'President',
          picture: portrait('CB', 10),
          bio: 'A track marshal for fifteen years, she has chaired the club since 2021.\nShe launched the 24 Hours’ hydrogen programme.',
        },
        {
          name: 'Jean-Marc Lelièvre',
          role: 'Vice-president',
          picture: portrait('JML', 200),
          bio: 'A former race director, he oversees safety and the sporting regulations.',
        },
        { name: 'Sophie Garnier', role: 'Secretary general', picture: portrait('SG', 120) },
        { name: 'Thomas Renaud', role: 'Treasurer' },
      ],
    },
    {
      name: 'The Board of Directors',
      text: '18 directors elected for four years by the general assembly.',
      members: [
        { name: 'Amélie Chauvin', role: 'Director, Sarthe delegation' },
        { name: 'Karim Belkacem', role: 'Director, Brittany delegation' },
        { name: 'Hélène Marchand', role: 'Director, sporting commission' },
      ],
    },
  ],
};

/** A single body without a block title: its name is the level 2 heading. */
export const stewardsFr: GovernanceData = {
  bodies: [
    {
      name: 'Le collège des commissaires sportifs',
      members: [
        {
          name: 'Paul Lemoine',
          role: 'Président du collège',
          bio: 'Commissaire international FIA depuis 2008.',
        },
        { name: 'Inès Duval', role: 'Commissaire sportive' },
      ],
    },
  ],
};

export const governanceBlocks = {
  fr: [aBlock('governance', governanceFr)],
  en: [aBlock('governance', governanceEn, { tone: 'light' })],
  dark: [aBlock('governance', governanceFr, { tone: 'dark' })],
  green: [aBlock('governance', stewardsFr, { tone: 'green', style: 'secondary' })],
};
