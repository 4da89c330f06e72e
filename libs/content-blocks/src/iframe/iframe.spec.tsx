import { renderInLocale } from '@paddock/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentBlocksCatalog } from '../i18n.js';
import { Blocks } from '../registry/blocks.js';
import { defineBlock } from '../registry/define-block.js';
import { Iframe } from './iframe.js';
import { iframeData, type IframeData } from '@paddock/api-clients/blocks';
import { iframeDataFr, iframeEn } from './iframe.fixtures.js';

const registry = { iframe: defineBlock<IframeData>(Iframe) };
const catalogs = [contentBlocksCatalog];

describe('iframe block', () => {
  it('loads the frame only when asked, lazy, sandboxed and named by its title', async () => {
    const user = userEvent.setup();
    const { container } = renderInLocale(<Blocks blocks={[iframeEn]} registry={registry} />, {
      locale: 'en',
      catalogs,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Circuit map' })).toBeInTheDocument();
    expect(screen.getByText(/plan\.24h-lemans\.example/)).toBeInTheDocument();
    expect(screen.getByText(/Car parks, gates/)).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load the content' }));
    const frame = screen.getByTitle('Circuit map');
    expect(frame).toHaveAttribute('src', 'https://plan.24h-lemans.example/embed?lang=en');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('height', '480');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
  });

  it('offers to open the page in a new tab instead', () => {
    renderInLocale(<Blocks blocks={[iframeEn]} registry={registry} />, { locale: 'en', catalogs });
    const link = screen.getByRole('link', { name: 'Open it in a new tab' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('accepts the seed’s data and refuses an address that is not https', () => {
    expect(iframeData.safeParse(iframeDataFr).success).toBe(true);
    expect(iframeData.safeParse({ title: 'Plan', src: 'javascript:alert(1)' }).success).toBe(false);
    expect(iframeData.safeParse({ title: 'Plan', src: 'http://plan.example/' }).success).toBe(
      false,
    );
    expect(
      iframeData.safeParse({ title: 'Plan', src: 'https://plan.example/', height: 5 }).success,
    ).toBe(false);
  });
});
