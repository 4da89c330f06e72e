import type { Ticket } from '@paddock/api-clients/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  grandstandTicket,
  soldOutTicket,
  suiteTicket,
  weekendTicket,
} from '../testing/fixtures.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import type { Quantities } from '../ticket-offer/groups.js';
import { TicketPrices } from './ticket-prices.js';

interface PricesStoryProps {
  ticket: Ticket;
  showAll?: boolean;
  audienceCode?: string;
  readOnly?: boolean;
}

/** The prices in a form, holding the quantities chosen as an offer does. */
function PricesForm({ readOnly, ...props }: PricesStoryProps) {
  const [quantities, setQuantities] = useState<Quantities>({});
  return (
    <form aria-label="Tickets" style={{ maxWidth: 400 }}>
      {readOnly ? (
        <TicketPrices {...props} readOnly />
      ) : (
        <TicketPrices
          {...props}
          quantities={quantities}
          onQuantityChange={(priceId, quantity) =>
            setQuantities((current) => ({ ...current, [priceId]: quantity }))
          }
        />
      )}
    </form>
  );
}

const meta = {
  title: 'ticketing/TicketPrices',
  component: PricesForm,
  args: { ticket: weekendTicket },
} satisfies Meta<typeof PricesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop, French, car site: cheapest first, the hidden works-council price left out. */
export const Default: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('combobox')).toHaveLength(3);
    const child = canvas.getByRole('combobox', { name: 'Quantité, Enfant (4 à 15 ans)' });
    await expect(within(child).getAllByRole('option')).toHaveLength(5);
    await userEvent.selectOptions(child, '2');
    await expect(child).toHaveValue('2');
  },
};

/** Mobile, English, motorbike site: one place left, at most two per cart. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  args: { ticket: suiteTicket },
};

/** Desktop, English, motorbike site: everything sold out, shown with showAll. */
export const SoldOut: Story = {
  globals: { locale: 'en', universe: 'moto', ...desktopViewport },
  args: { ticket: soldOutTicket, showAll: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Sold out')).toHaveLength(2);
    // Each mark in the place of its quantity, which keeps the room unseen: nothing to choose.
    await expect(canvas.queryAllByRole('combobox')).toHaveLength(0);
  },
};

/** Mobile, French, car site: a grandstand's prices to read, from the lowest of each audience. */
export const ReadOnly: Story = {
  globals: { locale: 'fr', universe: 'auto', ...mobileViewport },
  args: { ticket: grandstandTicket, readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox')).not.toBeInTheDocument();
  },
};
