import { accountModals } from '@paddock/account';
import { cartModals } from '@paddock/cart';
import { ModalHost, uiModals, type ModalDefinitions } from '@paddock/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from 'jotai';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ticketingCartClient } from '../testing/cart.js';
import { fakeContentClient } from '../testing/content-client.js';
import { grandstandTicket } from '../testing/fixtures.js';
import { grandstandStandCategories } from '../testing/stands.js';
import { ticketingStore } from '../testing/store.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { StandsSimple } from './stands-simple.js';
import { ticketingModals } from './ticketing-modals.js';

const modals: ModalDefinitions = {
  ...uiModals,
  ...accountModals,
  ...cartModals,
  ...ticketingModals,
};

interface StandsSimpleStoryProps {
  /** Leaves the accessible seats' category without blocks (it is then not listed). */
  withoutAccessibleBlocks?: boolean;
}

/** StandsSimple on a ticket page, with the app's modal host for the stand picker it leads to. */
function StandsSimpleStory({ withoutAccessibleBlocks = false }: StandsSimpleStoryProps) {
  const [store] = useState(() =>
    ticketingStore({
      content: fakeContentClient(null, {
        standCategories: {
          [grandstandTicket.secutixId]: grandstandStandCategories.map((category) =>
            withoutAccessibleBlocks && category.codes.includes('CATPMR')
              ? { ...category, blocks: [] }
              : category,
          ),
        },
      }),
      cart: ticketingCartClient(),
    }),
  );
  return (
    <Provider store={store}>
      <main style={{ maxWidth: 1100, padding: 16 }}>
        <h1>{grandstandTicket.displayName.fr}</h1>
        <StandsSimple secutixId={grandstandTicket.secutixId} />
      </main>
      <ModalHost modals={modals} />
    </Provider>
  );
}

const meta = {
  title: 'ticketing/StandsSimple',
  component: StandsSimpleStory,
  parameters: { layout: 'fullscreen' },
  args: {},
} satisfies Meta<typeof StandsSimpleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop, French: the categories, each with its colour, name, lowest price and block selector. */
export const Categories: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radios = await canvas.findAllByRole('radio');
    await expect(radios).toHaveLength(4);
    for (const select of canvas.getAllByRole('combobox')) await expect(select).toBeDisabled();
    // The map shows once a category is picked.
    await expect(
      canvas.queryByText(/^Le bloc choisi s’affiche sur le plan/),
    ).not.toBeInTheDocument();
  },
};

/** Mobile, English: a category picked with its first block, shown by the viewer. */
export const CategoryPicked: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  args: { withoutAccessibleBlocks: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('radio')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('radio', { name: 'Category 2 (blue)' }));
    await expect(canvas.getByRole('combobox', { name: 'Block, Category 2 (blue)' })).toHaveValue(
      'T34-D',
    );
    await expect(
      canvas.getByRole('combobox', { name: 'Block, Category 1 (yellow)' }),
    ).toBeDisabled();
    await expect(
      await canvas.findByRole('button', { name: 'Back to the top view' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** Desktop, French: back to the top view, another block on the map, then on to the stand picker. */
export const OnToTheStandPicker: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Catégorie 1 (jaune)' }));
    await userEvent.click(
      await canvas.findByRole('button', { name: /^Retour à la vue d/ }, { timeout: 5000 }),
    );
    await userEvent.click(
      await canvas.findByRole('button', { name: /^Bloc T34-G,/ }, { timeout: 5000 }),
    );
    await expect(canvas.getByRole('radio', { name: 'Espace membres ACO' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Choisir mes places' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Choisissez vos places' }),
    );
    await expect(
      await dialog.findByRole('heading', { name: 'Places du bloc T34-G' }),
    ).toBeInTheDocument();
  },
};

/** The app's modal host with the `standsSimple` modal open. */
