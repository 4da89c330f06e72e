import { I18nProvider } from '@lingui/react';
import { createI18n } from '@paddock/i18n';
import { createStore } from 'jotai';
import { renderToString } from 'react-dom/server';
import type { ProductGroup, Ticket } from '@paddock/api-clients/contracts';
import type { AddToCart } from '@paddock/cart';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { modalAtom } from '@paddock/ui';
import { renderInLocale } from '@paddock/ui/testing';
import { Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ticketingCatalog } from '../i18n.js';
import {
  fixtureUser,
  grandstandTicket,
  parkingTicket,
  soldOutTicket,
  weekendTicket,
} from '../testing/fixtures.js';
import { ticketingCartClient } from '../testing/cart.js';
import { ticketingStore } from '../testing/store.js';
import { QuantityForm } from './quantity-offer.js';
import { TicketOffer, type TicketOfferProps } from './ticket-offer.js';

type Add = AddToCart['add'];

const catalogs = [ticketingCatalog];

function renderOffer(
  ticket: Ticket,
  {
    locale = 'fr',
    loggedIn = false,
    member = true,
    membership = null,
    onAdd = vi.fn<Add>(() => Promise.resolve(true)),
    adding = false,
    ...props
  }: Partial<TicketOfferProps> & {
    /** The cart's add. */
    onAdd?: Add;
    /** An add is under way on the page. */
    adding?: boolean;
    locale?: 'fr' | 'en';
    loggedIn?: boolean;
    /** Whether the logged-in visitor holds a current ACO1 membership. */
    member?: boolean;
    /** The membership they held last. */
    membership?: { code: string; endsAt: string } | null;
  } = {},
) {
  const store = ticketingStore({ user: loggedIn ? fixtureUser : null, member, membership });
  // A ticket sold by quantity is its form, with the test's add in place of the cart's (`useAddToCart`,
  // tested in @paddock/cart; the offer's own add is tested below with a cart service).
  const view = renderInLocale(
    <Provider store={store}>
      {ticket.seated ? (
        <TicketOffer ticket={ticket} {...props} />
      ) : (
        <QuantityForm ticket={ticket} {...props} cart={{ add: onAdd, adding }} />
      )}
    </Provider>,
    { locale, catalogs },
  );
  return { ...view, store, onAdd, user: userEvent.setup() };
}

/** The offer of `ticket`, and `sellOut()`: what is left arrives after load, nothing of any price. */
function renderSellingOut(ticket: Ticket, locale: 'fr' | 'en') {
  const store = ticketingStore({ user: null });
  const offer = (current: Ticket) => (
    <Provider store={store}>
      <TicketOffer ticket={current} />
    </Provider>
  );
  const { rerender } = renderInLocale(offer(ticket), { locale, catalogs });
  const soldOut = {
    ...ticket,
    prices: ticket.prices.map((price) => ({ ...price, availability: 0 })),
  };
  return { sellOut: () => rerender(offer(soldOut)) };
}

/** The group the cart service takes for the weekend ticket: each price with its (unnumbered) seat category. */
const weekendGroup = (...audiences: { id: string; quantity: number }[]): ProductGroup[] => [
  {
    productSecutixId: '101240102',
    composedPerformanceSecutixId: '101240102-P1',
    productType: 'track',
    audiences: audiences.map((audience) => ({
      ...audience,
      seatCategory: { locations: [], price: audience.id },
    })),
  },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TicketOffer', () => {
  it('is a form named after its ticket', () => {
    renderOffer(weekendTicket);
    expect(
      screen.getByRole('article', { name: 'Enceinte générale — week-end' }),
    ).toBeInTheDocument();
  });

  it('adds the chosen quantities to the cart, then starts again from 0', async () => {
    const { user, onAdd } = renderOffer(weekendTicket);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantité, Adulte' }), '2');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Quantité, Enfant (4 à 15 ans)' }),
      '1',
    );
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(onAdd).toHaveBeenCalledExactlyOnceWith(
      weekendGroup({ id: '101240102-ADULT', quantity: 2 }, { id: '101240102-CHILD', quantity: 1 }),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Quantité, Adulte' })).toHaveValue('0'),
    );
    expect(screen.getByRole('combobox', { name: 'Quantité, Enfant (4 à 15 ans)' })).toHaveValue(
      '0',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds to the cart itself, with the cart lib', async () => {
    const cart = ticketingCartClient();
    const createCart = vi.spyOn(cart, 'createCart');
    const user = userEvent.setup();
    renderInLocale(
      <Provider store={ticketingStore({ cart })}>
        <TicketOffer ticket={weekendTicket} />
      </Provider>,
      { catalogs },
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantité, Adulte' }), '2');
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(createCart).toHaveBeenCalledOnce());
    expect(createCart.mock.calls[0]?.[0]).toEqual({
      buyer: { status: 'anonymous' },
      groups: weekendGroup({ id: '101240102-ADULT', quantity: 2 }),
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Quantité, Adulte' })).toHaveValue('0'),
    );
  });

  it('asks for a quantity when none was chosen, on the first quantity, and adds nothing', async () => {
    const { user, onAdd } = renderOffer(weekendTicket, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose how many tickets you want for at least one price.',
    );
    const first = screen.getByRole('combobox', { name: 'Quantity, Child (4 to 15)' });
    expect(first).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Prices' })).toHaveAccessibleDescription(
      'Choose how many tickets you want for at least one price.',
    );
    expect(onAdd).not.toHaveBeenCalled();
    // Choosing a quantity answers it.
    await user.selectOptions(first, '1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks a visitor who is not logged in to log in for a member price, and adds nothing', async () => {
    const { user, onAdd, store } = renderOffer(weekendTicket, { locale: 'en' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity, Adult' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity, ACO member' }), '1');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You need to login to buy a member ticket',
    );
    expect(onAdd).not.toHaveBeenCalled();
    const logIn = screen.getByRole('button', { name: 'Log in' });
    // The alert's code loads lazily: it takes the focus in the effect after its Suspense boundary
    // reveals it, which may come after the alert is found.
    await waitFor(() => expect(logIn).toHaveFocus());
    await user.click(logIn);
    expect(store.get(modalAtom)).toEqual({ kind: 'login' });
    // The choice stays, for once logged in.
    expect(screen.getByRole('combobox', { name: 'Quantity, ACO member' })).toHaveValue('1');
  });

  it('says it in French too', async () => {
    const { user } = renderOffer(parkingTicket);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Quantité, Véhicule léger — membre ACO' }),
      '1',
    );
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vous devez vous connecter pour acheter un billet membre',
    );
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('tells a former member when their membership ended, rather than to try again', async () => {
    const { user, onAdd } = renderOffer(weekendTicket, {
      loggedIn: true,
      member: false,
      membership: { code: 'ACO1', endsAt: '2025-12-31T23:59:59+01:00' },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantité, Membre ACO' }), '1');
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre adhésion ACO1 a pris fin le 31 décembre 2025 : ce tarif est réservé aux membres de l’ACO à jour de leur adhésion.',
    );
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('tells a logged-in visitor without a current membership that the price is for members, and adds nothing', async () => {
    const { user, onAdd, store } = renderOffer(weekendTicket, {
      locale: 'en',
      loggedIn: true,
      member: false,
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity, ACO member' }), '1');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'This price is reserved for ACO members with a current membership: your account holds none.',
    );
    expect(alert).toHaveFocus();
    // Logged in already: no login to offer.
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
    expect(store.get(modalAtom)).toBeNull();
    expect(screen.getByRole('group', { name: 'Prices' })).toHaveAccessibleDescription(
      'This price is reserved for ACO members with a current membership: your account holds none.',
    );
    // The public prices stay open to them.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity, ACO member' }), '0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity, Adult' }), '1');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledExactlyOnceWith(
      weekendGroup({ id: '101240102-ADULT', quantity: 1 }),
    );
  });

  it('says it in French to a non-member too', async () => {
    const { user } = renderOffer(parkingTicket, { loggedIn: true, member: false });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Quantité, Véhicule léger — membre ACO' }),
      '1',
    );
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce tarif est réservé aux membres de l’ACO à jour de leur adhésion : votre compte n’en a pas.',
    );
  });

  it('adds a member price for a logged-in visitor', async () => {
    const { user, onAdd, store } = renderOffer(weekendTicket, { loggedIn: true });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantité, Membre ACO' }), '2');
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(onAdd).toHaveBeenCalledExactlyOnceWith(
      weekendGroup({ id: '101240102-MEME', quantity: 2 }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.get(modalAtom)).toBeNull();
  });

  it('adds once however often it is clicked while adding, and waits with a spinner', async () => {
    let added: () => void = () => undefined;
    const onAdd = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          added = () => resolve(true);
        }),
    );
    const { user } = renderOffer(weekendTicket, { onAdd });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantité, Adulte' }), '1');
    const button = screen.getByRole('button', { name: /Ajouter au panier/ });
    await user.dblClick(button);
    await user.click(button);
    expect(onAdd).toHaveBeenCalledOnce();
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    await act(async () => added());
    expect(button).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Quantité, Adulte' })).toHaveValue('0');
  });

  it('waits while another add is under way', async () => {
    const { user, onAdd } = renderOffer(weekendTicket, { adding: true });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantité, Adulte' }), '1');
    const button = screen.getByRole('button', { name: /Ajouter au panier/ });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('keeps the choice when the cart could not take it', async () => {
    const { user } = renderOffer(weekendTicket, { onAdd: () => Promise.resolve(false) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantité, Adulte' }), '3');
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled(),
    );
    expect(screen.getByRole('combobox', { name: 'Quantité, Adulte' })).toHaveValue('3');
  });

  it('keeps the choice when the add fails, and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('INVALID_QUANTITY');
    const { user } = renderOffer(weekendTicket, { onAdd: () => Promise.reject(failure) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantité, Adulte' }), '3');
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('[ticketing] add to cart failed', failure),
    );
    expect(screen.getByRole('combobox', { name: 'Quantité, Adulte' })).toHaveValue('3');
    // The failure is logged, then the add ends: the button comes back with the next render.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled(),
    );
  });

  it('is reached and submitted from the keyboard', async () => {
    const { user, onAdd } = renderOffer(weekendTicket);
    // jsdom does not open a select's list: the quantity is chosen directly, the rest with keys.
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Quantité, Enfant (4 à 15 ans)' }),
      '1',
    );
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Quantité, Enfant (4 à 15 ans)' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Quantité, Membre ACO' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Quantité, Adulte' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledExactlyOnceWith(
      weekendGroup({ id: '101240102-CHILD', quantity: 1 }),
    );
  });

  it('offers only one audience when asked', () => {
    renderOffer(weekendTicket, { audienceCode: 'MEME' });
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Quantité, Membre ACO' })).toBeInTheDocument();
  });

  it('offers nothing to add when everything is sold out', () => {
    renderOffer(soldOutTicket);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Plus aucun billet de ce type n’est en vente.')).toBeInTheDocument();
  });

  it('shows sold-out prices with showAll, without a quantity to choose or a button', () => {
    renderOffer(soldOutTicket, { locale: 'en', showAll: true });
    expect(screen.getAllByText('Sold out')).toHaveLength(2);
    for (const select of screen.getAllByRole('combobox')) expect(select).toBeDisabled();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps its prices and its button in place when they sell out after the page has loaded', () => {
    const { sellOut } = renderSellingOut(weekendTicket, 'en');
    const before = screen.getAllByRole('listitem').map((line) => line.firstChild?.textContent);
    sellOut();
    expect(screen.getAllByRole('listitem').map((line) => line.firstChild?.textContent)).toEqual(
      before,
    );
    expect(screen.getAllByText('Sold out')).toHaveLength(before.length);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('keeps the lines of a seated ticket in place when they sell out after the page has loaded', () => {
    const { sellOut } = renderSellingOut(grandstandTicket, 'fr');
    expect(screen.getAllByText('À partir de')).toHaveLength(4);
    sellOut();
    expect(screen.getAllByText('Complet')).toHaveLength(4);
  });

  it('shows a seated ticket from its lowest prices, its seats chosen on the stand map', () => {
    renderOffer(grandstandTicket);
    expect(screen.getByRole('heading', { name: 'Tribune Grand Virage (T34)' })).toBeInTheDocument();
    expect(screen.getAllByText('À partir de')).toHaveLength(4);
    expect(
      screen.getByText('Places numérotées : vous choisissez les vôtres sur le plan de la tribune.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(document.querySelector('form')).toBeNull();
  });

  it('opens the stand picker of a seated ticket with “Choose my seats”', async () => {
    const { user, store, onAdd } = renderOffer(grandstandTicket, { locale: 'en' });
    const choose = screen.getByRole('button', { name: 'Choose my seats' });
    expect(choose).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(choose);
    expect(store.get(modalAtom)).toEqual({ kind: 'stands', secutixId: '101240201' });
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('waits for hydration before its quantities and button work (server render)', () => {
    const html = renderToString(
      <I18nProvider i18n={createI18n('fr', [ticketingCatalog])}>
        <Provider store={createStore()}>
          <TicketOffer ticket={weekendTicket} />
        </Provider>
      </I18nProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const selects = [...page.querySelectorAll('select')];
    expect(selects.length).toBeGreaterThan(0);
    expect(selects.every((select) => select.disabled)).toBe(true);
    expect(page.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
  });

  it('waits for hydration before “Choose my seats” works (server render)', () => {
    const html = renderToString(
      <I18nProvider i18n={createI18n('fr', [ticketingCatalog])}>
        <Provider store={createStore()}>
          <TicketOffer ticket={grandstandTicket} />
        </Provider>
      </I18nProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const button = [...page.querySelectorAll('button')].find(
      (each) => each.textContent === 'Choisir mes places',
    );
    expect(button?.hasAttribute('disabled')).toBe(true);
  });
});
