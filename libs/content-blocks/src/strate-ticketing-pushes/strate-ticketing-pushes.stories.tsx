import type { Meta, StoryObj } from '@storybook/react-vite';
import { ticketPicture } from '@paddock/ticketing/testing';
import { expect, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { StrateTicketingPushes } from './strate-ticketing-pushes.js';
import type { StrateTicketingPushesData } from '@paddock/api-clients/blocks';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const meta = {
  title: 'content-blocks/StrateTicketingPushes',
  component: BlockList,
  ...blockStories({
    'strate-ticketing-pushes': defineBlock<StrateTicketingPushesData>(StrateTicketingPushes),
  }),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** “Plan your stay” of the home page: three pushes, side by side on desktop. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: {
    blocks: [
      aBlock('strate-ticketing-pushes', {
        title: 'Préparez votre séjour',
        items: [
          {
            title: 'Parkings',
            text: 'Dès 250 € la semaine',
            picture: ticketPicture('Parking', 'Un parking', '#14213d'),
            cta: { text: 'Réserver', href: '/fr/billetterie/sejour#parkings', style: 'dark' },
          },
          {
            title: 'Campings',
            text: 'Au bord de la piste, de mardi à lundi',
            picture: ticketPicture('Camping', 'Un camping', '#1f5130'),
            cta: { text: 'Réserver', href: '/fr/billetterie/sejour#campings', style: 'dark' },
          },
          {
            title: 'Hospitalités',
            text: 'Salons, suites et chalets',
            picture: ticketPicture('Salon', 'Un salon', '#3b2f63'),
            cta: {
              text: 'Découvrir',
              href: 'https://hospitalites.example',
              style: 'primary',
              target: '_blank',
            },
          },
        ],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(
      canvas.getByRole('link', { name: 'Découvrir (ouvre un nouvel onglet)' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** In English on the green tone, RSE style. */
export const EnglishGreen: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: {
    blocks: [
      aBlock(
        'strate-ticketing-pushes',
        {
          title: 'Plan your stay',
          items: [
            {
              title: 'Parking',
              text: 'From €250 for the week',
              cta: { text: 'Book', href: '/en/tickets/stay#parking', style: 'light' },
            },
            {
              title: 'Campsites',
              text: 'Trackside, Tuesday to Monday',
              cta: { text: 'Book', href: '/en/tickets/stay#campsites', style: 'light' },
            },
          ],
        },
        { tone: 'green', style: 'rse' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: 'Book' })).toHaveLength(2);
  },
};
