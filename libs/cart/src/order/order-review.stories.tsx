import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { CheckoutState } from '../checkout/checkout-state.js';
import {
  CheckoutProvider,
  desktopViewport,
  fakeCartClient,
  fixtureBuyerDetails as buyer,
  fixtureCart,
  mobileViewport,
} from '../testing/index.js';
import { OrderReview } from './order-review.js';

interface ReviewStoryProps {
  /** What this browser stored. */
  checkout: CheckoutState;
  ticketingHref: string;
}

/** The review, with a cart service that knows nothing: confirming says the cart expired. */
function ReviewStory({ checkout, ticketingHref }: ReviewStoryProps) {
  return (
    <CheckoutProvider checkout={checkout} client={fakeCartClient({ withShopUrl: false })}>
      <OrderReview ticketingHref={ticketingHref} />
    </CheckoutProvider>
  );
}

const cart = fixtureCart({ shopUrl: null });

const meta = {
  title: 'cart/OrderReview',
  component: ReviewStory,
  parameters: { layout: 'fullscreen' },
  args: { checkout: { cart, crossSells: [], buyer }, ticketingHref: '/fr/billetterie' },
} satisfies Meta<typeof ReviewStory>;

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
