import { trophyListData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { Blocks } from '../registry/blocks.js';

describe('trophy-list block', () => {
  it('shows its title and its text', async () => {
    renderInLocale(
      <Blocks blocks={[aBlock('trophy-list', { title: 'Titre', text: 'Un texte.' })]} />,
      { catalogs: [contentBlocksCatalog] },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Titre' })).toBeInTheDocument();
    expect(screen.getByText('Un texte.')).toBeInTheDocument();
  });

  it('takes a title, and refuses data without one', () => {
    expect(z.safeParse(trophyListData, { title: 'Titre' }).success).toBe(true);
    expect(z.safeParse(trophyListData, { text: 'Sans titre' }).success).toBe(false);
  });
});
