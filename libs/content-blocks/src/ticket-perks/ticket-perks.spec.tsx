import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ticketPerkIcons,
  ticketPerksData,
  type TicketPerksData,
} from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { perkIconNames } from '../kit/perk-icon.js';
import { TicketPerks } from './ticket-perks.js';
import { weekPerksEn, weekPerksFr, whyBookEn, whyBookFr } from './ticket-perks.fixtures.js';

const registry = { 'ticket-perks': defineBlock<TicketPerksData>(TicketPerks) };
const catalogs = [contentBlocksCatalog];

describe('ticket-perks block', () => {
  it('lists what the ticket includes under its title, a level 3 heading each', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('ticket-perks', weekPerksFr)]} registry={registry} />,
      {
        catalogs,
      },
    );
    const section = screen.getByRole('region', { name: 'Ce que comprend votre billet semaine' });
    const perks = within(section).getAllByRole('listitem');
    expect(perks).toHaveLength(6);
    expect(
      within(perks[0] as HTMLElement).getByRole('heading', { level: 3, name: 'Accès paddock' }),
    ).toBeInTheDocument();
    expect(perks[0]).toHaveTextContent('Le jeudi et le vendredi, au plus près des équipes.');
    // The pictograms only illustrate the titles.
    expect(within(section).queryAllByRole('img')).toHaveLength(0);
    expect(section.querySelectorAll('svg[aria-hidden="true"]').length).toBeGreaterThanOrEqual(6);
  });

  it('ends with its note and its call to action', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('ticket-perks', weekPerksEn)]} registry={registry} />,
      {
        locale: 'en',
        catalogs,
      },
    );
    expect(screen.getByText('Good to know')).toBeInTheDocument();
    expect(
      screen.getByText('The weekend ticket gives the same access, on Saturday and Sunday only.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book my ticket' })).toHaveAttribute(
      'href',
      '/en/tickets/general-admission-and-grandstands',
    );
  });

  it('goes without note, call to action or pictogram', () => {
    renderInLocale(
      <BlockList
        blocks={[
          aBlock('ticket-perks', { title: 'Inclus', items: [{ title: 'Programme officiel' }] }),
        ]}
        registry={registry}
      />,
      { catalogs },
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Programme officiel' })).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Bon à savoir')).not.toBeInTheDocument();
  });

  it('draws every pictogram the contract allows', () => {
    for (const icon of ticketPerkIcons) expect(perkIconNames).toContain(icon);
  });

  it('accepts the seed’s data and refuses bad data', () => {
    for (const data of [weekPerksFr, weekPerksEn, whyBookFr, whyBookEn])
      expect(z.safeParse(ticketPerksData, data).success).toBe(true);
    expect(z.safeParse(ticketPerksData, { title: 'Vide', items: [] }).success).toBe(false);
    expect(
      z.safeParse(ticketPerksData, { title: 'T', items: [{ title: 'x', icon: 'rocket' }] }).success,
    ).toBe(false);
    expect(z.safeParse(ticketPerksData, { items: [{ title: 'Sans titre' }] }).success).toBe(false);
    expect(z.safeParse(ticketPerksData, { ...whyBookFr, note: '' }).success).toBe(false);
  });
});
