import {
  seminarActivityFilterData,
  type SeminarActivityFilterData,
} from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { SeminarActivityFilter } from './seminar-activity-filter.js';
import { seminarActivitiesEn, seminarActivitiesFr } from './seminar-activity-filter.fixtures.js';

const registry = {
  'seminar-activity-filter': defineBlock<SeminarActivityFilterData>(SeminarActivityFilter),
};
const catalogs = [contentBlocksCatalog];

function renderFilter(data: SeminarActivityFilterData, locale: 'fr' | 'en' = 'en') {
  renderInLocale(
    <BlockList blocks={[aBlock('seminar-activity-filter', data)]} registry={registry} />,
    { locale, catalogs },
  );
  return userEvent.setup();
}

const titles = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('seminar-activity-filter block', () => {
  it('shows every activity as a card: category, title, duration, group, text', () => {
    renderFilter(seminarActivitiesFr, 'fr');
    const section = screen.getByRole('region', { name: 'Les activités de vos séminaires' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    const karting = cards[0] as HTMLElement;
    expect(within(karting).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Course de karting',
    );
    expect(karting).toHaveTextContent('Sensations');
    expect(karting).toHaveTextContent('Durée :1 h 30 min');
    expect(karting).toHaveTextContent('Groupe :8 à 60 personnes');
    expect(within(karting).getByRole('img', { name: 'Karting' })).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('45 min');
    expect(cards[1]).toHaveTextContent('jusqu’à 24 personnes');
    expect(screen.getByRole('status')).toHaveTextContent('6 activités correspondent');
  });

  it('filters by category, duration and group size, the count said as it changes', async () => {
    const user = renderFilter(seminarActivitiesEn);
    const filters = screen.getByRole('search', { name: 'Filter the activities' });
    await user.click(within(filters).getByRole('radio', { name: 'Thrills' }));
    expect(titles()).toEqual(['Karting race', 'Passenger laps in a race car', 'Driving course']);
    expect(screen.getByRole('status')).toHaveTextContent('3 activities match');

    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Duration' }), 'long');
    expect(titles()).toEqual(['Driving course']);
    expect(screen.getByRole('status')).toHaveTextContent('1 activity matches');

    await user.click(within(filters).getByRole('radio', { name: 'All' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), 'medium');
    await user.type(screen.getByRole('spinbutton', { name: 'Group size' }), '100');
    expect(titles()).toEqual(['Orienteering rally', 'Guided museum tour']);
  });

  it('says when nothing matches, and resets the filters from there', async () => {
    const user = renderFilter(seminarActivitiesEn);
    await user.click(screen.getByRole('radio', { name: 'Heritage' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Group size' }), '400');
    expect(titles()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No activity matches');
    expect(screen.getByText(/No activity matches these filters/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(titles()).toHaveLength(6);
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All' })).toHaveFocus();
    expect(screen.getByRole('spinbutton', { name: 'Group size' })).toHaveValue(null);
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();
  });

  it('has no category filter for a single category, and level 2 titles without a block title', () => {
    renderFilter({ activities: seminarActivitiesEn.activities.slice(0, 2) });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });

  it('accepts the fixtures and refuses nonsense', () => {
    for (const data of [seminarActivitiesFr, seminarActivitiesEn]) {
      expect(z.safeParse(seminarActivityFilterData, data).success).toBe(true);
    }
    const [first] = seminarActivitiesEn.activities;
    const refused = (data: unknown) =>
      expect(z.safeParse(seminarActivityFilterData, data).success).toBe(false);
    refused({ activities: [] });
    refused({ activities: [{ ...first, duration: 0 }] });
    refused({ activities: [{ ...first, minParticipants: 90, maxParticipants: 10 }] });
    refused({ activities: [{ ...first, category: '' }] });
  });
});
