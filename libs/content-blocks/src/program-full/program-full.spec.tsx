import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { ProgramFull } from './program-full.js';
import { programFullData, type ProgramFullData } from '@paddock/api-clients/blocks';

const registry = { 'program-full': defineBlock<ProgramFullData>(ProgramFull) };

const session = (day: string, start: string, end: string, title: string, place: string) => ({
  start: `${day}T${start}:00+02:00`,
  end: `${day}T${end}:00+02:00`,
  title,
  place,
});

/** As the seed sends it (the auto site's programme page). */
const seedData = {
  days: [
    {
      date: '2027-06-09T00:00:00+02:00',
      label: 'mercredi 9 juin',
      events: [
        session('2027-06-09', '22:00', '23:59', 'Essais libres 2', 'Circuit'),
        session('2027-06-09', '14:00', '17:00', 'Essais libres 1', 'Circuit'),
      ],
    },
    {
      date: '2027-06-11T00:00:00+02:00',
      label: 'vendredi 11 juin',
      events: [session('2027-06-11', '17:00', '20:00', 'Parade des pilotes', 'Centre-ville')],
    },
    { date: '2027-06-14T00:00:00+02:00', label: 'lundi 14 juin', events: [] },
  ],
};

function renderProgram(data: Record<string, unknown>, locale: 'fr' | 'en' = 'fr') {
  renderInLocale(<BlockList blocks={[aBlock('program-full', data)]} registry={registry} />, {
    locale,
    catalogs: [contentBlocksCatalog],
  });
}

describe('program-full block', () => {
  it('shows the days as tabs and the chosen day’s events in order, with times and place', () => {
    renderProgram(seedData);
    const tabs = within(screen.getByRole('tablist', { name: 'Jours' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'mercredi 9 juin',
      'vendredi 11 juin',
      'lundi 14 juin',
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'mercredi 9 juin' });
    const events = within(panel).getAllByRole('listitem');
    expect(events.map((event) => event.textContent)).toEqual([
      '14:00 – 17:00Essais libres 1Circuit',
      '22:00 – 23:59Essais libres 2Circuit',
    ]);
  });

  it('shows another day on click, and says when a day has nothing planned', async () => {
    renderProgram({ ...seedData, title: 'Schedule' }, 'en');
    const user = userEvent.setup();
    expect(screen.getByRole('tablist', { name: 'Schedule' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'vendredi 11 juin' }));
    expect(
      within(screen.getByRole('tabpanel', { name: 'vendredi 11 juin' })).getByText(
        'Parade des pilotes',
      ),
    ).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'lundi 14 juin' })).toHaveFocus();
    expect(screen.getByText('Nothing planned this day.')).toBeVisible();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('accepts the seed data and refuses a day without a label or no days', () => {
    expect(programFullData.safeParse(seedData).success).toBe(true);
    expect(programFullData.safeParse({ days: [] }).success).toBe(false);
    expect(
      programFullData.safeParse({ days: [{ date: '2027-06-09T00:00:00+02:00', events: [] }] })
        .success,
    ).toBe(false);
  });
});
