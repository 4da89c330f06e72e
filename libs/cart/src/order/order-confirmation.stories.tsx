import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CheckoutState } from '../checkout/checkout-state.js';
import {
  CheckoutProvider,
  desktopViewport,
  fakeCartClient,
  fixtureBuyerDetails as buyer,
  fixtureCart,
  fixtureCartUuid,
  mobileViewport,
} from '../testing/index.js';
import { OrderConfirmation } from './order-confirmation.js';

interface ConfirmationStoryProps {
  /** What this browser stored: the order placed. */
  checkout: CheckoutState;
  ticketingHref: string;
}

function ConfirmationStory({ checkout, ticketingHref }: ConfirmationStoryProps) {
  return (
    <CheckoutProvider checkout={checkout} client={fakeCartClient({ withShopUrl: false })}>
      <OrderConfirmation ticketingHref={ticketingHref} />
    </CheckoutProvider>
  );
}

const cart = fixtureCart({ shopUrl: null });

const meta = {
  title: 'cart/OrderConfirmation',
  component: ConfirmationStory,
  parameters: { layout: 'fullscreen' },
  args: { checkout: { cart: null, crossSells: [] }, ticketingHref: '/fr/billetterie' },
} satisfies Meta<typeof ConfirmationStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order placed: its reference, lines and total. */
export const Confirmation: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  args: {
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
