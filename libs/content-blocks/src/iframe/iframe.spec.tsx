import { renderInLocale } from '@paddock/ui/testing';
import { browserConsent, CONSENT_COOKIE } from '@paddock/analytics';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { Iframe } from './iframe.js';
import { iframeData, type IframeData } from '@paddock/api-clients/blocks';
import { iframeDataFr, iframeEn } from './iframe.fixtures.js';

const registry = { iframe: defineBlock<IframeData>(Iframe) };
const catalogs = [contentBlocksCatalog];

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

it('loads at once when marketing and embedded content are allowed already', async () => {
  act(() => browserConsent().allow('marketing'));
  const user = userEvent.setup();
  renderInLocale(<BlockList blocks={[iframeEn]} registry={registry} />, { locale: 'en', catalogs });
  await user.click(screen.getByRole('button', { name: 'Load the content' }));
  expect(screen.getByTitle('Circuit map')).toHaveAttribute('loading', 'lazy');
});

describe('iframe block', () => {
  it('loads the frame only when asked, lazy, sandboxed and named by its title', async () => {
    const user = userEvent.setup();
    const { container } = renderInLocale(<BlockList blocks={[iframeEn]} registry={registry} />, {
      locale: 'en',
      catalogs,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Circuit map' })).toBeInTheDocument();
    expect(screen.getByText(/plan\.24h-lemans\.example/)).toBeInTheDocument();
    expect(screen.getByText(/Car parks, gates/)).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load the content' }));
    // Asked first: the frame comes from another site.
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Content from plan.24h-lemans.example')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Allow and show' }));
    const frame = screen.getByTitle('Circuit map');
    expect(frame).toHaveAttribute('src', 'https://plan.24h-lemans.example/embed?lang=en');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('height', '480');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
  });

  it('offers to open the page in a new tab instead', () => {
    renderInLocale(<BlockList blocks={[iframeEn]} registry={registry} />, {
      locale: 'en',
      catalogs,
    });
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
