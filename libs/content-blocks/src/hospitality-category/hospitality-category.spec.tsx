import { cartCatalog } from '@paddock/cart';
import { checkoutStore } from '@paddock/cart/testing';
import { ticketingCatalog } from '@paddock/ticketing';
import { soldOutTicket, suiteTicket, ticketingCartClient } from '@paddock/ticketing/testing';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { hospitalityCategoryData, type HospitalityCategoryData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { HospitalityCategory } from './hospitality-category.js';
import { hostFr, suitesEn, suitesFr } from './hospitality-category.fixtures.js';

const registry = {
  'hospitality-category': defineBlock<HospitalityCategoryData>(HospitalityCategory),
};
const catalogs = [contentBlocksCatalog, ticketingCatalog, cartCatalog];

function renderCategory(data: HospitalityCategoryData, locale: 'fr' | 'en' = 'fr') {
  const client = ticketingCartClient();
  const createCart = vi.spyOn(client, 'createCart');
  renderInLocale(
    <Provider store={checkoutStore({ client })}>
      <BlockList blocks={[aBlock('hospitality-category', data)]} registry={registry} />
    </Provider>,
    { locale, catalogs },
  );
  return { createCart, user: userEvent.setup() };
}

describe('hospitality-category block', () => {
  it('presents the category: its picture, title, text and what it includes', () => {
    renderCategory(suitesFr);
    const section = screen.getByRole('region', { name: 'Suites et villages' });
    expect(
      within(section).getByRole('img', { name: 'Une suite au-dessus de la voie des stands' }),
    ).toHaveAttribute('loading', 'lazy');
    const features = within(section).getByRole('list', { name: 'Inclus' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(suitesFr.features);
  });

  it('sells its offers: the chosen quantity goes to a new cart', async () => {
    const { createCart, user } = renderCategory(suitesFr);
    const offer = within(screen.getByRole('article', { name: /Suite Panorama/ }));
    expect(offer.getByRole('heading', { level: 3 })).toBeInTheDocument();
    await user.selectOptions(offer.getAllByRole('combobox')[0] as HTMLElement, '1');
    await user.click(offer.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(createCart).toHaveBeenCalledOnce());
    expect(createCart.mock.calls[0]?.[0]).toMatchObject({
      groups: [{ productSecutixId: suiteTicket.secutixId, productType: 'hospitality' }],
    });
  });

  it('marks a sold-out offer and offers nothing to add', () => {
    renderCategory(suitesEn, 'en');
    const village = within(screen.getByRole('article', { name: /Arnage Village/ }));
    expect(village.getAllByText('Sold out').length).toBeGreaterThan(0);
    expect(village.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('ends with the call to the hospitality team', () => {
    renderCategory(suitesEn, 'en');
    expect(
      screen.getByText(/Our hospitality team answers you/, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact the hospitality team' })).toHaveAttribute(
      'href',
      'mailto:hospitality@24h-lemans.example',
    );
  });

  it('goes without offers, and says so when its offers are not in the catalogue', () => {
    renderCategory(hostFr);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Recevez au cœur de la course' }),
    ).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says so when its offers are not in the catalogue', () => {
    renderCategory({ ...suitesEn, tickets: [] }, 'en');
    expect(
      screen.getByText('The offers of this category are not on sale at the moment.'),
    ).toBeInTheDocument();
  });

  it('accepts the seed’s data and refuses bad data', () => {
    const seed = {
      title: 'Recevez au cœur de la course',
      text: 'Restauration, open bar, accès paddock.',
      picture: { src: '/assets/images/hospitality.svg', alt: 'Un salon', width: 1600, height: 900 },
    };
    expect(z.safeParse(hospitalityCategoryData, seed).success).toBe(true);
    const { tickets: _tickets, ...sent } = suitesFr;
    expect(z.safeParse(hospitalityCategoryData, sent).success).toBe(true);
    expect(z.safeParse(hospitalityCategoryData, { ...sent, ticketSecutixIds: [] }).success).toBe(
      false,
    );
    expect(z.safeParse(hospitalityCategoryData, { ...sent, features: [''] }).success).toBe(false);
    expect(
      z.safeParse(hospitalityCategoryData, { ...sent, contact: { text: 'Écrire' } }).success,
    ).toBe(false);
    expect(z.safeParse(hospitalityCategoryData, { text: 'Sans titre' }).success).toBe(false);
    expect(soldOutTicket.prices.every((price) => price.availability === 0)).toBe(true);
  });
});
