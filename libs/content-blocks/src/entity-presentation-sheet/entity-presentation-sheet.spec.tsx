import {
  entityPresentationSheetData,
  type EntityPresentationSheetData,
} from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { telHref } from '../kit/contact.js';
import { EntityPresentationSheet } from './entity-presentation-sheet.js';
import {
  bugattiSheetFr,
  clubSheetEn,
  clubSheetFr,
  teamSheetFr,
} from './entity-presentation-sheet.fixtures.js';

const registry = {
  'entity-presentation-sheet': defineBlock<EntityPresentationSheetData>(EntityPresentationSheet),
};
const catalogs = [contentBlocksCatalog];

describe('entity-presentation-sheet block', () => {
  it('names the entity and lists its facts, its website last', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('entity-presentation-sheet', clubSheetFr)]} registry={registry} />,
      { catalogs },
    );
    const sheet = screen.getByRole('region', { name: 'Automobile Club de l’Ouest' });
    expect(within(sheet).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Automobile Club de l’Ouest',
    );
    expect(within(sheet).getByText('Le club organisateur')).toBeInTheDocument();
    expect(
      within(sheet)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Fondation', 'Siège', 'Présidente', 'Membres', 'Site internet']);
    expect(within(sheet).getAllByRole('definition')[1]).toHaveTextContent(
      'Circuit des 24 Heures 72019 Le Mans Cedex 2',
    );
    const website = within(sheet).getByRole('link', {
      name: 'aco.example (s’ouvre dans un nouvel onglet)',
    });
    expect(website).toHaveAttribute('href', 'https://www.aco.example/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('gives its email and phone as links to write and to call', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('entity-presentation-sheet', clubSheetEn)]} registry={registry} />,
      { locale: 'en', catalogs },
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email contact@aco.example' })).toHaveAttribute(
      'href',
      'mailto:contact@aco.example',
    );
    expect(screen.getByRole('link', { name: 'Phone +33 2 43 40 24 24' })).toHaveAttribute(
      'href',
      'tel:+33243402424',
    );
    expect(screen.getByRole('link', { name: 'Become a member' })).toHaveAttribute(
      'href',
      '/en/membership',
    );
  });

  it('shows a picture, and leaves out the logo for assistive technology', () => {
    const { container } = renderInLocale(
      <BlockList
        blocks={[
          aBlock('entity-presentation-sheet', bugattiSheetFr),
          aBlock('entity-presentation-sheet', clubSheetFr),
        ]}
        registry={registry}
      />,
      { catalogs },
    );
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Circuit Bugatti',
    ]);
    expect(container.querySelectorAll('img[alt=""]')).toHaveLength(1);
    const circuit = screen.getByRole('region', { name: 'Circuit Bugatti' });
    expect(within(circuit).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('shows a sheet with only a description and an email', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('entity-presentation-sheet', teamSheetFr)]} registry={registry} />,
      { catalogs },
    );
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'E-mail ecurie@aco.example' })).toBeInTheDocument();
  });

  it('writes phone numbers as tel: addresses', () => {
    expect(telHref('+33 (0)2 43.40-24 24')).toBe('tel:+330243402424');
  });

  it('accepts the seed’s data and refuses bad data', () => {
    for (const data of [clubSheetFr, clubSheetEn, bugattiSheetFr, teamSheetFr]) {
      expect(z.safeParse(entityPresentationSheetData, data).success).toBe(true);
    }
    const refused = [
      { ...clubSheetFr, name: '' },
      { ...clubSheetFr, email: 'pas un e-mail' },
      { ...clubSheetFr, phone: 'appelez-nous' },
      { ...clubSheetFr, website: { href: 'javascript:alert(1)' } },
      { ...clubSheetFr, facts: [] },
      { ...clubSheetFr, facts: [{ label: 'Fondation', value: '' }] },
    ];
    for (const data of refused) {
      expect(z.safeParse(entityPresentationSheetData, data).success).toBe(false);
    }
  });
});
