import type { EntityPresentationSheetData } from '@paddock/api-clients/blocks';
import { tintedPicture } from '../kit/fixtures/pictures.js';
import { aBlock } from '../kit/fixtures/blocks.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** The organising club's sheet: logo, facts, website and contacts. */
export const { fr: clubSheetFr, en: clubSheetEn } = inLocales<EntityPresentationSheetData>((t) => ({
  kicker: t('Le club organisateur', 'The organising club'),
  name: 'Automobile Club de l’Ouest',
  logo: tintedPicture('ACO', 400, 400, 220),
  description: t(
    'Fondé en 1906 au Mans, le club organise les 24 Heures du Mans depuis 1923 et fait vivre le circuit toute l’année.\nIl défend aussi les automobilistes et forme les conducteurs de demain.',
    'Founded in Le Mans in 1906, the club has run the 24 Hours of Le Mans since 1923 and keeps the circuit alive all year.\nIt also stands up for motorists and trains the drivers of tomorrow.',
  ),
  facts: [
    { label: t('Fondation', 'Founded'), value: '1906' },
    {
      label: t('Siège', 'Head office'),
      value: t(
        'Circuit des 24 Heures\n72019 Le Mans Cedex 2',
        'Circuit des 24 Heures\n72019 Le Mans Cedex 2, France',
      ),
    },
    { label: t('Présidente', 'President'), value: 'Claire Besnard' },
    { label: t('Membres', 'Members'), value: t('48 500', '48,500') },
  ],
  website: t(
    { href: 'https://www.aco.example/' },
    { href: 'https://www.aco.example/', text: 'aco.example' },
  ),
  email: 'contact@aco.example',
  phone: '+33 2 43 40 24 24',
  cta: t(
    { text: 'Devenir membre', href: '/fr/adhesion', style: 'primary' },
    { text: 'Become a member', href: '/en/membership', style: 'primary' },
  ),
}));

/** A circuit's sheet: a picture, facts, no logo nor contacts. */
export const bugattiSheetFr: EntityPresentationSheetData = {
  kicker: 'Circuit permanent',
  name: 'Circuit Bugatti',
  picture: tintedPicture('Circuit Bugatti', 1600, 900, 200),
  description:
    'Le circuit permanent du Mans accueille le Grand Prix de France moto, les écoles de pilotage et les journées de roulage.',
  facts: [
    { label: 'Longueur', value: '4,185 km' },
    { label: 'Virages', value: '14' },
    { label: 'Inauguration', value: '1965' },
  ],
};

/** A team's sheet with only a description and an email. */
export const teamSheetFr: EntityPresentationSheetData = {
  name: 'Écurie du club',
  description: 'Les jeunes pilotes soutenus par le club, de la Coupe de France au prototype.',
  email: 'ecurie@aco.example',
};

export const entityPresentationSheetBlocks = {
  fr: [aBlock('entity-presentation-sheet', clubSheetFr)],
  en: [aBlock('entity-presentation-sheet', clubSheetEn, { tone: 'light' })],
  dark: [aBlock('entity-presentation-sheet', bugattiSheetFr, { tone: 'dark' })],
  green: [aBlock('entity-presentation-sheet', clubSheetFr, { tone: 'green', style: 'secondary' })],
};
