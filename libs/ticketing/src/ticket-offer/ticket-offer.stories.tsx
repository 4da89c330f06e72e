import { accountModals } from '@paddock/account';
import { cartModals } from '@paddock/cart';
import { ModalHost, uiModals, type ModalDefinitions } from '@paddock/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  fixtureUser,
  grandstandTicket,
  parkingTicket,
  soldOutTicket,
  weekendTicket,
} from '../testing/fixtures.js';
import { TicketingTestStore, type TicketingStoreOptions } from '../testing/store.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { ticketingModals } from '../stands/ticketing-modals.js';
import { ticketingCartClient } from '../testing/cart.js';
import { fakeContentClient } from '../testing/content-client.js';
import { TicketOffer } from './ticket-offer.js';

const modals: ModalDefinitions = {
  ...uiModals,
  ...accountModals,
  ...cartModals,
  ...ticketingModals,
};

/** The cart service the offers add to, which takes a little while as the real one does. */
const cart = ticketingCartClient({ latency: 400 });

const meta = {
  title: 'ticketing/TicketOffer',
  component: TicketOffer,
  args: { ticket: weekendTicket },
  parameters: { ticketing: { cart } },
  // Each story sees the carts it asks for.
  beforeEach: () => {
    const createCart = spyOn(cart, 'createCart');
    return () => createCart.mockRestore();
  },
  decorators: [
    (Story, { parameters }) => (
      <TicketingTestStore {...(parameters['ticketing'] as TicketingStoreOptions | undefined)}>
        <div style={{ maxWidth: 420 }}>
          <Story />
        </div>
      </TicketingTestStore>
    ),
  ],
} satisfies Meta<typeof TicketOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses one of the price whose quantity is named `choice`, then presses the add button `add`. */
async function addsOne(canvas: ReturnType<typeof within>, choice: string, add: string) {
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: choice }), '1');
  await userEvent.click(canvas.getByRole('button', { name: add }));
}

/** Desktop, French, car site: two adults and a child go to the cart, then the choice starts again. */
export const Default: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const adult = canvas.getByRole('combobox', { name: 'Quantité, Adulte' });
    await userEvent.selectOptions(adult, '2');
    await addsOne(canvas, 'Quantité, Enfant (4 à 15 ans)', 'Ajouter au panier');
    await waitFor(() => expect(cart.createCart).toHaveBeenCalledOnce());
    await expect(cart.createCart).toHaveBeenCalledWith(
      expect.objectContaining({
        groups: [
          {
            productSecutixId: '101240102',
            composedPerformanceSecutixId: '101240102-P1',
            productType: 'track',
            audiences: [
              {
                id: '101240102-ADULT',
                quantity: 2,
                seatCategory: { locations: [], price: '101240102-ADULT' },
              },
              {
                id: '101240102-CHILD',
                quantity: 1,
                seatCategory: { locations: [], price: '101240102-CHILD' },
              },
            ],
          },
        ],
      }),
    );
    await waitFor(() => expect(adult).toHaveValue('0'));
  },
};

/** Mobile, English, motorbike site: a member price asked for by a visitor who is not logged in. */
export const MemberOnly: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  args: { ticket: parkingTicket },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addsOne(canvas, 'Quantity, Car — ACO member', 'Add to cart');
    // The alert's code loads with the first refusal.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You need to login to buy a member ticket',
    );
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveFocus();
    await expect(cart.createCart).not.toHaveBeenCalled();
  },
};

/** Desktop, English, ACO site: a member price asked for by a logged-in visitor who is not a member. */
export const MemberOnlyNotAMember: Story = {
  globals: { locale: 'en', universe: 'aco', ...desktopViewport },
  args: { ticket: parkingTicket },
  parameters: { ticketing: { user: fixtureUser, member: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addsOne(canvas, 'Quantity, Car — ACO member', 'Add to cart');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'This price is reserved for ACO members with a current membership',
    );
    await expect(alert).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Log in' })).toBeNull();
    await expect(cart.createCart).not.toHaveBeenCalled();
  },
};

/** Desktop, French, motorbike site: the same for a logged-in member, who adds it. */
export const MemberLoggedIn: Story = {
  globals: { locale: 'fr', universe: 'moto', ...desktopViewport },
  args: { ticket: parkingTicket },
  parameters: { ticketing: { user: fixtureUser } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addsOne(canvas, 'Quantité, Véhicule léger — membre ACO', 'Ajouter au panier');
    await waitFor(() => expect(cart.createCart).toHaveBeenCalledOnce());
  },
};

/** Mobile, French, car site: nothing chosen, the visitor is asked for a quantity. */
export const NoQuantity: Story = {
  globals: { locale: 'fr', universe: 'auto', ...mobileViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Choisissez le nombre de billets voulus pour au moins un tarif.',
    );
    await expect(cart.createCart).not.toHaveBeenCalled();
  },
};

/** Desktop, English, car site: an add under way; the button waits with a spinner. */
export const Adding: Story = {
  globals: { locale: 'en', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Quantity, Adult' }), '1');
    const button = canvas.getByRole('button', { name: /Add to cart/ });
    await userEvent.click(button);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(button).toBeEnabled());
  },
};

/** Desktop, French, motorbike site: sold out, shown with showAll; nothing to choose or add. */
export const SoldOut: Story = {
  globals: { locale: 'fr', universe: 'moto', ...desktopViewport },
  args: { ticket: soldOutTicket, showAll: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Complet')).toHaveLength(2);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Mobile, English, car site: a grandstand, its seats chosen in the stand picker. */
export const Seated: Story = {
  globals: { locale: 'en', universe: 'auto', ...mobileViewport },
  args: { ticket: grandstandTicket },
  parameters: { ticketing: { content: fakeContentClient(null), cart: ticketingCartClient() } },
  render: (args) => (
    <>
      <TicketOffer {...args} />
      <ModalHost modals={modals} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('From')).toHaveLength(4);
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose my seats' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Choose your seats' }),
    );
    await expect(
      await dialog.findByRole('heading', { name: 'Choose a block' }),
    ).toBeInTheDocument();
  },
};

/** Desktop, French, car site: the same grandstand; its button opens the stand picker. */
export const SeatedDesktop: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  args: { ticket: grandstandTicket },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choisir mes places' })).toBeEnabled();
  },
};
