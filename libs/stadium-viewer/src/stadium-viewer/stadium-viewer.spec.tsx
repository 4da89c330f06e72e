import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stadiumProviderGlobal } from '../external/provider.js';
import { createFakeStadiumProvider } from '../testing/fake-provider.js';
import {
  describeFixtureBlock,
  describeFixtureSeat,
  fixtureSelectableBlocks,
  fixtureVenue,
} from '../testing/fixtures.js';
import { renderInLocale } from '../testing/render.js';
import type { StadiumViewerProps } from '../viewer.js';
import { StadiumViewer } from './stadium-viewer.js';

// Which viewer modules were fetched: a factory runs only when its module is first imported.
const imported = vi.hoisted(() => new Set<string>());
vi.mock('../builtin/builtin-stadium-viewer.js', async (importOriginal) => {
  imported.add('builtin');
  return importOriginal();
});
vi.mock('../external/external-stadium-viewer.js', async (importOriginal) => {
  imported.add('external');
  return importOriginal();
});

const props: StadiumViewerProps = {
  venue: fixtureVenue('en'),
  view: { kind: 'top' },
  blockSeats: null,
  selectableBlocks: fixtureSelectableBlocks,
  availability: new Map(),
  selectedSeats: new Set(),
  describeBlock: describeFixtureBlock('en'),
  describeSeat: describeFixtureSeat('en', new Map()),
  onBlockClick: () => undefined,
  onSeatClick: () => undefined,
  onBack: () => undefined,
  label: 'Map of the grandstands',
};

afterEach(() => {
  Reflect.deleteProperty(window, stadiumProviderGlobal);
  document.head.replaceChildren();
});

describe('StadiumViewer', () => {
  it('loads nothing before it renders', () => {
    expect(imported).toEqual(new Set());
  });

  it('says the map is loading while the built-in viewer’s code comes, then shows it', async () => {
    renderInLocale(<StadiumViewer {...props} />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the stadium map…');
    const map = await screen.findByRole('group', { name: 'Map of the grandstands' });
    expect(map.tagName).toBe('svg');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never loads the external provider for the built-in viewer', async () => {
    renderInLocale(<StadiumViewer {...props} provider={{ kind: 'builtin' }} />, { locale: 'en' });
    await screen.findByRole('group', { name: 'Map of the grandstands' });
    expect(imported).toEqual(new Set(['builtin']));
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(Reflect.has(window, stadiumProviderGlobal)).toBe(false);
  });

  it('loads the external provider’s script when configured, and lets it draw', async () => {
    const fake = createFakeStadiumProvider();
    const scriptUrl = 'https://3d.example.org/viewer.js';
    renderInLocale(
      <StadiumViewer {...props} provider={{ kind: 'external', scriptUrl, venueId: 'lm24' }} />,
      { locale: 'en' },
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Loading the (stadium map|3D view)…/,
    );
    // The external viewer's module loads first (seconds on a busy machine): waited for as long as any
    // other state (tools/testing/unit-setup.ts), where vi.waitFor gives up after 1 s.
    await waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
    expect(imported).toContain('external');
    const script = document.head.querySelector('script');
    expect(script).toHaveAttribute('src', scriptUrl);
    Reflect.set(window, stadiumProviderGlobal, fake.provider);
    act(() => {
      script?.dispatchEvent(new Event('load'));
    });
    // The drawing's element is there before the provider draws in it (an effect after the render).
    const drawing = await screen.findByRole('img', { name: 'Map of the grandstands' });
    await waitFor(() => expect(drawing).toHaveTextContent('3D · lm24 · top view'));
  });
});
