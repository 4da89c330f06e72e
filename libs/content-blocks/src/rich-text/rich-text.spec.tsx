import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBlock, richTextFr } from '../kit/fixtures/blocks.js';
import { BlockList } from '../kit/render-blocks.js';
import { richTextBlock } from './rich-text.js';

const registry = { 'rich-text': richTextBlock };

describe('rich-text block', () => {
  it('shows the sanitized HTML of the CMS as headings, lists, quotes and links', () => {
    renderInLocale(<BlockList registry={registry} blocks={[richTextFr]} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Les 24 Heures en famille' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Une course que l’on vit au moins une fois.').tagName).toBe(
      'BLOCKQUOTE',
    );
    const link = screen.getByRole('link', { name: 'Plan du circuit' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows an empty text as nothing at all', () => {
    const { container } = renderInLocale(
      <BlockList registry={registry} blocks={[aBlock('rich-text', { html: '' })]} />,
    );
    expect(container).toHaveTextContent('');
  });
});
