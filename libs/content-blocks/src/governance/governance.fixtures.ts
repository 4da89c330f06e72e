import type { GovernanceData } from '@paddock/api-clients/blocks';
import { tintedPicture } from '../kit/fixtures/pictures.js';
import { aBlock } from '../kit/fixtures/blocks.js';
import { inLocales } from '../kit/fixtures/locales.js';

const portrait = (name: string, hue: number) => tintedPicture(name, 400, 400, hue);

/** The club's governance page: its Bureau (with photos and biographies), then its board. */
export const { fr: governanceFr, en: governanceEn } = inLocales<GovernanceData>((t) => ({
  title: t('La gouvernance du club', 'The club’s governance'),
  text: t(
    'Le club est administré par un conseil élu par ses membres, qui désigne en son sein le Bureau.',
    'The club is run by a board elected by its members, which appoints the Executive Committee from among its own.',
  ),
  bodies: [
    {
      name: t('Le Bureau', 'The Executive Committee'),
      members: [
        {
          name: 'Claire Besnard',
          role: t('Présidente', 'President'),
          picture: portrait('CB', 10),
          bio: t(
            'Commissaire de piste pendant quinze ans, elle préside le club depuis 2021.\nElle a lancé le programme hydrogène des 24 Heures.',
            'A track marshal for fifteen years, she has chaired the club since 2021.\nShe launched the 24 Hours’ hydrogen programme.',
          ),
        },
        {
          name: 'Jean-Marc Lelièvre',
          role: t('Vice-président', 'Vice-president'),
          picture: portrait('JML', 200),
          bio: t(
            'Ancien directeur de course, il suit la sécurité et le règlement sportif.',
            'A former race director, he oversees safety and the sporting regulations.',
          ),
        },
        {
          name: 'Sophie Garnier',
          role: t('Secrétaire générale', 'Secretary general'),
          picture: portrait('SG', 120),
        },
        { name: 'Thomas Renaud', role: t('Trésorier', 'Treasurer') },
      ],
    },
    {
      name: t('Le Conseil d’administration', 'The Board of Directors'),
      text: t(
        '18 administrateurs élus pour quatre ans par l’assemblée générale.',
        '18 directors elected for four years by the general assembly.',
      ),
      members: [
        {
          name: 'Amélie Chauvin',
          role: t('Administratrice, délégation Sarthe', 'Director, Sarthe delegation'),
        },
        {
          name: 'Karim Belkacem',
          role: t('Administrateur, délégation Bretagne', 'Director, Brittany delegation'),
        },
        {
          name: 'Hélène Marchand',
          role: t('Administratrice, commission sportive', 'Director, sporting commission'),
        },
      ],
    },
  ],
}));

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
