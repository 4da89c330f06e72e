import type { Block } from '@paddock/api-clients/contracts';
import type { MenuTicketsData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';

/** The ticketing page's categories, each an anchor of a section of the page. */
export const categoriesFr: MenuTicketsData = {
  title: 'Catégories de billets',
  items: [
    { label: 'Enceinte générale', href: '#enceinte', icon: 'ticket' },
    { label: 'Tribunes', href: '#tribunes', icon: 'grandstand' },
    { label: 'Hospitalités', href: '#hospitalites', icon: 'food' },
    { label: 'Parkings', href: '#parkings', icon: 'parking' },
    { label: 'Campings', href: '#campings', icon: 'camping' },
    { label: 'Suppléments', href: '#supplements', icon: 'pit-walk' },
  ],
  sticky: true,
};

export const categoriesEn: MenuTicketsData = {
  items: [
    { label: 'General admission', href: '#enceinte', icon: 'ticket' },
    { label: 'Grandstands', href: '#tribunes', icon: 'grandstand' },
    { label: 'Hospitality', href: '#hospitalites', icon: 'food' },
    { label: 'Parking', href: '#parkings', icon: 'parking' },
    { label: 'Campsites', href: '#campings', icon: 'camping' },
    { label: 'Extras', href: '#supplements', icon: 'pit-walk' },
  ],
  sticky: true,
};

/** The sections the menu leads to: a title block each, anchored, tall enough to scroll through. */
export function sectionsOf(data: MenuTicketsData): Block[] {
  return data.items.map((item) => ({
    ...aBlock('title', { title: item.label }),
    anchor: item.href.slice(1),
  }));
}
