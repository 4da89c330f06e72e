import { ModalHost, uiModals, useModal, type ModalDefinitions } from '@paddock/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CheckoutProvider,
  desktopViewport,
  fakeCartClient,
  fixtureCart,
  fixtureCrossSells,
  fixtureProducts,
  mobileViewport,
  type FixtureLine,
} from '../testing/index.js';
import { cartModals } from './cart-modals.js';

// The account lib's kinds are never opened here.
const modals = { ...uiModals, ...cartModals } as ModalDefinitions;

function OpenOnMount() {
  const modal = useModal();
  useEffect(() => modal.open({ kind: 'addedToCart' }), [modal]);
  return null;
}

interface AddedToCartStoryProps {
  /** The cart's groups, one per add. */
  groups: FixtureLine[][];
  /** Offers the five fixture cross-sells (four tickets and a package) less what the cart holds. */
  withCrossSells: boolean;
}

/** The modal as the app's host shows it after an add, over a fake cart service that holds the cart. */
function AddedToCartStory({ groups, withCrossSells }: AddedToCartStoryProps) {
  const [options] = useState(() => {
    const client = fakeCartClient({ crossSells: withCrossSells ? fixtureCrossSells() : [] });
    const cart = fixtureCart({ groups });
    client.carts.set(cart.uuid, cart);
    // What the service offers for this cart: nothing it already holds.
    const held = new Set(groups.flat().map((line) => fixtureProducts[line.product].secutixId));
    const crossSells = withCrossSells
      ? fixtureCrossSells().filter((offer) => !held.has(offer.secutixId))
      : [];
    return { client, checkout: { cart, crossSells } };
  });
  return (
    <CheckoutProvider {...options}>
      <OpenOnMount />
      <ModalHost modals={modals} />
    </CheckoutProvider>
  );
}

const meta = {
  title: 'cart/AddedToCart',
  component: AddedToCartStory,
  parameters: { layout: 'fullscreen' },
  args: { groups: [[{ product: 'weekend', quantity: 1 }]], withCrossSells: false },
} satisfies Meta<typeof AddedToCartStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const several: FixtureLine[][] = [
  [
    { product: 'weekend', quantity: 2 },
    { product: 'weekend', price: 1, quantity: 3 },
  ],
  [{ product: 'grandstand', seatIds: ['T34-A-R03-0012'] }],
];

async function dialogNamed(name: string) {
  return within(await within(document.body).findByRole('dialog', { name }));
}

/** One ticket: no quantity shown, until when the cart is kept, the cart link and the checkout. */
export const OneItem: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async () => {
    const dialog = await dialogNamed('Ajouté à votre panier');
    const items = within(await dialog.findByRole('list', { name: 'Votre panier' }));
    await expect(items.getByText('Adulte')).toBeInTheDocument();
    await expect(dialog.getByText(/conservé pour une durée limitée/)).toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: 'Voir le panier' })).toHaveAttribute(
      'href',
      '/fr/checkout/cart',
    );
  },
};

export const OneItemMobile: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  play: async () => {
    const dialog = await dialogNamed('Added to your cart');
    await expect(await dialog.findByRole('link', { name: 'Display cart' })).toHaveAttribute(
      'href',
      '/en/checkout/cart',
    );
  },
};

/**
 * Several items with quantities, a seat named as a person reads it, and four of the five cross-sells
 * (the package has no add button).
 */
export const SeveralWithCrossSells: Story = {
  globals: { locale: 'fr', universe: 'auto', ...mobileViewport },
  args: { groups: several, withCrossSells: true },
  play: async () => {
    const dialog = await dialogNamed('Ajouté à votre panier');
    const offers = within(await dialog.findByRole('region', { name: 'Complétez votre séjour' }));
    await expect(offers.getAllByRole('listitem')).toHaveLength(4);
    await expect(offers.getAllByRole('button')).toHaveLength(3);
    await expect(dialog.getByText('Adulte × 2')).toBeInTheDocument();
    await expect(dialog.getByText('Enfant (4 à 15 ans) × 3')).toBeInTheDocument();
    await expect(dialog.getByText('Tribune T34 · Bloc A · Rang 3 · Place 12')).toBeVisible();
  },
};

/** Adding a cross-sell: it joins the cart and leaves the offers. */
export const AddACrossSell: Story = {
  globals: { locale: 'en', universe: 'auto', ...desktopViewport },
  args: { groups: several, withCrossSells: true },
  play: async () => {
    const dialog = await dialogNamed('Added to your cart');
    await userEvent.click(
      await dialog.findByRole('button', { name: 'Add to cart: Les Houx campsite' }),
    );
    const items = within(dialog.getByRole('list', { name: 'Your cart' }));
    await waitFor(() => expect(items.getByText('Les Houx campsite')).toBeInTheDocument());
    await expect(
      dialog.queryByRole('button', { name: 'Add to cart: Les Houx campsite' }),
    ).not.toBeInTheDocument();
  },
};

/** The checkout button spins once clicked (here the shop is not really opened). */
export const Checkout: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async () => {
    const dialog = await dialogNamed('Ajouté à votre panier');
    const checkout = await dialog.findByRole('button', { name: 'Passer au paiement' });
    await userEvent.click(checkout);
    await expect(checkout).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByText('Enceinte générale — week-end')).toBeInTheDocument();
  },
};
