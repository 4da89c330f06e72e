import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fakeContentClient } from '../testing/content-client.js';
import { fixtureAvailabilities, fixtureTickets, weekendTicket } from '../testing/fixtures.js';
import { ticketingCartClient } from '../testing/cart.js';
import { TicketingTestStore } from '../testing/store.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { TicketList } from './ticket-list.js';

/** The content service, some minutes after the page was served: the weekend tickets have sold out. */
const content = fakeContentClient(
  fixtureAvailabilities(fixtureTickets, [], (ticket, category) =>
    ticket === weekendTicket.secutixId
      ? 0
      : (fixtureTickets
          .flatMap((each) => each.prices)
          .find((price) => price.seatCatSecutixId === category)?.availability ?? 0),
  ),
);

const meta = {
  title: 'ticketing/TicketList',
  component: TicketList,
  parameters: { layout: 'padded' },
  args: { tickets: fixtureTickets },
  decorators: [
    (Story) => (
      // Each offer adds to this cart service, which takes a little while as the real one does.
      <TicketingTestStore content={content} cart={ticketingCartClient({ latency: 400 })}>
        <Story />
      </TicketingTestStore>
    ),
  ],
} satisfies Meta<typeof TicketList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop, French, car site: three columns; the availabilities fetched after load sell the weekend out. */
export const Desktop: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  args: { title: 'Billets des 24 Heures' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('region', { name: 'Billets des 24 Heures' });
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    // Sold out once what is left has come: each price says so in its place, nothing to add any more.
    const weekend = canvas.getByRole('article', { name: 'Enceinte générale — week-end' });
    const add = within(weekend).getByRole('button', { name: 'Ajouter au panier' });
    await waitFor(() => expect(add).toBeDisabled());
    await expect(within(weekend).queryAllByRole('combobox')).toHaveLength(0);
  },
};

/** Mobile, English, motorbike site: one column. */
export const Mobile: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  args: { title: 'Tickets for the 24 Hours' },
};

/** Desktop, English, motorbike site: the sold-out prices shown too. */
export const ShowAll: Story = {
  globals: { locale: 'en', universe: 'moto', ...desktopViewport },
  args: { title: 'Every ticket', showAll: true },
};

/** Mobile, French, car site: members' prices only. */
export const MembersOnly: Story = {
  globals: { locale: 'fr', universe: 'auto', ...mobileViewport },
  args: { title: 'Tarifs membres', audienceCode: 'MEME' },
};
