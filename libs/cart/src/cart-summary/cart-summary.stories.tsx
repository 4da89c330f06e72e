import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import {
  desktopViewport,
  fixtureCart,
  mobileViewport,
  type FixtureLine,
} from '../testing/index.js';
import { CartSummary } from './cart-summary.js';

interface CartSummaryStoryProps {
  /** The cart's groups, one per add. */
  groups: FixtureLine[][];
  withTotal: boolean;
  /** Names the list 'Your cart', as the added-to-cart modal does (the informations page does not). */
  labelled: boolean;
}

/** The summary of a fixture cart, as wide as in the added-to-cart modal. */
function CartSummaryStory({ groups, withTotal, labelled }: CartSummaryStoryProps) {
  const { i18n } = useLingui();
  const [cart] = useState(() => fixtureCart({ groups }));
  return (
    <div style={{ maxWidth: 480 }}>
      <CartSummary
        cart={cart}
        withTotal={withTotal}
        {...(labelled ? { label: i18n._('checkout.addedToCart.items') } : {})}
      />
    </div>
  );
}

const meta = {
  title: 'cart/CartSummary',
  component: CartSummaryStory,
  args: { groups: [[{ product: 'weekend', quantity: 1 }]], withTotal: false, labelled: true },
} satisfies Meta<typeof CartSummaryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two adults and three children for the weekend, then two seats in the T34 grandstand. */
const several: FixtureLine[][] = [
  [
    { product: 'weekend', quantity: 2 },
    { product: 'weekend', price: 1, quantity: 3 },
  ],
  [{ product: 'grandstand', quantity: 2, seatIds: ['T34-A-R03-0012', 'T34-A-R03-0013'] }],
];

function summaryItems(canvasElement: HTMLElement, label: string) {
  const list = within(canvasElement).getByRole('list', { name: label });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item));
}

/** One ticket: its name, its audience without a quantity, its price; no total. */
export const OneItem: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const [item, ...others] = summaryItems(canvasElement, 'Votre panier');
    if (!item) throw new Error('no item in the summary');
    await expect(others).toHaveLength(0);
    await expect(item.getByText('Enceinte générale — week-end')).toBeVisible();
    await expect(item.getByText('Adulte')).toBeVisible();
    await expect(item.getByText('79 €')).toBeVisible();
    await expect(within(canvasElement).queryByText('Total')).not.toBeInTheDocument();
  },
};

export const OneItemMobile: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  play: async ({ canvasElement }) => {
    const [item] = summaryItems(canvasElement, 'Your cart');
    if (!item) throw new Error('no item in the summary');
    await expect(item.getByText('General admission — race weekend')).toBeVisible();
    await expect(item.getByText('Adult')).toBeVisible();
    await expect(item.getByText('79 €')).toBeVisible();
  },
};

/** Quantities, seats and line prices, then the total, as the informations page shows it. */
export const SeveralWithTotal: Story = {
  globals: { locale: 'fr', universe: 'auto', ...mobileViewport },
  args: { groups: several, withTotal: true, labelled: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [adults, children, seats] = within(canvas.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => within(item));
    if (!adults || !children || !seats) throw new Error('three items expected');
    await expect(adults.getByText('Adulte × 2')).toBeVisible();
    await expect(adults.getByText('158 €')).toBeVisible();
    await expect(children.getByText('Enfant (4 à 15 ans) × 3')).toBeVisible();
    await expect(children.getByText('106,50 €')).toBeVisible();
    await expect(seats.getByText('Tribune Grand Virage (T34)')).toBeVisible();
    await expect(seats.getByText('Tribune T34 · Bloc A · Rang 3 · Places 12 et 13')).toBeVisible();
    await expect(seats.getByText('290 €')).toBeVisible();
    const total = canvas.getByText('Total').closest('p');
    await expect(total).toHaveTextContent(/^Total554,50\s€$/);
  },
};

export const SeveralWithTotalDesktop: Story = {
  globals: { locale: 'en', universe: 'moto', ...desktopViewport },
  args: { groups: several, withTotal: true },
  play: async ({ canvasElement }) => {
    const [adults, children, seats] = summaryItems(canvasElement, 'Your cart');
    if (!adults || !children || !seats) throw new Error('three items expected');
    await expect(adults.getByText('Adult × 2')).toBeVisible();
    await expect(children.getByText('Child (4 to 15) × 3')).toBeVisible();
    await expect(children.getByText('106.50 €')).toBeVisible();
    await expect(seats.getByText('Stand T34 · Block A · Row 3 · Seats 12 and 13')).toBeVisible();
    const total = within(canvasElement).getByText('Total').closest('p');
    await expect(total).toHaveTextContent(/^Total554\.50\s€$/);
  },
};

/** One seat: the singular. */
export const OneSeat: Story = {
  globals: { locale: 'en', universe: 'auto', ...desktopViewport },
  args: { groups: [[{ product: 'grandstand', seatIds: ['T34-A-R03-0012'] }]] },
  play: async ({ canvasElement }) => {
    const [item] = summaryItems(canvasElement, 'Your cart');
    if (!item) throw new Error('no item in the summary');
    await expect(item.getByText('Grand Virage grandstand (T34)')).toBeVisible();
    await expect(item.getByText('Stand T34 · Block A · Row 3 · Seat 12')).toBeVisible();
    await expect(item.getByText('145 €')).toBeVisible();
  },
};
