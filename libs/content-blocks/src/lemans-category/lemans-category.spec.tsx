import { cartCatalog } from '@paddock/cart';
import { checkoutStore } from '@paddock/cart/testing';
import { ticketingCatalog } from '@paddock/ticketing';
import { ticketingCartClient, weekendTicket } from '@paddock/ticketing/testing';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { lemansCategoryData, type LemansCategoryData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { LemansCategory } from './lemans-category.js';
import {
  generalAdmissionEn,
  generalAdmissionFr,
  grandstandsFr,
  villageEn,
} from './lemans-category.fixtures.js';

const registry = { 'lemans-category': defineBlock<LemansCategoryData>(LemansCategory) };
const catalogs = [contentBlocksCatalog, ticketingCatalog, cartCatalog];

function renderCategory(data: LemansCategoryData, locale: 'fr' | 'en' = 'fr') {
  const client = ticketingCartClient();
  const createCart = vi.spyOn(client, 'createCart');
  renderInLocale(
    <Provider store={checkoutStore({ client })}>
      <BlockList blocks={[aBlock('lemans-category', data)]} registry={registry} />
    </Provider>,
    { locale, catalogs },
  );
  return { createCart, user: userEvent.setup() };
}

describe('lemans-category block', () => {
  it('presents the category, its picture, how many tickets it has and its description', () => {
    renderCategory(generalAdmissionFr);
    const section = screen.getByRole('region', { name: 'Enceinte générale' });
    expect(
      within(section).getByRole('img', { name: 'Le public le long de la ligne droite' }),
    ).toBeInTheDocument();
    expect(within(section).getByText('2 billets')).toBeInTheDocument();
    expect(within(section).getByText(/Les enfants de moins de 4 ans/).textContent).toContain('\n');
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('sells its tickets: the chosen quantities go to a new cart', async () => {
    const { createCart, user } = renderCategory(generalAdmissionEn, 'en');
    const offer = within(screen.getByRole('article', { name: /General admission — race weekend/ }));
    await user.selectOptions(offer.getByRole('combobox', { name: /Quantity, Adult/ }), '2');
    await user.click(offer.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(createCart).toHaveBeenCalledOnce());
    expect(createCart.mock.calls[0]?.[0]).toMatchObject({
      groups: [{ productSecutixId: weekendTicket.secutixId, productType: 'track' }],
    });
    expect(screen.getByRole('link', { name: 'Circuit map (opens in a new tab)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('sends a seated ticket to the stand map', () => {
    renderCategory(grandstandsFr);
    // No picture of its own: the only one is the ticket's.
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'La tribune Grand Virage',
    ]);
    expect(screen.getByRole('button', { name: 'Choisir mes places' })).toBeInTheDocument();
  });

  it('marks a sold-out category’s prices and offers nothing to add', () => {
    renderCategory(villageEn, 'en');
    expect(screen.getAllByText('Sold out').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('says so when none of its tickets is in the catalogue', () => {
    renderCategory({ ...villageEn, tickets: [] }, 'en');
    expect(
      screen.getByText('The tickets of this category are not on sale at the moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/tickets?$/)).not.toBeInTheDocument();
  });

  it('accepts the seed’s data and refuses bad data', () => {
    const { tickets: _tickets, ...sent } = generalAdmissionFr;
    expect(z.safeParse(lemansCategoryData, sent).success).toBe(true);
    expect(
      z.safeParse(lemansCategoryData, { title: 'Tribunes', ticketSecutixIds: ['1'] }).success,
    ).toBe(true);
    expect(z.safeParse(lemansCategoryData, { ...sent, ticketSecutixIds: [] }).success).toBe(false);
    expect(z.safeParse(lemansCategoryData, { title: 'Sans billets' }).success).toBe(false);
    expect(
      z.safeParse(lemansCategoryData, { ...sent, picture: { alt: 'Sans source' } }).success,
    ).toBe(false);
  });
});
