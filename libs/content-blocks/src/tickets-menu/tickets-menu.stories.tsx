import type { Meta, StoryObj } from '@storybook/react-vite';
import { ticketPicture } from '@paddock/ticketing/testing';
import { expect, userEvent, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { TicketsMenu } from './tickets-menu.js';
import type { TicketsMenuData } from '@paddock/api-clients/blocks';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const meta = {
  title: 'content-blocks/TicketsMenu',
  component: BlockList,
  ...blockStories({ 'tickets-menu': defineBlock<TicketsMenuData>(TicketsMenu) }),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

const menu = (titles: [string, string, string, string], base: string) =>
  aBlock('tickets-menu', {
    items: [
      { title: titles[0], href: `${base}/tickets`, picture: ticketPicture('1', '', '#8a0b20') },
      { title: titles[1], href: `${base}/hospitality`, picture: ticketPicture('2', '', '#3b2f63') },
      { title: titles[2], href: `${base}/stay`, picture: ticketPicture('3', '', '#1f5130') },
      { title: titles[3], href: 'https://www.aco.example/presale' },
    ],
  });

/** The shop's pages; the keyboard goes from link to link. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: {
    blocks: [
      menu(
        ['Enceinte et tribunes', 'Hospitalités', 'Parkings et hébergements', 'Prévente membres'],
        '/fr/billetterie',
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Billetterie' }));
    await expect(nav.getAllByRole('link')).toHaveLength(4);
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Enceinte et tribunes' })).toHaveFocus();
  },
};

export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: {
    blocks: [
      menu(
        ['Admission and grandstands', 'Hospitality', 'Parking and accommodation', 'Member presale'],
        '/en/tickets',
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Ticket office' }));
    await expect(nav.getByRole('link', { name: 'Member presale' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** A phone's half width: “accommodation” keeps clear of its arrow, which follows the words. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', universe: 'auto', viewport: { value: 'mobile2', isRotated: false } },
  args: English.args,
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Ticket office' }));
    const link = nav.getByRole('link', { name: 'Parking and accommodation' });
    const words = link.querySelector('span span');
    const arrow = link.querySelector('svg');
    await expect(words).not.toBeNull();
    await expect(arrow).not.toBeNull();
    const range = document.createRange();
    range.selectNodeContents(words as Node);
    const a = (arrow as SVGElement).getBoundingClientRect();
    for (const box of range.getClientRects()) {
      const apart =
        box.right <= a.left + 0.5 ||
        a.right <= box.left + 0.5 ||
        box.bottom <= a.top + 0.5 ||
        a.bottom <= box.top + 0.5;
      await expect(apart).toBe(true);
    }
  },
};

/** On the light tone, with a title of its own. */
const titled = menu(['Billets', 'Hospitalités', 'Séjour', 'Prévente'], '/fr/billetterie');

export const TitledLight: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: {
    blocks: [{ ...titled, tone: 'light', data: { ...titled.data, title: 'La boutique' } }],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('navigation', { name: 'La boutique' }),
    ).toBeVisible();
  },
};
