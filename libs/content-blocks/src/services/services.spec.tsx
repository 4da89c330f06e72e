import { servicesData, serviceIcons, type ServicesData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { Services } from './services.js';
import { fanServicesEn, fanServicesFr } from './services.fixtures.js';

const registry = { services: defineBlock<ServicesData>(Services) };
const catalogs = [contentBlocksCatalog];

function renderServices(data: ServicesData, locale: 'fr' | 'en' = 'en') {
  const { container } = renderInLocale(
    <BlockList blocks={[aBlock('services', data)]} registry={registry} />,
    { locale, catalogs },
  );
  return { container, user: userEvent.setup() };
}

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('services block', () => {
  it('shows each service with its pictogram, text, hours and place', () => {
    const { container } = renderServices(fanServicesFr, 'fr');
    const section = screen.getByRole('region', { name: 'Services sur place' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(8);
    const firstAid = cards[0] as HTMLElement;
    expect(within(firstAid).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Postes de secours',
    );
    expect(
      within(firstAid)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Horaires', 'Où']);
    expect(
      within(firstAid)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['24 h/24 pendant la course', 'Village, tribunes T12 et T34, campings']);
    // Pictograms are decorative.
    expect(container.querySelectorAll('li svg[aria-hidden="true"]').length).toBeGreaterThan(8);
    expect(within(cards[3] as HTMLElement).getByRole('term')).toHaveTextContent('Horaires');
    expect(within(cards[7] as HTMLElement).queryByRole('term')).not.toBeInTheDocument();
  });

  it('filters by category with toggle buttons, the number shown said politely', async () => {
    const { user } = renderServices(fanServicesEn);
    const filters = screen.getByRole('group', { name: 'Show the services' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Health and safety', 'Accessibility', 'Getting around', 'Comfort']);
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('8 services shown');

    await user.click(within(filters).getByRole('button', { name: 'Getting around' }));
    expect(titles()).toEqual(['Shuttles', 'Charging points']);
    expect(screen.getByRole('status')).toHaveTextContent('2 services shown');
    expect(within(filters).getByRole('button', { name: 'Getting around' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(filters).getByRole('button', { name: 'All' }));
    expect(titles()).toHaveLength(8);
  });

  it('has no filter unless asked, nor with a single category', () => {
    renderServices({ ...fanServicesEn, filter: false });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes the seed’s practical page services, titled h2 without a block title', () => {
    const seed = {
      items: [
        { icon: 'food', title: 'Restauration', text: 'Plus de 80 points de vente.' },
        { icon: 'health', title: 'Postes de secours', text: 'Ouverts 24 h sur 24.' },
        { icon: 'wifi', title: 'Wi-Fi', text: 'Gratuit dans le village.' },
      ],
    } satisfies ServicesData;
    renderServices(seed, 'fr');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(z.safeParse(servicesData, { title: 'Sur place', ...seed }).success).toBe(true);
  });

  it('draws every pictogram of the contract', () => {
    const { container } = renderServices({
      items: serviceIcons.map((icon) => ({ icon, title: icon })),
    });
    for (const svg of container.querySelectorAll('li > span svg')) {
      expect(svg.querySelector('path')?.getAttribute('d')).toBeTruthy();
    }
    expect(container.querySelectorAll('li > span svg')).toHaveLength(serviceIcons.length);
  });

  it('accepts the fixtures and refuses nonsense', () => {
    for (const data of [fanServicesFr, fanServicesEn]) {
      expect(z.safeParse(servicesData, data).success).toBe(true);
    }
    const [first] = fanServicesEn.items;
    const refused = (data: unknown) => expect(z.safeParse(servicesData, data).success).toBe(false);
    refused({ items: [] });
    refused({ items: [{ ...first, icon: 'unicorn' }] });
    refused({ items: [{ ...first, title: '' }] });
    refused({ items: [{ ...first, hours: '' }] });
  });
});
