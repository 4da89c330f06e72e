import type { CategoryLinksData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { seedPicture } from '../kit/fixtures/pictures.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** The home's shortcuts, with pictograms; the app store's link opens a new tab. */
export const { fr: shortcutsFr, en: shortcutsEn } = inLocales<CategoryLinksData>((t) => ({
  title: t('Préparer votre venue', 'Plan your visit'),
  text: t('Tout ce qu’il faut savoir avant le départ.', 'All you need to know before the start.'),
  items: [
    {
      label: t('Billetterie', 'Tickets'),
      href: t('/fr/billetterie', '/en/tickets'),
      icon: 'ticket',
    },
    {
      label: t('Programme', 'Schedule'),
      href: t('/fr/programme', '/en/schedule'),
      icon: 'calendar',
    },
    { label: t('Accès', 'Getting there'), href: t('/fr/acces', '/en/access'), icon: 'map' },
    { label: t('Parkings', 'Parking'), href: t('/fr/parkings', '/en/parking'), icon: 'parking' },
    { label: t('Hébergement', 'Accommodation'), href: t('/fr/sejourner', '/en/stay'), icon: 'bed' },
    {
      label: t('Restauration', 'Food & drink'),
      href: t('/fr/restauration', '/en/food'),
      icon: 'food',
    },
    {
      label: t('Accessibilité', 'Accessibility'),
      href: t('/fr/accessibilite', '/en/accessibility'),
      icon: 'accessibility',
    },
    {
      label: t('Boutique', 'Shop'),
      href: 'https://boutique.24h-lemans.example/',
      icon: 'shop',
      target: '_blank',
    },
  ],
}));

/** The ticketing page's categories, with pictures, without a title. */
export const { fr: ticketCategoriesFr, en: ticketCategoriesEn } = inLocales<CategoryLinksData>(
  (t) => ({
    items: [
      {
        label: t('Enceinte générale', 'General admission'),
        href: t('/fr/billetterie/enceinte', '/en/tickets/general-admission'),
        picture: seedPicture(
          t('Enceinte', 'Admission'),
          t('Le public en enceinte générale', 'The crowd in general admission'),
          '#1f3b5a',
        ),
      },
      {
        label: t('Tribunes', 'Grandstands'),
        href: t('/fr/billetterie/tribunes', '/en/tickets/grandstands'),
        picture: seedPicture(
          t('Tribunes', 'Grandstands'),
          t('Les tribunes face aux stands', 'The grandstands facing the pits'),
          '#7a1020',
        ),
      },
      {
        label: t('Hospitalités', 'Hospitality'),
        href: t('/fr/hospitalites', '/en/hospitality'),
        picture: seedPicture('Club', t('Un salon hospitalité', 'A hospitality lounge'), '#7c2d12'),
      },
      {
        label: t('Campings', 'Campsites'),
        href: t('/fr/sejourner/camping', '/en/stay/camping'),
        picture: seedPicture(
          t('Camping', 'Campsite'),
          t('Des tentes au bord du circuit', 'Tents by the circuit'),
          '#2f5d3a',
        ),
      },
    ],
  }),
);

export const categoryLinksBlocks = {
  fr: [aBlock('category-links', shortcutsFr)],
  en: [aBlock('category-links', shortcutsEn, { tone: 'dark' })],
  pictures: [aBlock('category-links', ticketCategoriesFr, { tone: 'light' })],
  picturesGreenEn: [aBlock('category-links', ticketCategoriesEn, { style: 'rse', tone: 'green' })],
};
