import type { CartGroupInput, User } from '@paddock/api-clients';
import { cartCatalog, cartModals } from '@paddock/cart';
import { modalAtom, ModalHost, ModalTitle, uiModals, type ModalDefinitions } from '@paddock/ui';
import { preloadModals, renderInLocale } from '@paddock/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ticketingCatalog } from '../i18n.js';
import type { StandsModalProps } from '../modal-kinds.js';
import { ticketingCartClient } from '../testing/cart.js';
import { fakeContentClient, type FakeStands } from '../testing/content-client.js';
import { FakeStadiumViewer } from '../testing/fake-viewer.js';
import { fixtureUser, grandstandTicket } from '../testing/fixtures.js';
import { freeSeatOf, freeSeatsOf } from '../testing/stands.js';
import { ticketingStore } from '../testing/store.js';
import type { StadiumViewerProps } from '@paddock/stadium-viewer';
import { StadiumViewerOverride, type StadiumViewerComponent } from './stadium-map.js';
import { seatLabel } from './stands-state.js';
import { ticketingModals } from './ticketing-modals.js';

/** The account lib's modals, as titles only: that the login modal opens is what counts here. */
const titled = (title: string) => ({
  size: 'narrow' as const,
  load: () => Promise.resolve({ default: () => <ModalTitle>{title}</ModalTitle> }),
});
const modals: ModalDefinitions = {
  ...uiModals,
  ...cartModals,
  ...ticketingModals,
  login: titled('Connexion'),
  lostPassword: titled('Mot de passe oublié'),
  account: titled('Mon compte'),
};

// Each modal's content is a lazy chunk: a test waits for a modal to render, not for its module.
beforeAll(() => preloadModals(modals));

interface Options {
  locale?: 'fr' | 'en';
  user?: User | null;
  /** Whether `user` holds a current ACO1 membership; true by default. */
  member?: boolean;
  props?: Partial<StandsModalProps>;
  stands?: FakeStands;
  /** What draws the map; the fake viewer unless given. */
  viewer?: StadiumViewerComponent;
}

function openStands({
  locale = 'fr',
  user = null,
  member = true,
  props = {},
  stands,
  viewer = FakeStadiumViewer,
}: Options = {}) {
  const content = fakeContentClient(null, stands);
  const cart = ticketingCartClient();
  const createCart = vi.spyOn(cart, 'createCart');
  const store = ticketingStore({ user, member, content, cart });
  store.set(modalAtom, { kind: 'stands', secutixId: grandstandTicket.secutixId, ...props });
  renderInLocale(
    <Provider store={store}>
      <StadiumViewerOverride viewer={viewer}>
        <ModalHost modals={modals} />
      </StadiumViewerOverride>
    </Provider>,
    { locale, catalogs: [ticketingCatalog, cartCatalog] },
  );
  return { store, content, cart, createCart, user: userEvent.setup() };
}

async function dialog(name = 'Choisissez vos places') {
  return within(await screen.findByRole('dialog', { name }));
}

/** The map's button of a block, by its id (the fake viewer names it as the picker describes it). */
const blockButton = (view: ReturnType<typeof within>, block: string) =>
  view.getByRole('button', { name: new RegExp(`^(Bloc|Block) ${block},`) });

/** The map's button of a seat, by its label. */
const seatButton = (view: ReturnType<typeof within>, seat: string) =>
  view.getByRole('button', { name: new RegExp(`(place|seat) ${seatLabel(seat)},`) });

const currentStep = (view: ReturnType<typeof within>) =>
  view.getByRole('list', { name: /Étapes|Steps/ }).querySelector('[aria-current="step"]')
    ?.textContent;

/** Opens on T34-A and chooses `count` of its free seats on the map. */
async function chooseSeats(count: number, options: Options = {}) {
  const opened = openStands(options);
  const view = await dialog(options.locale === 'en' ? 'Choose your seats' : undefined);
  await opened.user.click(await waitFor(() => blockButton(view, 'T34-A')));
  const seats = freeSeatsOf('T34-A').slice(0, count) as [string, string, string, ...string[]];
  for (const seat of seats) await opened.user.click(await waitFor(() => seatButton(view, seat)));
  return { ...opened, view, seats };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A chosen seat as the list shows it: its last 4 characters, then its grandstand, block and row. */
const named = (seat: string) =>
  expect.stringMatching(new RegExp(`^${seatLabel(seat)}Tribune .+ · Bloc A · Rang \\d+$`));

describe('Stands modal', () => {
  it('loads the ticket info, its stands and the venue of the site, then offers the blocks', async () => {
    const { content } = openStands();
    const view = await dialog();
    expect(await view.findByRole('heading', { name: 'Choisissez un bloc' })).toBeInTheDocument();
    expect(currentStep(view)).toContain('Bloc');
    expect(content.standCalls).toEqual([
      { method: 'ticketInfo', args: { secutixId: '101240201' } },
      { method: 'standCategories', args: { secutixId: '101240201' } },
      { method: 'venue', args: { site: 'auto' } },
    ]);
    // The ticket's blocks can be chosen; the pit grandstand's cannot.
    expect(blockButton(view, 'T34-A')).toBeEnabled();
    expect(blockButton(view, 'T34-A')).toHaveAccessibleName(
      /^Bloc T34-A, Catégorie 1 \(jaune\), \d+ places libres$/,
    );
    expect(blockButton(view, 'T12-A')).toBeDisabled();
    expect(blockButton(view, 'T12-A')).toHaveAccessibleName('Bloc T12-A, non vendu avec ce billet');
  });

  it('chooses a block, seats and a price per seat, then adds one stand item per seat', async () => {
    const { view, user, seats, createCart, store } = await chooseSeats(3);
    expect(currentStep(view)).toContain('Places');
    expect(view.getByRole('heading', { name: 'Places du bloc T34-A' })).toBeInTheDocument();
    const list = view.getByRole('list', { name: 'Vos 3 places' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(seats.map(named));
    await user.click(view.getByRole('button', { name: 'Choisir les tarifs' }));
    expect(currentStep(view)).toContain('Tarifs');
    const add = view.getByRole('button', { name: 'Ajouter au panier' });
    expect(add).toBeDisabled();
    const [first, second, third] = seats.map((seat) =>
      view.getByRole('combobox', { name: `Tarif, place ${seatLabel(seat)}` }),
    ) as [HTMLElement, HTMLElement, HTMLElement];
    await user.selectOptions(first, '101240201-CAT01-ADULT');
    await user.selectOptions(second, '101240201-CAT01-CHILD');
    expect(add).toBeDisabled();
    await user.selectOptions(third, '101240201-CAT01-ADULT');
    expect(add).toBeEnabled();
    expect(view.getByText('Total').parentElement).toHaveTextContent(/337\s€/);
    await user.click(add);
    await waitFor(() => expect(store.get(modalAtom)).toEqual({ kind: 'addedToCart' }));
    const items: CartGroupInput[] = [
      {
        quantity: 1,
        ticket_option_id: '101240201',
        ticket_option_price_id: '101240201-CAT01-ADULT',
        area_id: '12',
        seatIds: [seats[0]],
      },
      {
        quantity: 1,
        ticket_option_id: '101240201',
        ticket_option_price_id: '101240201-CAT01-CHILD',
        area_id: '12',
        seatIds: [seats[1]],
      },
      {
        quantity: 1,
        ticket_option_id: '101240201',
        ticket_option_price_id: '101240201-CAT01-ADULT',
        area_id: '12',
        seatIds: [seats[2]],
      },
    ];
    expect(createCart).toHaveBeenCalledExactlyOnceWith({
      buyer: { status: 'anonymous' },
      groups: items,
    });
    expect(await screen.findByRole('dialog', { name: 'Ajouté à votre panier' })).toBeVisible();
  });

  it('offers a seat the prices of its block’s category, and a new price replaces the earlier one', async () => {
    const { view, user } = await chooseSeats(1);
    await user.click(view.getByRole('button', { name: 'Choisir les tarifs' }));
    const price = view.getByRole('combobox', { name: /^Tarif, place / });
    expect(
      within(price)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choisissez un tarif',
      'Enfant (4 à 15 ans)\u00a0: 79\u00a0€',
      'Adulte\u00a0: 129\u00a0€',
    ]);
    await user.selectOptions(price, '101240201-CAT01-CHILD');
    await user.selectOptions(price, '101240201-CAT01-ADULT');
    expect(price).toHaveValue('101240201-CAT01-ADULT');
    expect(view.getByText('Total').parentElement).toHaveTextContent(/129\s€/);
  });

  it('lists more than 4 seats in the many layout, each by the last 4 characters of its id and its row', async () => {
    const { view, user, seats } = await chooseSeats(4);
    expect(view.getByRole('list', { name: 'Vos 4 places' })).toHaveAttribute('data-layout', 'few');
    const fifth = freeSeatOf('T34-A', 4);
    await user.click(seatButton(view, fifth));
    const list = view.getByRole('list', { name: 'Vos 5 places' });
    expect(list).toHaveAttribute('data-layout', 'many');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...seats, fifth].map(named));
    await user.click(view.getByRole('button', { name: 'Choisir les tarifs' }));
    expect(view.getByRole('list', { name: 'Vos 5 places' })).toHaveAttribute('data-layout', 'many');
  });

  it('gives up a chosen seat clicked again on the map, or from the list', async () => {
    const { view, user, seats } = await chooseSeats(3);
    const [first, second, third] = seats;
    expect(seatButton(view, first)).toHaveAttribute('aria-pressed', 'true');
    await user.click(seatButton(view, first));
    expect(seatButton(view, first)).toHaveAttribute('aria-pressed', 'false');
    await user.click(view.getByRole('button', { name: `Retirer la place ${seatLabel(second)}` }));
    const list = view.getByRole('list', { name: 'Votre place' });
    expect(list).toHaveTextContent(seatLabel(third));
    await user.click(view.getByRole('button', { name: `Retirer la place ${seatLabel(third)}` }));
    expect(view.getByText('Aucune place choisie pour l’instant.')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Choisir les tarifs' })).toBeDisabled();
  });

  it('gives the map the same venue, seats’ names and handlers when a seat is chosen: only the choice changes', async () => {
    // The viewer keeps a seat's element while its props hold: new names or handlers on each choice
    // would re-render every seat of the block.
    const rendered: StadiumViewerProps[] = [];
    const RecordingViewer: StadiumViewerComponent = (props) => {
      rendered.push(props);
      return <FakeStadiumViewer {...props} />;
    };
    const { view, user, seats } = await chooseSeats(1, { viewer: RecordingViewer });
    const before = rendered.at(-1);
    const [, second = ''] = freeSeatsOf('T34-A');
    await user.click(seatButton(view, second));
    expect(seatButton(view, second)).toHaveAttribute('aria-pressed', 'true');
    const after = rendered.at(-1);
    if (!before || !after) throw new Error('The map was not drawn');
    const { selectedSeats: chosenBefore, ...restBefore } = before;
    const { selectedSeats: chosenAfter, ...restAfter } = after;
    for (const [name, value] of Object.entries(restBefore)) {
      expect({ name, same: restAfter[name as keyof typeof restAfter] === value }).toEqual({
        name,
        same: true,
      });
    }
    expect([...chosenBefore]).toEqual(seats);
    expect([...chosenAfter]).toEqual([...seats, second]);
  });

  it('goes back to the stands from the map’s top view, with no seat left', async () => {
    const { view, user } = await chooseSeats(2);
    await user.click(view.getByRole('button', { name: 'Back to the top view' }));
    expect(currentStep(view)).toContain('Bloc');
    await user.click(blockButton(view, 'T34-A'));
    expect(view.getByText('Aucune place choisie pour l’instant.')).toBeInTheDocument();
  });

  it('“Edit seats” goes back to the stands and clears the prices; the seats stay', async () => {
    const { view, user, seats } = await chooseSeats(2);
    await user.click(view.getByRole('button', { name: 'Choisir les tarifs' }));
    await user.selectOptions(
      view.getByRole('combobox', { name: `Tarif, place ${seatLabel(seats[0])}` }),
      '101240201-CAT01-ADULT',
    );
    await user.click(view.getByRole('button', { name: 'Modifier les places' }));
    expect(currentStep(view)).toContain('Bloc');
    const heading = view.getByRole('heading', { name: 'Choisissez un bloc' });
    expect(heading).toHaveFocus();
    // The fields hold the block chosen on the map.
    expect(view.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('101240201-CAT01');
    expect(view.getByRole('combobox', { name: 'Bloc' })).toHaveValue('T34-A');
    await user.click(view.getByRole('button', { name: 'Voir les places' }));
    expect(view.getByRole('list', { name: 'Vos 2 places' })).toBeInTheDocument();
    await user.click(view.getByRole('button', { name: 'Choisir les tarifs' }));
    for (const seat of seats) {
      expect(view.getByRole('combobox', { name: `Tarif, place ${seatLabel(seat)}` })).toHaveValue(
        '',
      );
    }
    expect(view.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  });

  it('requires a category and a block, with the wording texts', async () => {
    const { user } = openStands();
    const view = await dialog();
    const submit = await view.findByRole('button', { name: 'Voir les places' });
    await user.click(submit);
    expect(view.getByRole('alert')).toHaveTextContent('Erreur de saisie dans ce groupe');
    expect(view.getAllByText('Le champ est vide')).toHaveLength(2);
    const category = view.getByRole('combobox', { name: 'Catégorie' });
    const block = view.getByRole('combobox', { name: 'Bloc' });
    expect(category).toHaveFocus();
    expect(category).toBeInvalid();
    expect(category).toHaveAccessibleDescription('Le champ est vide');
    await user.selectOptions(category, '101240201-CAT02');
    expect(view.getAllByText('Le champ est vide')).toHaveLength(1);
    // Only the category's blocks are offered now.
    expect(
      within(block)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'T34-D', 'T34-E', 'T34-F']);
    await user.click(submit);
    expect(block).toHaveFocus();
    await user.selectOptions(block, 'T34-E');
    expect(view.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(submit);
    expect(view.getByRole('heading', { name: 'Places du bloc T34-E' })).toHaveFocus();
  });

  it('says the wording’s default texts in English', async () => {
    const { user } = openStands({ locale: 'en' });
    const view = await dialog('Choose your seats');
    await user.click(await view.findByRole('button', { name: 'See the seats' }));
    expect(view.getByRole('alert')).toHaveTextContent('Group error');
    expect(view.getAllByText('Field is empty')).toHaveLength(2);
  });

  it('a block chosen first in the fields tells its category', async () => {
    const { user } = openStands();
    const view = await dialog();
    await user.selectOptions(await view.findByRole('combobox', { name: 'Bloc' }), 'T34-G');
    expect(view.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('101240201-CATMEM');
  });

  it('asks a visitor who is not logged in to log in for a member price, and adds nothing', async () => {
    const { user, store, createCart } = openStands({
      props: { blockId: 'T34-G', seatId: freeSeatOf('T34-G') },
    });
    const view = await dialog();
    await user.click(await view.findByRole('button', { name: 'Choisir les tarifs' }));
    await user.selectOptions(
      view.getByRole('combobox', { name: /^Tarif, place / }),
      '101240201-CATMEM-MEME',
    );
    await user.click(view.getByRole('button', { name: 'Ajouter au panier' }));
    expect(view.getByRole('alert')).toHaveTextContent(
      'Vous devez vous connecter pour acheter un billet membre',
    );
    const logIn = view.getByRole('button', { name: 'Se connecter' });
    expect(logIn).toHaveFocus();
    expect(createCart).not.toHaveBeenCalled();
    await user.click(logIn);
    expect(store.get(modalAtom)).toEqual({ kind: 'login' });
    expect(await screen.findByRole('dialog', { name: 'Connexion' })).toBeInTheDocument();
  });

  /** A logged-in visitor (a member or not) asks for the member price of a seat of T34-G, in English. */
  async function addMemberPriceLoggedIn(member: boolean) {
    const seat = freeSeatOf('T34-G');
    const opened = openStands({
      locale: 'en',
      user: fixtureUser,
      member,
      props: { blockId: 'T34-G', seatId: seat },
    });
    const view = await dialog('Choose your seats');
    await opened.user.click(await view.findByRole('button', { name: 'Choose the prices' }));
    await opened.user.selectOptions(
      view.getByRole('combobox', { name: `Price, seat ${seatLabel(seat)}` }),
      '101240201-CATMEM-MEME',
    );
    await opened.user.click(view.getByRole('button', { name: 'Add to cart' }));
    return { ...opened, view, seat };
  }

  it('tells a logged-in visitor without a current membership that the price is for members, and adds nothing', async () => {
    const { view, store, createCart } = await addMemberPriceLoggedIn(false);
    const alert = view.getByRole('alert');
    expect(alert).toHaveTextContent(
      'This price is reserved for ACO members with a current membership: your account holds none.',
    );
    expect(alert).toHaveFocus();
    expect(view.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(createCart).not.toHaveBeenCalled();
    expect(store.get(modalAtom)).toMatchObject({ kind: 'stands' });
  });

  it('adds a member price for a logged-in member', async () => {
    const { store, createCart, seat } = await addMemberPriceLoggedIn(true);
    await waitFor(() => expect(store.get(modalAtom)).toEqual({ kind: 'addedToCart' }));
    expect(createCart.mock.calls[0]?.[0].groups).toEqual([
      {
        quantity: 1,
        ticket_option_id: '101240201',
        ticket_option_price_id: '101240201-CATMEM-MEME',
        area_id: '12',
        seatIds: [seat],
      },
    ]);
  });

  it('opens on a block’s seats, with a seat chosen, when asked to', async () => {
    const seat = freeSeatOf('T34-D', 1);
    openStands({ props: { blockId: 'T34-D', seatId: seat } });
    const view = await dialog();
    expect(await view.findByRole('heading', { name: 'Places du bloc T34-D' })).toBeInTheDocument();
    expect(view.getByRole('list', { name: 'Votre place' })).toHaveTextContent(seatLabel(seat));
    expect(await waitFor(() => seatButton(view, seat))).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when the stands could not be loaded, and tries again', async () => {
    let venueAnswers = 0;
    const { content, user } = openStands({ stands: { venue: null } });
    const view = await dialog();
    expect(await view.findByRole('alert')).toHaveTextContent(
      'Le plan des tribunes n’a pas pu être chargé',
    );
    venueAnswers = content.standCalls.filter((call) => call.method === 'venue').length;
    await user.click(view.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() =>
      expect(content.standCalls.filter((call) => call.method === 'venue')).toHaveLength(
        venueAnswers + 1,
      ),
    );
  });

  it('says when the seats of a block could not be loaded', async () => {
    openStands({ stands: { blockSeats: () => null }, props: { blockId: 'T34-A' } });
    const view = await dialog();
    expect(await view.findByRole('alert')).toHaveTextContent(
      'Les places de ce bloc n’ont pas pu être chargées.',
    );
  });
});
