import { renderInLocale } from '@paddock/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { menuTicketsData, type MenuTicketsData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { MenuTickets } from './menu-tickets.js';
import { categoriesEn, categoriesFr } from './menu-tickets.fixtures.js';

const registry = { 'menu-tickets': defineBlock<MenuTicketsData>(MenuTickets) };
const catalogs = [contentBlocksCatalog];

const renderMenu = (data: MenuTicketsData, locale: 'fr' | 'en' = 'fr') =>
  renderInLocale(<BlockList blocks={[aBlock('menu-tickets', data)]} registry={registry} />, {
    locale,
    catalogs,
  });

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('menu-tickets block', () => {
  it('is a navigation of the page’s ticket categories, a link to each section', () => {
    renderMenu(categoriesFr);
    const nav = screen.getByRole('navigation', { name: 'Catégories de billets' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      categoriesFr.items.map((item) => item.label),
    );
    expect(links[1]).toHaveAttribute('href', '#tribunes');
    expect(links.some((link) => link.hasAttribute('aria-current'))).toBe(false);
    // The pictograms only illustrate the labels.
    expect(within(nav).queryAllByRole('img')).toHaveLength(0);
  });

  it('is named for screen readers when it has no title', () => {
    renderMenu(categoriesEn, 'en');
    expect(screen.getByRole('navigation', { name: 'Ticket categories' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('marks the category chosen as the current location', async () => {
    renderMenu(categoriesEn, 'en');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Parking' }));
    expect(screen.getByRole('link', { name: 'Parking' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await user.click(screen.getByRole('link', { name: 'Campsites' }));
    expect(screen.getByRole('link', { name: 'Parking' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Campsites' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  it('marks the section of the address’s anchor, and follows it when it changes', async () => {
    window.history.replaceState(null, '', '/fr/billetterie#tribunes');
    renderMenu(categoriesFr);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Tribunes' })).toHaveAttribute(
        'aria-current',
        'location',
      ),
    );
    act(() => {
      window.history.replaceState(null, '', '/fr/billetterie#campings');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('link', { name: 'Campings' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  it('marks a link to the page itself as the current page; other sites open a new tab', async () => {
    window.history.replaceState(null, '', '/en/tickets/hospitality');
    renderMenu(
      {
        items: [
          { label: 'Admission', href: '/en/tickets/general-admission-and-grandstands' },
          { label: 'Hospitality', href: '/en/tickets/hospitality' },
          { label: 'Membership', href: 'https://www.aco.example/membership' },
        ],
        sticky: false,
      },
      'en',
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Hospitality' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(screen.getByRole('link', { name: 'Admission' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Membership (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('accepts the seed’s data and refuses bad data', () => {
    for (const data of [categoriesFr, categoriesEn])
      expect(z.safeParse(menuTicketsData, data).success).toBe(true);
    const { sticky: _sticky, ...sent } = categoriesFr;
    expect(z.safeParse(menuTicketsData, sent).data?.sticky).toBe(true);
    const items = categoriesFr.items;
    expect(z.safeParse(menuTicketsData, { items: items.slice(0, 1) }).success).toBe(false);
    expect(
      z.safeParse(menuTicketsData, { items: [...items, { label: 'x', href: 'javascript:x' }] })
        .success,
    ).toBe(false);
    expect(
      z.safeParse(menuTicketsData, {
        items: [...items, { label: 'x', href: '#a', icon: 'rocket' }],
      }).success,
    ).toBe(false);
  });
});
