import { governanceData, type GovernanceData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { Governance } from './governance.js';
import { governanceEn, governanceFr, stewardsFr } from './governance.fixtures.js';

const registry = { governance: defineBlock<GovernanceData>(Governance) };
const catalogs = [contentBlocksCatalog];

describe('governance block', () => {
  it('groups the members by body, each with their name and role', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('governance', governanceFr)]} registry={registry} />,
      {
        catalogs,
      },
    );
    const section = screen.getByRole('region', { name: 'La gouvernance du club' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Le Bureau', 'Le Conseil d’administration']);
    const [bureau, board] = within(section).getAllByRole('list');
    const members = within(bureau as HTMLElement).getAllByRole('listitem');
    expect(members).toHaveLength(4);
    expect(
      within(members[0] as HTMLElement).getByRole('heading', { level: 4, name: 'Claire Besnard' }),
    ).toBeInTheDocument();
    expect(members[0]).toHaveTextContent('Présidente');
    expect(within(board as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    expect(
      screen.getByText('18 administrateurs élus pour quatre ans par l’assemblée générale.'),
    ).toBeVisible();
  });

  it('shows photos as decoration beside the name, initials when there is none', () => {
    const { container } = renderInLocale(
      <BlockList blocks={[aBlock('governance', governanceFr)]} registry={registry} />,
      { catalogs },
    );
    // The photos say nothing the names do not: no image for assistive technology.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelectorAll('img[alt=""]')).toHaveLength(3);
    expect(screen.getByText('TR')).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens a biography behind its disclosure', async () => {
    const user = userEvent.setup();
    renderInLocale(
      <BlockList blocks={[aBlock('governance', governanceEn)]} registry={registry} />,
      {
        locale: 'en',
        catalogs,
      },
    );
    const bio = screen.getByText(/she has chaired the club since 2021/);
    expect(bio).not.toBeVisible();
    const summaries = [...document.querySelectorAll('summary')];
    // Each disclosure says whose biography it opens.
    expect(summaries.map((summary) => summary.textContent)).toEqual([
      'Biography, Claire Besnard',
      'Biography, Jean-Marc Lelièvre',
    ]);
    await user.click(summaries[0] as HTMLElement);
    expect(bio).toBeVisible();
  });

  it('makes the body a level 2 heading without a block title', () => {
    renderInLocale(<BlockList blocks={[aBlock('governance', stewardsFr)]} registry={registry} />, {
      catalogs,
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Le collège des commissaires sportifs' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Paul Lemoine' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('accepts the seed’s data and refuses bad data', () => {
    for (const data of [governanceFr, governanceEn, stewardsFr]) {
      expect(z.safeParse(governanceData, data).success).toBe(true);
    }
    expect(z.safeParse(governanceData, { title: 'Vide', bodies: [] }).success).toBe(false);
    expect(z.safeParse(governanceData, { bodies: [{ name: 'Bureau', members: [] }] }).success).toBe(
      false,
    );
    expect(
      z.safeParse(governanceData, {
        bodies: [{ name: 'Bureau', members: [{ name: 'Sans rôle' }] }],
      }).success,
    ).toBe(false);
  });
});
