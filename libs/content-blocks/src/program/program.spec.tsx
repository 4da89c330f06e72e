import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBlock } from '../fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { Blocks } from '../registry/blocks.js';
import { defineBlock } from '../registry/define-block.js';
import { Program } from './program.js';
import { programData, type ProgramData } from '@paddock/api-clients/blocks';

const registry = { program: defineBlock<ProgramData>(Program) };

/** As the seed sends it (the event sites' agenda), out of order on purpose. */
const seedData = {
  title: 'Agenda',
  items: [
    { start: '2027-06-13T14:00:00+02:00', title: 'Course' },
    { start: '2027-06-12T09:30:00+02:00', title: 'Essais libres' },
    // 23:30 UTC is already Sunday in Paris.
    { start: '2027-06-12T23:30:00Z', title: 'Feu d’artifice' },
    { start: '2027-06-12T16:00:00+02:00', title: 'Qualifications' },
  ],
};

function renderProgram(data: Record<string, unknown>, locale: 'fr' | 'en' = 'fr') {
  renderInLocale(<Blocks blocks={[aBlock('program', data)]} registry={registry} />, {
    locale,
    catalogs: [contentBlocksCatalog],
  });
}

describe('program block', () => {
  it('shows a tab per day in Paris, the first day’s events in time order with Paris times', () => {
    renderProgram(seedData);
    const tablist = screen.getByRole('tablist', { name: 'Agenda' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['samedi 12 juin', 'dimanche 13 juin']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'samedi 12 juin' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['09:30Essais libres', '16:00Qualifications']);
    expect(within(panel).getByText('09:30')).toHaveAttribute(
      'datetime',
      '2027-06-12T09:30:00+02:00',
    );
  });

  it('moves between days with the arrow keys, Home and End', async () => {
    renderProgram(seedData, 'en');
    const user = userEvent.setup();
    const [saturday, sunday] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement];
    expect(saturday).toHaveAttribute('tabindex', '0');
    expect(sunday).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(saturday).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(sunday).toHaveFocus();
    expect(sunday).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Sunday 13 June' });
    expect(within(panel).getByText('Feu d’artifice')).toBeVisible();
    expect(within(panel).getByText('01:30')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(saturday).toHaveFocus();
    await user.keyboard('{End}');
    expect(sunday).toHaveFocus();
    await user.keyboard('{Home}');
    expect(saturday).toHaveAttribute('aria-selected', 'true');
  });

  it('accepts the seed data and refuses no events or a date without its offset', () => {
    expect(programData.safeParse(seedData).success).toBe(true);
    expect(programData.safeParse({ title: 'Agenda', items: [] }).success).toBe(false);
    expect(
      programData.safeParse({ items: [{ start: '2027-06-12T09:30:00', title: 'Essais' }] }).success,
    ).toBe(false);
  });
});
