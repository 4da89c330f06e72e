import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  legacyHospitalityListData,
  type LegacyHospitalityListData,
} from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { LegacyHospitalityList } from './legacy-hospitality-list.js';
import { offersEn, offersFr } from './legacy-hospitality-list.fixtures.js';

const registry = {
  'legacy-hospitality-list': defineBlock<LegacyHospitalityListData>(LegacyHospitalityList),
};
const catalogs = [contentBlocksCatalog];

const renderList = (data: LegacyHospitalityListData, locale: 'fr' | 'en' = 'fr') =>
  renderInLocale(
    <BlockList blocks={[aBlock('legacy-hospitality-list', data)]} registry={registry} />,
    {
      locale,
      catalogs,
    },
  );

const rowNames = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('legacy-hospitality-list block', () => {
  it('lists a row per offer: name, location, capacity, price from and its link', () => {
    renderList(offersFr);
    const section = screen.getByRole('region', { name: 'Toutes nos hospitalités' });
    expect(rowNames()).toEqual(offersFr.items.map((item) => item.name));
    const club = within(section.querySelector('li') as HTMLElement);
    expect(club.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Lieu',
      'Capacité',
      'À partir de',
    ]);
    expect(club.getAllByRole('definition')[0]).toHaveTextContent('Tertre Rouge');
    expect(club.getByText('De 10 à 120 invités')).toBeInTheDocument();
    expect(club.getByText(/1\s290\s€/)).toBeInTheDocument();
    expect(club.getByRole('link', { name: 'Voir le Club Tertre Rouge' })).toHaveAttribute(
      'href',
      '/fr/billetterie/hospitalites',
    );
    expect(screen.getByRole('status')).toHaveTextContent('5 offres');
  });

  it('filters by location and announces how many offers show', async () => {
    renderList(offersEn, 'en');
    const user = userEvent.setup();
    const filters = screen.getByRole('group', { name: 'Location' });
    expect(
      within(filters)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All locations', 'Tertre Rouge', 'Pit grandstand', 'Arnage corner']);
    expect(screen.getByRole('radio', { name: 'All locations' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Pit grandstand' }));
    expect(rowNames()).toEqual(['Panorama Suite', 'Pit boxes']);
    expect(screen.getByRole('status')).toHaveTextContent('2 offers');
    // The arrow keys move between the locations, as radios do.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Arnage corner' })).toBeChecked();
    expect(rowNames()).toEqual(['Arnage Village', 'Arnage chalets']);
    await user.click(screen.getByRole('radio', { name: 'All locations' }));
    expect(rowNames()).toHaveLength(5);
  });

  it('says a capacity of one guest or a maximum only, and leaves out what an offer lacks', () => {
    renderList(offersEn, 'en');
    expect(screen.getByText('Up to 40 guests')).toBeInTheDocument();
    expect(screen.getByText('Up to 1 guest')).toBeInTheDocument();
    const chalets = screen.getAllByRole('listitem').at(-1) as HTMLElement;
    expect(within(chalets).queryByText('From')).not.toBeInTheDocument();
    expect(within(chalets).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a tailor-made quote' })).toBeInTheDocument();
  });

  it('has no filter with a single location', () => {
    renderList({ ...offersFr, items: offersFr.items.slice(0, 1) });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 offre');
  });

  it('accepts the seed’s data and refuses bad data', () => {
    for (const data of [offersFr, offersEn])
      expect(z.safeParse(legacyHospitalityListData, data).success).toBe(true);
    const { kind: _kind, ...withoutKind } = offersFr;
    const parsed = z.safeParse(legacyHospitalityListData, withoutKind);
    expect(parsed.data?.kind).toBe('hospitality-list');
    const bad = (item: Record<string, unknown>) =>
      z.safeParse(legacyHospitalityListData, { ...offersFr, items: [item] }).success;
    expect(bad({ name: 'Sans lieu' })).toBe(false);
    expect(bad({ name: 'Loge', location: 'Stands', capacity: { min: 30, max: 10 } })).toBe(false);
    expect(bad({ name: 'Loge', location: 'Stands', priceFrom: -5 })).toBe(false);
    expect(bad({ name: 'Loge', location: 'Stands', priceFrom: 12.5 })).toBe(false);
    expect(
      z.safeParse(legacyHospitalityListData, { ...offersFr, kind: 'seminar-filter' }).success,
    ).toBe(false);
    expect(z.safeParse(legacyHospitalityListData, { ...offersFr, items: [] }).success).toBe(false);
  });
});
