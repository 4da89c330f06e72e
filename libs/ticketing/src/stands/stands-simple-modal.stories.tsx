import { accountModals } from '@paddock/account';
import { cartModals } from '@paddock/cart';
import { ModalHost, uiModals, useModal, type ModalDefinitions } from '@paddock/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from 'jotai';
import { useEffect, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ticketingCartClient } from '../testing/cart.js';
import { fakeContentClient } from '../testing/content-client.js';
import { grandstandTicket } from '../testing/fixtures.js';
import { ticketingStore } from '../testing/store.js';
import { mobileViewport } from '../testing/story-viewports.js';
import { ticketingModals } from './ticketing-modals.js';

const modals: ModalDefinitions = {
  ...uiModals,
  ...accountModals,
  ...cartModals,
  ...ticketingModals,
};

function StandsSimpleModalStory() {
  const [store] = useState(() =>
    ticketingStore({ content: fakeContentClient(null), cart: ticketingCartClient() }),
  );
  return (
    <Provider store={store}>
      <OpenModal />
      <ModalHost modals={modals} />
    </Provider>
  );
}

/** Opens the `standsSimple` modal at once, as the seated offer's 'Compare the categories' does. */
function OpenModal() {
  const modal = useModal();
  useEffect(() => {
    modal.open({ kind: 'standsSimple', secutixId: grandstandTicket.secutixId });
  }, [modal]);
  return null;
}

const meta = {
  title: 'ticketing/StandsSimpleModal',
  component: StandsSimpleModalStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StandsSimpleModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Phone, French: the modal fills the screen; a category picks its first block, 'Choose my seats' stays on screen. */
export const OnAPhone: Story = {
  globals: { locale: 'fr', universe: 'auto', ...mobileViewport },
  render: () => <StandsSimpleModalStory />,
  play: async () => {
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Choisissez votre catégorie' }));
    const radios = await dialog.findAllByRole('radio');
    await userEvent.click(radios[0] as HTMLElement);
    await expect(radios[0]).toBeChecked();
    const enabled = dialog
      .getAllByRole('combobox')
      .filter((select) => !(select as HTMLSelectElement).disabled);
    await expect(enabled).toHaveLength(1);
    await expect((enabled[0] as HTMLSelectElement).value).not.toBe('');
    const go = dialog.getByRole('button', { name: 'Choisir mes places' });
    const box = go.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
