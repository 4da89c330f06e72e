import type { EventLocatorData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withLiveContent } from '../kit/fixtures/with-live-content.js';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { EventLocator } from './event-locator.js';
import {
  eventLocatorEn,
  eventLocatorFr,
  locatorEventsEn,
  locatorEventsFr,
} from './event-locator.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'event-locator': defineBlock<EventLocatorData>(EventLocator) };

const meta = {
  title: 'content-blocks/EventLocator',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * As the site serves it: the events the site server attached, in its HTML, the filters working from
 * the start (nothing asked for).
 */
export const FrenchWithTheEventsOfTheServer: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('event-locator', { ...eventLocatorFr, events: locatorEventsFr })] },
  decorators: [withLiveContent({ pending: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('7 événements')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Pays' }), 'FR');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^\d+ événements?$/);
  },
};

/** Every event asked for (the server had none), then France's watch parties, then a search by words. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('event-locator', eventLocatorFr)] },
  decorators: [withLiveContent({ events: locatorEventsFr })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('7 événements')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Pays' }), 'FR');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'watch-party');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 événement');
    await userEvent.click(canvas.getByRole('button', { name: 'Effacer les filtres' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher' }), 'geneve');
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'La tournée des 24 Heures à Genève',
    ]);
  },
};

/** The watch parties only, in English on the green tone. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [aBlock('event-locator', eventLocatorEn, { tone: 'green' })] },
  decorators: [withLiveContent({ events: locatorEventsEn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 events')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'nowhere');
    await expect(canvas.getByText('No event matches your search.')).toBeVisible();
  },
};

/** On the dark tone: the filters wait, disabled, while the events come. */
export const Loading: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('event-locator', eventLocatorFr, { tone: 'dark' })] },
  decorators: [withLiveContent({ pending: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: eventLocatorFr.title })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Rechercher' })).toBeDisabled();
  },
};

/** Nothing coming up. */
export const Empty: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: [aBlock('event-locator', eventLocatorEn)] },
  decorators: [withLiveContent({ events: [] })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No upcoming event for now.'),
    ).toBeVisible();
  },
};

/** The service fails, then answers when asked again. */
export const ServiceDown: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('event-locator', eventLocatorFr)] },
  decorators: [withLiveContent({ events: { sequence: [null, locatorEventsFr] } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Les événements ne peuvent pas être chargés pour le moment.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(await canvas.findByText('7 événements')).toBeVisible();
  },
};
