import { I18nProvider } from '@lingui/react';
import { CartError } from '@paddock/api-clients';
import { createI18n } from '@paddock/i18n';
import { uiCatalog } from '@paddock/ui';
import { renderInLocale } from '@paddock/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, type createStore } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutAtom,
  checkoutLoadedAtom,
  loadCheckoutAtom,
  type CheckoutState,
} from '../checkout/checkout-state.js';
import { checkoutFormat } from '../format/checkout-format.js';
import { cartCatalog } from '../i18n.js';
import {
  checkoutStore,
  fakeCartClient,
  fixtureCart,
  fixtureWeekendGroup,
  type FakeCartClient,
} from '../testing/index.js';
import { CartPage } from './cart-page.js';

type Store = ReturnType<typeof createStore>;

const ticketingHref = '/fr/billetterie';

/** The page, once the code of a cart's lines (loaded when the cart has any) has arrived. */
async function renderPage(store: Store, locale: 'fr' | 'en' = 'fr') {
  const view = renderInLocale(
    <Provider store={store}>
      <CartPage ticketingHref={ticketingHref} />
    </Provider>,
    { locale, catalogs: [cartCatalog] },
  );
  await act(async () => {
    await import('./cart-content.js');
  });
  return view;
}

async function cartOf(client: FakeCartClient): Promise<CheckoutState> {
  const cart = await client.createCart({
    buyer: { status: 'anonymous' },
    groups: [
      fixtureWeekendGroup({ 'P-GA-WE-ADULT': 2, 'P-GA-WE-CHILD': 1 }),
      {
        quantity: 1,
        ticket_option_id: 'T-T34',
        ticket_option_price_id: 'P-T34-ADULT',
        area_id: '12',
        seatIds: ['T34-A-R03-0012'],
      },
    ],
  });
  return { cart, crossSells: [] };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('CartPage', () => {
  it('shows each group with its days, and each item with audience, seats, quantity, unit price and line total', async () => {
    const client = fakeCartClient();
    const checkout = await cartOf(client);
    await renderPage(checkoutStore({ client, checkout }));

    expect(screen.getByRole('heading', { level: 1, name: 'Votre panier' })).toBeInTheDocument();
    expect(screen.getByText('4 billets')).toBeInTheDocument();
    const weekend = within(screen.getByRole('article', { name: 'Enceinte générale — week-end' }));
    expect(weekend.getByText('samedi 12 – dimanche 13 juin')).toBeInTheDocument();
    const [adults, child] = weekend.getAllByRole('listitem');
    expect(adults).toHaveTextContent('Adulte');
    expect(adults).toHaveTextContent('Quantité2');
    expect(adults).toHaveTextContent('Prix unitaire79 €');
    expect(adults).toHaveTextContent('Total158 €');
    expect(child).toHaveTextContent('Enfant (4 à 15 ans)');
    expect(child).toHaveTextContent('Prix unitaire35,50 €');

    const stand = within(screen.getByRole('article', { name: 'Tribune Grand Virage (T34)' }));
    expect(stand.getByText('Tribune T34 · Bloc A · Rang 3 · Place 12')).toBeInTheDocument();

    const total = 2 * 79000 + 35500 + 145000;
    expect(checkout.cart?.total).toBe(total);
    expect(screen.getByText('Total', { selector: 'p > span' }).parentElement).toHaveTextContent(
      'Total338,50 €',
    );
    const time = checkoutFormat('fr').time(checkout.cart?.validity ?? '');
    expect(
      screen.getByText(`Votre panier est conservé pour une durée limitée : jusqu’à ${time}.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passer au paiement' })).toBeEnabled();
  });

  it('speaks English too', async () => {
    const client = fakeCartClient();
    await renderPage(checkoutStore({ client, checkout: await cartOf(client) }), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getAllByText('Saturday, June 12 – Sunday, June 13')).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Remove: General admission — race weekend, Adult' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Stand T34 · Block A · Row 3 · Seat 12')).toBeInTheDocument();
  });

  it('replaces the cart with the service’s answer when an item is removed', async () => {
    const client = fakeCartClient();
    const checkout = await cartOf(client);
    const removeItem = vi.spyOn(client, 'removeItem');
    const store = checkoutStore({ client, checkout });
    await renderPage(store);

    const remove = screen.getByRole('button', {
      name: 'Retirer : Enceinte générale — week-end, Enfant (4 à 15 ans)',
    });
    await userEvent.click(remove);

    const child = checkout.cart?.groups[0]?.items[1];
    expect(removeItem).toHaveBeenCalledExactlyOnceWith(checkout.cart?.uuid, child?.id);
    expect(await screen.findByText('3 billets')).toBeInTheDocument();
    expect(screen.queryByText('Enfant (4 à 15 ans)')).toBeNull();
    expect(store.get(checkoutAtom).cart).toEqual(client.carts.get(checkout.cart?.uuid ?? ''));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Enceinte générale — week-end, Enfant (4 à 15 ans) : retiré de votre panier.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('keeps the cart as it is when the remove fails (logged only)', async () => {
    const client = fakeCartClient();
    const checkout = await cartOf(client);
    vi.spyOn(client, 'removeItem').mockRejectedValue(new CartError('NETWORK', 'Failed to fetch'));
    const store = checkoutStore({ client, checkout });
    await renderPage(store);

    const remove = screen.getByRole('button', {
      name: 'Retirer : Tribune Grand Virage (T34), Adulte',
    });
    await userEvent.click(remove);

    expect(console.error).toHaveBeenCalledWith(
      'Could not remove the item from the cart',
      expect.any(CartError),
    );
    expect(store.get(checkoutAtom)).toEqual(checkout);
    expect(screen.getByText('Tribune T34 · Bloc A · Rang 3 · Place 12')).toBeInTheDocument();
    // Disabled while the remove is under way; the failed answer's render enables it again.
    await waitFor(() => expect(remove).toBeEnabled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the empty cart with a link to the tickets when there is none', async () => {
    await renderPage(checkoutStore());
    expect(screen.getByText('Votre panier est vide.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la billetterie' })).toHaveAttribute(
      'href',
      ticketingHref,
    );
    expect(screen.queryByRole('button', { name: 'Passer au paiement' })).toBeNull();
  });

  it('shows the empty cart once the cart left is emptied', async () => {
    const client = fakeCartClient();
    const cart = await client.createCart({
      buyer: { status: 'anonymous' },
      groups: [
        {
          productSecutixId: 'T-PARK-BLUE',
          composedPerformanceSecutixId: 'T-PARK-BLUE-P1',
          productType: 'parking',
          audiences: [
            {
              id: 'P-PARK-BLUE-CAR',
              quantity: 1,
              seatCategory: { locations: [], price: 'P-PARK-BLUE-CAR' },
            },
          ],
        },
      ],
    });
    await renderPage(checkoutStore({ client, checkout: { cart, crossSells: [] } }));
    await userEvent.click(screen.getByRole('button', { name: /^Retirer/ }));
    expect(await screen.findByText('Votre panier est vide.')).toBeInTheDocument();
  });

  it('discards the cart when its time runs out on the page', async () => {
    vi.useFakeTimers({ now: new Date('2027-06-01T12:00:00+02:00') });
    const cart = fixtureCart({ validForMinutes: 10 });
    await renderPage(checkoutStore({ checkout: { cart, crossSells: [] } }));
    expect(
      screen.getByRole('article', { name: 'Enceinte générale — week-end' }),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getByText('Votre panier est vide.')).toBeInTheDocument();
  });

  it('leaves for the shop from the checkout button, which spins, the cart still shown', async () => {
    const assign = vi.fn();
    const cart = fixtureCart();
    const store = checkoutStore({ navigation: { assign }, checkout: { cart, crossSells: [] } });
    await renderPage(store);
    const checkout = screen.getByRole('button', { name: 'Passer au paiement' });
    await userEvent.click(checkout);
    expect(assign).toHaveBeenCalledExactlyOnceWith(`${cart.shopUrl}?locale=fr`);
    expect(store.get(checkoutAtom).cart).toBeNull();
    expect(checkout).toHaveAttribute('aria-busy', 'true');
    expect(
      screen.getByRole('article', { name: 'Enceinte générale — week-end' }),
    ).toBeInTheDocument();
  });

  /** The cart page in French, in the store given: the server's render, and the browser's. */
  const frenchPage = (store: Store) => (
    <I18nProvider i18n={createI18n('fr', [uiCatalog, cartCatalog])}>
      <Provider store={store}>
        <CartPage ticketingHref={ticketingHref} />
      </Provider>
    </I18nProvider>
  );

  /** Hydrates `page` over the server's `html`, as the browser does; `meanwhile` runs in the same act. */
  async function hydrateOver(html: string, page: ReactElement, meanwhile?: () => Promise<unknown>) {
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: recoverable });
      await meanwhile?.();
    });
    return {
      container,
      recoverable,
      unmount: () => {
        act(() => root?.unmount());
        container.remove();
      },
    };
  }

  it('renders a neutral loading state on the server and while hydrating, then the stored cart', async () => {
    const store = checkoutStore({ checkout: { cart: fixtureCart(), crossSells: [] } });
    const html = renderToString(frenchPage(store));
    expect(html).toContain('Chargement de votre panier…');
    expect(html).not.toContain('Votre panier est vide');
    expect(html).not.toContain('Enceinte générale');

    const { container, recoverable, unmount } = await hydrateOver(
      html,
      frenchPage(store),
      () => import('./cart-content.js'),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(
      within(container).getByRole('article', { name: 'Enceinte générale — week-end' }),
    ).toBeInTheDocument();
    unmount();
  });

  it('hydrates its loading state when another part of the page read the stored cart first, then shows it', async () => {
    const html = renderToString(frenchPage(checkoutStore()));
    expect(html).toContain('Chargement de votre panier…');
    // The page hydrates in parts: the header's cart, hydrated first, has read the stored state.
    const store = checkoutStore();
    await act(() => store.set(loadCheckoutAtom));
    expect(store.get(checkoutLoadedAtom)).toBe(true);

    const { container, recoverable, unmount } = await hydrateOver(html, frenchPage(store));
    expect(recoverable).not.toHaveBeenCalled();
    const empty = within(container).getByText('Votre panier est vide.');
    const link = within(container).getByRole('link', { name: 'Voir la billetterie' });
    // The notice and its link in one box, the loading state gone.
    expect(empty.parentElement).toBe(link.parentElement);
    expect(within(container).queryByText('Chargement de votre panier…')).toBeNull();
    unmount();
  });
});
