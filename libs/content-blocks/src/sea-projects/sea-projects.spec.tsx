import { seaProjectsData, type SeaProjectsData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { SeaProjects } from './sea-projects.js';
import { academyProjectsEn, academyProjectsFr } from './sea-projects.fixtures.js';

const registry = { 'sea-projects': defineBlock<SeaProjectsData>(SeaProjects) };
const catalogs = [contentBlocksCatalog];

const show = (data: SeaProjectsData, locale: 'fr' | 'en' = 'fr') =>
  renderInLocale(<BlockList blocks={[aBlock('sea-projects', data)]} registry={registry} />, {
    locale,
    catalogs,
  });

describe('sea-projects block', () => {
  it('shows each project as a card: status, year, title, summary', () => {
    show(academyProjectsFr);
    const section = screen.getByRole('region', { name: 'Les projets de l’Académie' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(5);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Filière Espoirs Endurance',
    );
    expect(first).toHaveTextContent('En cours');
    expect(first).toHaveTextContent('Depuis 2023');
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2023');
    expect(cards[2]).toHaveTextContent('Terminé');
    expect(screen.getByRole('link', { name: 'Filière Espoirs Endurance' })).toHaveAttribute(
      'href',
      '/fr/academie/projets/filiere-espoirs',
    );
    // The picture only illustrates the title.
    expect(first.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('filters by status and says how many projects show', async () => {
    const user = userEvent.setup();
    show(academyProjectsEn, 'en');
    const filter = screen.getByRole('group', { name: 'Status' });
    expect(screen.getByRole('status')).toHaveTextContent('5 projects');
    await user.click(within(filter).getByRole('radio', { name: 'Finished' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 projects');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Training simulator',
      'Renewable fuel in racing',
    ]);
    await user.click(within(filter).getByRole('radio', { name: 'Ongoing' }));
    expect(screen.getByRole('status')).toHaveTextContent('3 projects');
  });

  it('opens another site’s project in a new tab', () => {
    show(academyProjectsEn, 'en');
    const link = screen.getByRole('link', {
      name: 'Young Karting Talents grant (opens in a new tab)',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no filter when every project has the same status, and level 2 cards without a title', () => {
    show({ projects: academyProjectsFr.projects.filter((p) => p.status === 'finished') });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Simulateur pédagogique' })).not.toContainElement(
      screen.queryByRole('link'),
    );
  });

  it('accepts the fixtures and refuses bad data', () => {
    expect(z.safeParse(seaProjectsData, academyProjectsFr).success).toBe(true);
    expect(z.safeParse(seaProjectsData, academyProjectsEn).success).toBe(true);
    const [first] = academyProjectsFr.projects;
    expect(z.safeParse(seaProjectsData, { projects: [] }).success).toBe(false);
    expect(
      z.safeParse(seaProjectsData, { projects: [{ ...first, status: 'paused' }] }).success,
    ).toBe(false);
    expect(z.safeParse(seaProjectsData, { projects: [{ ...first, year: 20.5 }] }).success).toBe(
      false,
    );
  });
});
