import { mediaIntroData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { Blocks } from '../registry/blocks.js';

describe('media-intro block', () => {
  it('shows its title and its text', async () => {
    renderInLocale(
      <Blocks blocks={[aBlock('media-intro', { title: 'Titre', text: 'Un texte.' })]} />,
      { catalogs: [contentBlocksCatalog] },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Titre' })).toBeInTheDocument();
    expect(screen.getByText('Un texte.')).toBeInTheDocument();
  });

  it('takes a title, and refuses data without one', () => {
    expect(z.safeParse(mediaIntroData, { title: 'Titre' }).success).toBe(true);
    expect(z.safeParse(mediaIntroData, { text: 'Sans titre' }).success).toBe(false);
  });
});
