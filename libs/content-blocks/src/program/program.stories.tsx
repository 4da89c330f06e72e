import type { ProgramData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withLiveContent } from '../kit/fixtures/with-live-content.js';
import { defineBlock } from '../kit/define-block.js';
import { Program } from './program.js';
import { agendaEn, agendaFr, programEn, programFr } from './program.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const meta = {
  title: 'content-blocks/Program',
  component: BlockList,
  ...blockStories({ program: defineBlock<ProgramData>(Program) }),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An event site's agenda as the site serves it: the happenings the site server attached, in its HTML
 * (nothing asked for, no placeholder); the days are tabs.
 */
export const FrenchWithTheHappeningsOfTheServer: Story = {
  globals: { locale: 'fr', universe: 'moto' },
  args: { blocks: [{ ...programFr, data: { ...programFr.data, events: agendaFr } }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Agenda' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The same agenda asking the content service (the server had none): the arrow keys go from day to day. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'moto' },
  args: { blocks: [programFr] },
  decorators: [withLiveContent({ program: agendaFr }, 'moto')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'vendredi 11 juin',
      'samedi 12 juin',
      'dimanche 13 juin',
    ]);
    await userEvent.click(tabs[0] as HTMLElement);
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    const panel = within(canvas.getByRole('tabpanel', { name: 'samedi 12 juin' }));
    await expect(panel.getByText('Départ de la course')).toBeVisible();
    await expect(panel.getByText('16:00')).toBeVisible();
  },
};

/** In English on the dark tone, with the call to the full schedule. */
export const EnglishDark: Story = {
  globals: { locale: 'en', universe: 'classic' },
  args: { blocks: [{ ...programEn, tone: 'dark' }] },
  decorators: [withLiveContent({ program: agendaEn }, 'classic')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Sunday 13 June' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Sunday 13 June' })).toHaveTextContent(
      '15:00FinishCircuit',
    );
    await expect(canvas.getByRole('link', { name: 'The full schedule' })).toBeVisible();
  },
};

/** The shape of the days while the agenda comes, on the green tone. */
export const Loading: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [{ ...programFr, tone: 'green' }] },
  decorators: [withLiveContent({ pending: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Agenda' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement du programme…');
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

/** A site with nothing planned yet. */
export const Empty: Story = {
  globals: { locale: 'fr', universe: 'karting' },
  args: { blocks: [programFr] },
  decorators: [withLiveContent({ program: [] }, 'karting')],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Rien de prévu pour le moment.'),
    ).toBeVisible();
  },
};

/** The agenda fails, then answers when asked again. */
export const ServiceDown: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: [programEn] },
  decorators: [withLiveContent({ program: { sequence: [null, agendaEn] } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The programme cannot be loaded right now.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findAllByRole('tab')).toHaveLength(3);
  },
};
