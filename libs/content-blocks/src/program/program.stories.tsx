import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aBlock } from '../fixtures/blocks.js';
import { Blocks } from '../registry/blocks.js';
import { defineBlock } from '../registry/define-block.js';
import { Program } from './program.js';
import type { ProgramData } from '@paddock/api-clients/blocks';

const meta = {
  title: 'content-blocks/Program',
  component: Blocks,
  parameters: { layout: 'fullscreen' },
  args: { registry: { program: defineBlock<ProgramData>(Program) }, blocks: [] },
} satisfies Meta<typeof Blocks>;

export default meta;
type Story = StoryObj<typeof meta>;

const agenda = (titles: [string, string, string, string]) => ({
  items: [
    { start: '2027-06-11T10:00:00+02:00', title: titles[0] },
    { start: '2027-06-12T14:00:00+02:00', title: titles[1] },
    { start: '2027-06-12T21:00:00+02:00', title: titles[2] },
    { start: '2027-06-13T15:00:00+02:00', title: titles[3] },
  ],
});

/** An event site's agenda: the arrow keys go from day to day. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'moto' },
  args: {
    blocks: [
      aBlock('program', {
        title: 'Agenda',
        ...agenda(['Vérifications techniques', 'Départ', 'Course de nuit', 'Arrivée']),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'vendredi 11 juin',
      'samedi 12 juin',
      'dimanche 13 juin',
    ]);
    await userEvent.click(tabs[0] as HTMLElement);
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    const panel = within(canvas.getByRole('tabpanel', { name: 'samedi 12 juin' }));
    await expect(panel.getByText('Course de nuit')).toBeVisible();
    await expect(panel.getByText('21:00')).toBeVisible();
  },
};

/** In English on the dark tone. */
export const EnglishDark: Story = {
  globals: { locale: 'en', universe: 'classic' },
  args: {
    blocks: [
      aBlock(
        'program',
        { title: 'What’s on', ...agenda(['Scrutineering', 'Start', 'Night race', 'Finish']) },
        { tone: 'dark' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Sunday 13 June' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Sunday 13 June' })).toHaveTextContent(
      '15:00Finish',
    );
  },
};
