import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { BuyerDetails, CheckoutState } from '../checkout/checkout-state.js';
import {
  CheckoutProvider,
  desktopViewport,
  fakeCartClient,
  fixtureCart,
  fixtureCartUuid,
  mobileViewport,
} from '../testing/index.js';
import { OrderConfirmation } from './order-confirmation.js';
import { OrderReview } from './order-review.js';

const buyer: BuyerDetails = {
  firstname: 'Léa',
  lastname: 'Martin',
  email: 'lea.martin@example.org',
  phone: '06 39 98 01 24',
  street: '12 rue des Jacobins',
  zipCode: '72000',
  city: 'Le Mans',
  country: 'France',
};

interface OrderStoryProps {
  step: 'review' | 'confirmation';
  /** What this browser stored. */
  checkout: CheckoutState;
  ticketingHref: string;
}

/** The review (with a cart service that knows nothing: confirming says the cart expired) or the confirmation. */
function OrderStory({ step, checkout, ticketingHref }: OrderStoryProps) {
  return (
    <CheckoutProvider checkout={checkout} client={fakeCartClient({ withShopUrl: false })}>
      {step === 'review' ? (
        <OrderReview ticketingHref={ticketingHref} />
      ) : (
        <OrderConfirmation ticketingHref={ticketingHref} />
      )}
    </CheckoutProvider>
  );
}

const cart = fixtureCart({ shopUrl: null });

const meta = {
  title: 'cart/Order',
  component: OrderStory,
  parameters: { layout: 'fullscreen' },
  args: {
    step: 'review',
    checkout: { cart, crossSells: [], buyer },
    ticketingHref: '/fr/billetterie',
  },
} satisfies Meta<typeof OrderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart's lines and total, the buyer's details, links to edit each, the confirm button. */
export const Review: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Confirmer ma commande' }),
    ).toBeVisible();
    await expect(canvas.getByText('lea.martin@example.org')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Modifier mes informations' })).toBeVisible();
  },
};

export const ReviewMobile: Story = {
  globals: { locale: 'en', universe: 'auto', ...mobileViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Confirm my order' })).toBeVisible();
  },
};

/** The service no longer has the cart: said so (nothing charged), the details kept. */
export const ReviewExpired: Story = {
  globals: { locale: 'en', universe: 'auto', ...mobileViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm my order' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('nothing was ordered');
  },
};

/** The order placed: its reference, lines and total. */
export const Confirmation: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  args: {
    step: 'confirmation',
    checkout: {
      cart: null,
      crossSells: [],
      order: {
        reference: 'P24-K7M2Q-XR4TB',
        cartId: fixtureCartUuid,
        confirmedAt: '2027-01-15T10:00:00.000Z',
        buyer,
        lines: cart.groups.flatMap((group) => group.items),
        total: cart.total,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('P24-K7M2Q-XR4TB')).toBeVisible();
  },
};

export const ConfirmationMobile: Story = {
  ...Confirmation,
  globals: { locale: 'en', universe: 'auto', ...mobileViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Order confirmed' }),
    ).toBeVisible();
  },
};
