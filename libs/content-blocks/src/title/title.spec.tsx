import { renderInLocale } from '@paddock/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBlock } from '../kit/fixtures/blocks.js';
import { BlockList } from '../kit/render-blocks.js';
import { titleBlock } from './title.js';

const registry = { title: titleBlock };

describe('title block', () => {
  it('is a level 2 heading unless the CMS says otherwise', () => {
    renderInLocale(
      <BlockList registry={registry} blocks={[aBlock('title', { title: 'Programme' })]} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Programme' })).toBeInTheDocument();
  });

  it.each([1, 2, 3] as const)('is a heading of level %i when asked', (level) => {
    renderInLocale(
      <BlockList
        registry={registry}
        blocks={[aBlock('title', { title: 'Hospitalités', level })]}
      />,
    );
    expect(screen.getByRole('heading', { level, name: 'Hospitalités' })).toBeInTheDocument();
  });
});
