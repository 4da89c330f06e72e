import {
  delegationsTerritorialesData,
  type DelegationsTerritorialesData,
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
import { DelegationsTerritoriales } from './delegations-territoriales.js';
import { bretagneFr, delegationsEn, delegationsFr } from './delegations-territoriales.fixtures.js';

const registry = {
  'delegations-territoriales': defineBlock<DelegationsTerritorialesData>(DelegationsTerritoriales),
};
const catalogs = [contentBlocksCatalog];

const renderFr = (data = delegationsFr) =>
  renderInLocale(
    <BlockList blocks={[aBlock('delegations-territoriales', data)]} registry={registry} />,
    { catalogs },
  );

describe('delegations-territoriales block', () => {
  it('lists every delegation by region, regions in alphabetical order', () => {
    renderFr();
    const section = screen.getByRole('region', { name: 'Nos délégations en région' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Bretagne', 'Centre-Val de Loire', 'Normandie', 'Pays de la Loire']);
    expect(within(section).getAllByRole('heading', { level: 4 })).toHaveLength(8);
    expect(screen.getByRole('status')).toHaveTextContent('8 délégations');
  });

  it('gives each delegation its delegate, address, email and phone links', () => {
    renderFr();
    const sarthe = screen.getByRole('heading', { level: 4, name: 'Délégation Sarthe' })
      .parentElement as HTMLElement;
    expect(
      within(sarthe)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Délégué', 'Adresse', 'E-mail', 'Téléphone']);
    expect(within(sarthe).getByText('Amélie Chauvin')).toBeInTheDocument();
    expect(within(sarthe).getByRole('link', { name: 'sarthe@aco.example' })).toHaveAttribute(
      'href',
      'mailto:sarthe@aco.example',
    );
    expect(within(sarthe).getByRole('link', { name: '02 43 40 24 24' })).toHaveAttribute(
      'href',
      'tel:0243402424',
    );
    // Audience measurement counts these as contact_delegation (SPEC §9).
    expect(
      within(sarthe).getByRole('link', { name: '02 43 40 24 24' }).closest('[data-track]'),
    ).toHaveAttribute('data-track', 'contact_delegation');
  });

  it('filters by region and announces the count', async () => {
    const user = userEvent.setup();
    renderFr();
    const search = screen.getByRole('search', { name: 'Trouver une délégation' });
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Région' }), 'Normandie');
    expect(screen.getByRole('status')).toHaveTextContent('2 délégations');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Normandie',
    ]);
    expect(
      screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent),
    ).toEqual(['Délégation Calvados', 'Délégation Orne']);
  });

  it('searches names, towns and delegates, without minding case or accents', async () => {
    const user = userEvent.setup();
    renderInLocale(
      <BlockList
        blocks={[aBlock('delegations-territoriales', delegationsEn)]}
        registry={registry}
      />,
      { locale: 'en', catalogs },
    );
    const search = screen.getByRole('searchbox', { name: 'Search a town, a delegate' });
    await user.type(search, 'alencon');
    expect(screen.getByRole('status')).toHaveTextContent('1 delegation');
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('Orne delegation');
    await user.clear(search);
    await user.type(search, 'BELKACEM');
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent(
      'Ille-et-Vilaine delegation',
    );
  });

  it('says when nothing matches, and shows everything again on request', async () => {
    const user = userEvent.setup();
    renderFr();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Région' }), 'Bretagne');
    await user.type(screen.getByRole('searchbox'), 'Caen');
    expect(screen.getByRole('status')).toHaveTextContent('Aucune délégation');
    expect(screen.getByText('Aucune délégation ne correspond à votre recherche.')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 4 })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir toutes les délégations' }));
    expect(screen.getByRole('status')).toHaveTextContent('8 délégations');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('titles regions level 2 without a block title, and shows partial delegations', () => {
    renderFr(bretagneFr);
    expect(screen.getByRole('heading', { level: 2, name: 'Bretagne' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'E-mail',
      'E-mail',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 délégations');
  });

  it('accepts the seed’s data and refuses bad data', () => {
    for (const data of [delegationsFr, delegationsEn, bretagneFr]) {
      expect(z.safeParse(delegationsTerritorialesData, data).success).toBe(true);
    }
    const sarthe = { name: 'Délégation Sarthe', region: 'Pays de la Loire' };
    expect(z.safeParse(delegationsTerritorialesData, { delegations: [] }).success).toBe(false);
    expect(
      z.safeParse(delegationsTerritorialesData, { delegations: [{ name: 'Sans région' }] }).success,
    ).toBe(false);
    expect(
      z.safeParse(delegationsTerritorialesData, { delegations: [{ ...sarthe, email: 'sarthe' }] })
        .success,
    ).toBe(false);
    expect(
      z.safeParse(delegationsTerritorialesData, {
        delegations: [{ ...sarthe, phone: 'joignable' }],
      }).success,
    ).toBe(false);
  });
});
