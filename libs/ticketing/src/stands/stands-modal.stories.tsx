import { accountModals } from '@paddock/account';
import { cartModals } from '@paddock/cart';
import { ModalHost, uiModals, useModal, type ModalDefinitions } from '@paddock/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from 'jotai';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StandsModalProps } from '../modal-kinds.js';
import { ticketingCartClient } from '../testing/cart.js';
import { fakeContentClient } from '../testing/content-client.js';
import { fixtureUser, grandstandTicket } from '../testing/fixtures.js';
import { freeSeatOf, freeSeatsOf } from '../testing/stands.js';
import { ticketingStore } from '../testing/store.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { seatLabel } from './stands-state.js';
import { ticketingModals } from './ticketing-modals.js';

const modals: ModalDefinitions = {
  ...uiModals,
  ...accountModals,
  ...cartModals,
  ...ticketingModals,
};

interface StandsStoryProps {
  /** Opens on this block's seats, with this seat chosen. */
  opening?: Omit<StandsModalProps, 'secutixId'>;
  /** A logged-in member; nobody by default. */
  member?: boolean;
  /** A logged-in visitor without a current ACO1 membership; nobody by default. */
  nonMember?: boolean;
}

function OpenOnMount({ opening }: Pick<StandsStoryProps, 'opening'>) {
  const modal = useModal();
  useEffect(
    () => modal.open({ kind: 'stands', secutixId: grandstandTicket.secutixId, ...opening }),
    [modal, opening],
  );
  return null;
}

/**
 * The Stands modal as the app's host shows it (85dvw), drawn by the built-in stadium viewer, over a
 * content service with the T34 grandstand and an in-memory cart service.
 */
function StandsStory({ opening, member = false, nonMember = false }: StandsStoryProps) {
  const [store] = useState(() =>
    ticketingStore({
      content: fakeContentClient(null, { latency: 150 }),
      cart: ticketingCartClient({ latency: 300 }),
      user: member || nonMember ? fixtureUser : null,
      member,
    }),
  );
  return (
    <Provider store={store}>
      <OpenOnMount opening={opening} />
      <ModalHost modals={modals} />
    </Provider>
  );
}

const meta = {
  title: 'ticketing/StandsModal',
  component: StandsStory,
  parameters: { layout: 'fullscreen' },
  args: {},
} satisfies Meta<typeof StandsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogNamed(name: string) {
  return within(await within(document.body).findByRole('dialog', { name }));
}

type View = Awaited<ReturnType<typeof dialogNamed>>;

const blockOnMap = (view: View, block: string) =>
  view.findByRole('button', { name: new RegExp(`^(Bloc|Block) ${block},`) }, { timeout: 5000 });

const seatOnMap = (view: View, seat: string) =>
  view.findByRole(
    'button',
    { name: new RegExp(`(place|seat) ${seatLabel(seat)},`) },
    { timeout: 5000 },
  );

async function chooseSeats(view: View, block: string, count: number) {
  await userEvent.click(await blockOnMap(view, block));
  for (const seat of freeSeatsOf(block).slice(0, count)) {
    await userEvent.click(await seatOnMap(view, seat));
  }
}

/** Step 0, desktop, French: the map's top view and the block fields. */
export const Stands: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async () => {
    const dialog = await dialogNamed('Choisissez vos places');
    await expect(
      await dialog.findByRole('heading', { name: 'Choisissez un bloc' }),
    ).toBeInTheDocument();
    await expect(await blockOnMap(dialog, 'T34-A')).toBeInTheDocument();
    await expect(dialog.getByRole('combobox', { name: 'Catégorie' })).toBeInTheDocument();
  },
};

/** Step 0, mobile, English: 'See the seats' with nothing chosen says which fields are empty. */
export const RequiredFields: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  play: async () => {
    const dialog = await dialogNamed('Choose your seats');
    await userEvent.click(await dialog.findByRole('button', { name: 'See the seats' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Group error');
    await expect(dialog.getAllByText('Field is empty')).toHaveLength(2);
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveFocus();
  },
};

/** Step 1, desktop, French: block T34-A chosen on the map, three seats chosen on it. */
export const Seats: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async () => {
    const dialog = await dialogNamed('Choisissez vos places');
    await chooseSeats(dialog, 'T34-A', 3);
    const list = await dialog.findByRole('list', { name: 'Vos 3 places' });
    await expect(list).toHaveAttribute('data-layout', 'few');
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      freeSeatsOf('T34-A')
        .slice(0, 3)
        .map((seat) => expect.stringMatching(new RegExp(`^${seatLabel(seat)}Tribune .+ · Bloc A`))),
    );
  },
};

/** Step 1, mobile, English: six seats, listed in the compact 'many' layout. */
export const ManySeats: Story = {
  globals: { locale: 'en', universe: 'auto', ...mobileViewport },
  play: async () => {
    const dialog = await dialogNamed('Choose your seats');
    await chooseSeats(dialog, 'T34-D', 6);
    await expect(await dialog.findByRole('list', { name: 'Your 6 seats' })).toHaveAttribute(
      'data-layout',
      'many',
    );
  },
};

/** Step 2, desktop, English: a price per seat among its category's; then the cart takes them. */
export const Prices: Story = {
  globals: { locale: 'en', universe: 'auto', ...desktopViewport },
  args: { opening: { blockId: 'T34-B', seatId: freeSeatOf('T34-B') } },
  play: async () => {
    const dialog = await dialogNamed('Choose your seats');
    await userEvent.click(await seatOnMap(dialog, freeSeatOf('T34-B', 1)));
    await userEvent.click(dialog.getByRole('button', { name: 'Choose the prices' }));
    const add = dialog.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeDisabled();
    const [first, second] = dialog.getAllByRole('combobox', { name: /^Price, seat / });
    await userEvent.selectOptions(first as HTMLElement, '101240201-CAT01-ADULT');
    await userEvent.selectOptions(second as HTMLElement, '101240201-CAT01-CHILD');
    await expect(add).toBeEnabled();
  },
};

/** Step 2, desktop, French: many seats with their prices, added to the cart. */
export const AddToCart: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async () => {
    const dialog = await dialogNamed('Choisissez vos places');
    await chooseSeats(dialog, 'T34-E', 5);
    await userEvent.click(dialog.getByRole('button', { name: 'Choisir les tarifs' }));
    await expect(dialog.getByRole('list', { name: 'Vos 5 places' })).toHaveAttribute(
      'data-layout',
      'many',
    );
    for (const price of dialog.getAllByRole('combobox', { name: /^Tarif, place / })) {
      await userEvent.selectOptions(price, '101240201-CAT02-ADULT');
    }
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter au panier' }));
    const added = await dialogNamed('Ajouté à votre panier');
    await waitFor(() =>
      expect(added.getAllByText('Tribune Grand Virage (T34)').length).toBeGreaterThan(0),
    );
  },
};

/** Step 2, mobile, French: a member price asked for without being logged in. */
export const MemberOnly: Story = {
  globals: { locale: 'fr', universe: 'aco', ...mobileViewport },
  args: { opening: { blockId: 'T34-G', seatId: freeSeatOf('T34-G') } },
  play: async () => {
    const dialog = await dialogNamed('Choisissez vos places');
    await userEvent.click(await dialog.findByRole('button', { name: 'Choisir les tarifs' }));
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /^Tarif, place / }),
      '101240201-CATMEM-MEME',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter au panier' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Vous devez vous connecter pour acheter un billet membre',
    );
    await expect(dialog.getByRole('button', { name: 'Se connecter' })).toHaveFocus();
  },
};

/** Step 2, desktop, English: a member price asked for by a logged-in visitor who is not a member. */
export const MemberOnlyNotAMember: Story = {
  globals: { locale: 'en', universe: 'aco', ...desktopViewport },
  args: { opening: { blockId: 'T34-G', seatId: freeSeatOf('T34-G') }, nonMember: true },
  play: async () => {
    const dialog = await dialogNamed('Choose your seats');
    await userEvent.click(await dialog.findByRole('button', { name: 'Choose the prices' }));
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /^Price, seat / }),
      '101240201-CATMEM-MEME',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add to cart' }));
    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'This price is reserved for ACO members with a current membership',
    );
    await expect(alert).toHaveFocus();
    await expect(dialog.queryByRole('button', { name: 'Log in' })).toBeNull();
  },
};

/** 'Edit seats', desktop, English: back to the stands with the block in the fields, prices cleared. */
export const EditSeats: Story = {
  globals: { locale: 'en', universe: 'auto', ...desktopViewport },
  args: { opening: { blockId: 'T34-C', seatId: freeSeatOf('T34-C') }, member: true },
  play: async () => {
    const dialog = await dialogNamed('Choose your seats');
    await userEvent.click(await dialog.findByRole('button', { name: 'Choose the prices' }));
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /^Price, seat / }),
      '101240201-CAT01-ADULT',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Edit seats' }));
    await expect(dialog.getByRole('heading', { name: 'Choose a block' })).toHaveFocus();
    await expect(dialog.getByRole('combobox', { name: 'Block' })).toHaveValue('T34-C');
  },
};
