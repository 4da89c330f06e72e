import type { CategoryLinksData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { seedPicture } from '../kit/fixtures/pictures.js';

/** The home's shortcuts, with pictograms; the app store's link opens a new tab. */
export const shortcutsFr: CategoryLinksData = {
  title: 'Préparer votre venue',
  text: 'Tout ce qu’il faut savoir avant le départ.',
  items: [
    { label: 'Billetterie', href: '/fr/billetterie', icon: 'ticket' },
    { label: 'Programme', href: '/fr/programme', icon: 'calendar' },
    { label: 'Accès', href: '/fr/acces', icon: 'map' },
    { label: 'Parkings', href: '/fr/parkings', icon: 'parking' },
    { label: 'Hébergement', href: '/fr/sejourner', icon: 'bed' },
    { label: 'Restauration', href: '/fr/restauration', icon: 'food' },
    { label: 'Accessibilité', href: '/fr/accessibilite', icon: 'accessibility' },
    {
      label: 'Boutique',
      href: 'https://boutique.24h-lemans.example/',
      icon: 'shop',
      target: '_blank',
    },
  ],
};

export const shortcutsEn: CategoryLinksData = {
  title: 'Plan your visit',
  text: 'All you need to know before the start.',
  items: [
    { label: 'Tickets', href: '/en/tickets', icon: 'ticket' },
    { label: 'Schedule', href: '/en/schedule', icon: 'calendar' },
    { label: 'Getting there', href: '/en/access', icon: 'map' },
    { label: 'Parking', href: '/en/parking', icon: 'parking' },
    { label: 'Accommodation', href: '/en/stay', icon: 'bed' },
    { label: 'Food & drink', href: '/en/food', icon: 'food' },
    { label: 'Accessibility', href: '/en/accessibility', icon: 'accessibility' },
    {
      label: 'Shop',
      href: 'https://boutique.24h-lemans.example/',
      icon: 'shop',
      target: '_blank',
    },
  ],
};

/** The ticketing page's categories, with pictures, without a title. */
export const ticketCategoriesFr: CategoryLinksData = {
  items: [
    {
      label: 'Enceinte générale',
      href: '/fr/billetterie/enceinte',
      picture: seedPicture('Enceinte', 'Le public en enceinte générale', '#1f3b5a'),
    },
    {
      label: 'Tribunes',
      href: '/fr/billetterie/tribunes',
      picture: seedPicture('Tribunes', 'Les tribunes face aux stands', '#7a1020'),
    },
    {
      label: 'Hospitalités',
      href: '/fr/hospitalites',
      picture: seedPicture('Club', 'Un salon hospitalité', '#7c2d12'),
    },
    {
      label: 'Campings',
      href: '/fr/sejourner/camping',
      picture: seedPicture('Camping', 'Des tentes au bord du circuit', '#2f5d3a'),
    },
  ],
};

export const ticketCategoriesEn: CategoryLinksData = {
  items: [
    {
      label: 'General admission',
      href: '/en/tickets/general-admission',
      picture: seedPicture('Admission', 'The crowd in general admission', '#1f3b5a'),
    },
    {
      label: 'Grandstands',
      href: '/en/tickets/grandstands',
      picture: seedPicture('Grandstands', 'The grandstands facing the pits', '#7a1020'),
    },
    {
      label: 'Hospitality',
      href: '/en/hospitality',
      picture: seedPicture('Club', 'A hospitality lounge', '#7c2d12'),
    },
    {
      label: 'Campsites',
      href: '/en/stay/camping',
      picture: seedPicture('Campsite', 'Tents by the circuit', '#2f5d3a'),
    },
  ],
};

export const categoryLinksBlocks = {
  fr: [aBlock('category-links', shortcutsFr)],
  en: [aBlock('category-links', shortcutsEn, { tone: 'dark' })],
  pictures: [aBlock('category-links', ticketCategoriesFr, { tone: 'light' })],
  picturesGreenEn: [aBlock('category-links', ticketCategoriesEn, { style: 'rse', tone: 'green' })],
};
