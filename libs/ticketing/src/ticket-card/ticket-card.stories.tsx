import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  campingTicket,
  paddockWalkTicket,
  testDayTicket,
  weekendTicket,
} from '../testing/fixtures.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { TicketCard } from './ticket-card.js';

const meta = {
  title: 'ticketing/TicketCard',
  component: TicketCard,
  args: { ticket: weekendTicket },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TicketCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop, French, car site: Saturday to Sunday, with the arrow between the days. */
export const SeveralDays: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Enceinte générale — week-end' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('du samedi 12 au dimanche 13')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  },
};

/** Mobile, English, motorbike site: one day, so no arrow. */
export const OneDay: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  args: { ticket: testDayTicket },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('on Sunday 6')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-hidden="true"] svg')).toBeNull();
  },
};

/** Mobile, French: a campsite without a picture, Wednesday to Monday. */
export const WithoutPicture: Story = {
  globals: { locale: 'fr', universe: 'auto', ...mobileViewport },
  args: { ticket: campingTicket },
};

/** Desktop, English, motorbike site: a supplement with neither category nor extra text. */
export const Minimal: Story = {
  globals: { locale: 'en', universe: 'moto', ...desktopViewport },
  args: { ticket: paddockWalkTicket },
};
