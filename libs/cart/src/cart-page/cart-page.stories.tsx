import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CheckoutProvider,
  desktopViewport,
  fakeCartClient,
  fixtureCart,
  mobileViewport,
  type FixtureLine,
} from '../testing/index.js';
import { CartPage } from './cart-page.js';

interface CartPageStoryProps {
  /** The stored cart's groups; none for an empty cart. */
  groups: FixtureLine[][];
  ticketingHref: string;
}

/** The page over a fake cart service that holds the stored cart. */
function CartPageStory({ groups, ticketingHref }: CartPageStoryProps) {
  const [options] = useState(() => {
    const client = fakeCartClient();
    if (groups.length === 0) return { client };
    const cart = fixtureCart({ groups });
    client.carts.set(cart.uuid, cart);
    return { client, checkout: { cart, crossSells: [] } };
  });
  return (
    <CheckoutProvider {...options}>
      <CartPage ticketingHref={ticketingHref} />
    </CheckoutProvider>
  );
}

const items: FixtureLine[][] = [
  [
    { product: 'weekend', quantity: 2 },
    { product: 'weekend', price: 1, quantity: 1 },
  ],
  [{ product: 'parking' }],
  [{ product: 'camping' }],
];

const seats: FixtureLine[][] = [
  [{ product: 'grandstand', seatIds: ['T34-A-R03-0012'] }],
  [{ product: 'grandstand', seatIds: ['T34-A-R03-0013'] }],
  [{ product: 'paddock', quantity: 2 }],
];

const meta = {
  title: 'cart/CartPage',
  component: CartPageStory,
  parameters: { layout: 'fullscreen' },
  args: { groups: items, ticketingHref: '/fr/billetterie' },
} satisfies Meta<typeof CartPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Groups and their items, the total, until when the cart is kept and the checkout. */
export const Items: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const weekend = within(
      await canvas.findByRole('article', { name: 'Enceinte générale — week-end' }),
    );
    await expect(weekend.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('5 billets')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Passer au paiement' })).toBeEnabled();
  },
};

export const ItemsMobile: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  args: { ticketingHref: '/en/ticketing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('article', { name: 'General admission — race weekend' }),
    ).toBeInTheDocument();
  },
};

/** Grandstand seats show their ids. */
export const WithSeats: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  args: { groups: seats },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Tribune T34 · Bloc A · Rang 3 · Place 12'),
    ).toBeInTheDocument();
  },
};

export const WithSeatsMobile: Story = {
  globals: { locale: 'en', universe: 'auto', ...mobileViewport },
  args: { groups: seats, ticketingHref: '/en/ticketing' },
};

/** Removing an item: the cart becomes the service's answer. */
export const RemoveAnItem: Story = {
  globals: { locale: 'en', universe: 'auto', ...desktopViewport },
  args: { ticketingHref: '/en/ticketing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remove: Les Houx campsite, Pitch' }),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Les Houx campsite' })).not.toBeInTheDocument(),
    );
    await expect(canvas.getByText('4 tickets')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your cart' })).toHaveFocus();
  },
};

export const Empty: Story = {
  globals: { locale: 'fr', universe: 'auto', ...mobileViewport },
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Votre panier est vide.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Voir la billetterie' })).toHaveAttribute(
      'href',
      '/fr/billetterie',
    );
  },
};

export const EmptyDesktop: Story = {
  globals: { locale: 'en', universe: 'classic', ...desktopViewport },
  args: { groups: [], ticketingHref: '/en/ticketing' },
};
