import type { Block } from '@paddock/api-clients/contracts';
import type { MenuTicketsData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** The ticketing page's categories, each an anchor of a section of the page. */
export const { fr: categoriesFr, en: categoriesEn } = inLocales<MenuTicketsData>((t) => ({
  ...t<{ title?: string }>({ title: 'Catégories de billets' }, {}),
  items: [
    { label: t('Enceinte générale', 'General admission'), href: '#enceinte', icon: 'ticket' },
    { label: t('Tribunes', 'Grandstands'), href: '#tribunes', icon: 'grandstand' },
    { label: t('Hospitalités', 'Hospitality'), href: '#hospitalites', icon: 'food' },
    { label: t('Parkings', 'Parking'), href: '#parkings', icon: 'parking' },
    { label: t('Campings', 'Campsites'), href: '#campings', icon: 'camping' },
    { label: t('Suppléments', 'Extras'), href: '#supplements', icon: 'pit-walk' },
  ],
  sticky: true,
}));

/** The sections the menu leads to: a title block each, anchored, tall enough to scroll through. */
export function sectionsOf(data: MenuTicketsData): Block[] {
  return data.items.map((item) => ({
    ...aBlock('title', { title: item.label }),
    anchor: item.href.slice(1),
  }));
}
