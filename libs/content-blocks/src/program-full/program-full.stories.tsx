import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { ProgramFull } from './program-full.js';
import type { ProgramFullData } from '@paddock/api-clients/blocks';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const meta = {
  title: 'content-blocks/ProgramFull',
  component: BlockList,
  ...blockStories({ 'program-full': defineBlock<ProgramFullData>(ProgramFull) }),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (day: string, time: string) => `${day}T${time}:00+02:00`;
const session = (day: string, start: string, end: string, title: string, place: string) => ({
  start: at(day, start),
  end: at(day, end),
  title,
  place,
});

const week = (fr: boolean) => ({
  days: [
    {
      date: at('2027-06-06', '00:00'),
      label: fr ? 'dimanche 6 juin' : 'Sunday 6 June',
      events: [
        session(
          '2027-06-06',
          '09:00',
          '12:00',
          fr ? 'Journée test — séance 1' : 'Test day — session 1',
          'Circuit',
        ),
        session(
          '2027-06-06',
          '14:00',
          '19:00',
          fr ? 'Journée test — séance 2' : 'Test day — session 2',
          'Circuit',
        ),
      ],
    },
    {
      date: at('2027-06-09', '00:00'),
      label: fr ? 'mercredi 9 juin' : 'Wednesday 9 June',
      events: [
        session(
          '2027-06-09',
          '14:00',
          '17:00',
          fr ? 'Essais libres 1' : 'Free practice 1',
          'Circuit',
        ),
        session('2027-06-09', '19:00', '20:00', fr ? 'Qualifications' : 'Qualifying', 'Circuit'),
      ],
    },
    {
      date: at('2027-06-11', '00:00'),
      label: fr ? 'vendredi 11 juin' : 'Friday 11 June',
      events: [
        session(
          '2027-06-11',
          '17:00',
          '20:00',
          fr ? 'Parade des pilotes' : 'Drivers’ parade',
          'Centre-ville',
        ),
      ],
    },
    {
      date: at('2027-06-12', '00:00'),
      label: fr ? 'samedi 12 juin' : 'Saturday 12 June',
      events: [
        session(
          '2027-06-12',
          '16:00',
          '23:59',
          fr ? 'Départ de la course' : 'Race start',
          'Circuit',
        ),
      ],
    },
  ],
});

/** The race week, day by day: Home, End and the arrow keys choose the day. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('program-full', week(true))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Jours' });
    await userEvent.click(within(tablist).getByRole('tab', { name: 'dimanche 6 juin' }));
    await userEvent.keyboard('{End}');
    const saturday = canvas.getByRole('tab', { name: 'samedi 12 juin' });
    await expect(saturday).toHaveFocus();
    await expect(saturday).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      '16:00 – 23:59Départ de la course',
    );
  },
};

/** In English with a title, on a phone (the days scroll sideways). */
export const EnglishPhone: Story = {
  globals: { locale: 'en', universe: 'auto', viewport: { value: 'mobile2', isRotated: false } },
  args: {
    blocks: [
      aBlock('program-full', { title: 'Race week', ...week(false) }, { style: 'secondary' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Wednesday 9 June' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Sunday 6 June' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Sunday 6 June' })).toBeVisible();
  },
};

/** On the green tone, RSE style. */
export const FrenchGreen: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: {
    blocks: [
      aBlock(
        'program-full',
        { title: 'Programme', ...week(true) },
        { tone: 'green', style: 'rse' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('tab')).toHaveLength(4);
  },
};
