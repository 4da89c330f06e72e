import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeStadiumProvider, type FakeStadiumProvider } from '../testing/fake-provider.js';
import { fixtureBlockSeats } from '../testing/fixtures.js';
import { renderInLocale } from '../testing/render.js';
import { ViewerDemo } from '../testing/viewer-demo.js';
import type { StadiumViewerProps } from '../viewer.js';
import ExternalStadiumViewer, {
  type ExternalStadiumViewerProps,
} from './external-stadium-viewer.js';
import { StadiumProviderError } from './load-provider.js';
import { stadiumProviderGlobal } from './provider.js';

const block = fixtureBlockSeats('T34-A', 2, 3);
const availability = new Map(block.seats.map(({ id }) => [id, !id.endsWith('0002')]));
const seatsOf = () => ({ blockSeats: block, availability });
const provider = { scriptUrl: 'https://3d.example.org/provider.js', venueId: 'circuit-24h' };

let fake: FakeStadiumProvider;
beforeEach(() => {
  fake = createFakeStadiumProvider();
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, stadiumProviderGlobal);
  document.head.replaceChildren();
});

type Extra = Partial<Pick<ExternalStadiumViewerProps, 'loadProvider'>>;

function renderExternal(extra: Extra = {}, initialBlockId?: string) {
  // Without `loadProvider` in `extra`, a fake loader; with it undefined, the viewer's own.
  const loadProvider =
    'loadProvider' in extra ? extra.loadProvider : vi.fn(() => Promise.resolve(fake.provider));
  const view = renderInLocale(
    <ViewerDemo locale="en" seatsOf={seatsOf} initialBlockId={initialBlockId}>
      {(props: StadiumViewerProps) => (
        <ExternalStadiumViewer {...props} provider={provider} loadProvider={loadProvider} />
      )}
    </ViewerDemo>,
    { locale: 'en' },
  );
  return { ...view, loadProvider };
}

const methods = () => fake.calls.map((call) => call.method);
const drawing = () => screen.getByRole('img', { name: 'Map of the grandstands' });
/** The provider has drawn: our stage is there and its effects have called Init and shown a view. */
async function providerReady() {
  await screen.findByRole('img', { name: 'Map of the grandstands' });
  await waitFor(() => expect(methods()).toContain('Init'));
  await waitFor(() => expect(methods().length).toBeGreaterThan(1));
}

describe('ExternalStadiumViewer', () => {
  it('says the 3D view is loading, then lets the provider draw the top view', async () => {
    const { loadProvider } = renderExternal();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the 3D view…');
    expect(await screen.findByRole('img', { name: 'Map of the grandstands' })).toBeInTheDocument();
    expect(loadProvider).toHaveBeenCalledExactlyOnceWith(provider.scriptUrl);
    // The stage's effects call the provider once it has mounted, after the drawing's element shows.
    await waitFor(() =>
      expect(fake.calls.slice(0, 2)).toEqual([
        { method: 'Init', venueId: 'circuit-24h' },
        { method: 'GetTopView' },
      ]),
    );
    expect(drawing()).toHaveTextContent('3D · circuit-24h · top view');
  });

  it('drives the provider from our zoom, pan and reset buttons', async () => {
    const user = userEvent.setup();
    renderExternal();
    await providerReady();
    fake.calls.length = 0;
    await user.click(screen.getByRole('button', { name: 'Zoom and move' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await user.click(screen.getByRole('button', { name: 'Move the view up' }));
    await user.click(screen.getByRole('button', { name: 'Move the view left' }));
    await user.click(screen.getByRole('button', { name: 'Move the view right' }));
    await user.click(screen.getByRole('button', { name: 'Move the view down' }));
    await user.click(screen.getByRole('button', { name: 'Reset the view' }));
    expect(fake.calls).toEqual([
      { method: 'Zoom', factor: 2 },
      { method: 'Zoom', factor: 0.5 },
      { method: 'Pan', dx: 0, dy: -50 },
      { method: 'Pan', dx: -50, dy: 0 },
      { method: 'Pan', dx: 50, dy: 0 },
      { method: 'Pan', dx: 0, dy: 50 },
      { method: 'GetTopView' },
    ]);
  });

  it('chooses a block clicked on the drawing, if it is on sale', async () => {
    renderExternal();
    await providerReady();
    act(() => fake.clickBlock('T20-C')); // sold out
    expect(methods()).not.toContain('ShowBlock');
    act(() => fake.clickBlock('T34-A'));
    expect(fake.calls.at(-1)).toEqual({ method: 'ShowBlock', blockId: 'T34-A' });
    expect(screen.getByText('Block T34-A, Category 1 (yellow), 30 seats')).toBeInTheDocument();
  });

  it('chooses a block from our list too, and goes back to the top view', async () => {
    const user = userEvent.setup();
    renderExternal();
    await providerReady();
    await user.click(screen.getByRole('button', { name: /^Block T34-A,/ }));
    expect(fake.calls.at(-1)).toEqual({ method: 'ShowBlock', blockId: 'T34-A' });
    expect(screen.getByText('Block T34-A, Category 1 (yellow), 30 seats')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back to the top view' }));
    expect(fake.calls.at(-1)).toEqual({ method: 'GetTopView' });
    expect(screen.getByRole('button', { name: /^Block T34-A,/ })).toHaveFocus();
  });

  it('shows our tooltip where the provider says the pointer is on a block', async () => {
    renderExternal();
    await providerReady();
    act(() => fake.hoverBlock({ blockId: 'T12-C', x: 120, y: 80 }));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent(/^Block T12-C, Category 2 \(blue\)/);
    expect(tooltip.style.left).toBe('120px');
    expect(tooltip.style.top).toBe('80px');
    act(() => fake.hoverBlock(null));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('chooses seats in our list, and shows the view from a seat when it is chosen', async () => {
    const user = userEvent.setup();
    renderExternal({}, 'T34-A');
    await providerReady();
    expect(fake.calls.at(-1)).toEqual({ method: 'ShowBlock', blockId: 'T34-A' });
    const seat = screen.getByRole('checkbox', { name: /seat 0003,/ });
    await user.click(seat);
    expect(seat).toBeChecked();
    expect(fake.calls.at(-1)).toEqual({ method: 'LoadPano', seatId: 'T34-A-R01-0003' });
    expect(drawing()).toHaveTextContent('view from T34-A-R01-0003');
    fake.calls.length = 0;
    await user.click(seat); // given up: no panorama
    expect(seat).not.toBeChecked();
    expect(fake.calls).toEqual([]);
    expect(screen.getByRole('checkbox', { name: /seat 0002,/ })).toBeDisabled();
  });

  it('chooses a free seat clicked on the drawing, not a taken one', async () => {
    renderExternal({}, 'T34-A');
    await providerReady();
    act(() => fake.clickSeat('T34-A-R01-0002'));
    expect(screen.getByTestId('chosen-seats')).toHaveTextContent('Chosen seats: —');
    act(() => fake.clickSeat('T34-A-R02-0005'));
    expect(screen.getByRole('checkbox', { name: /seat 0005,/ })).toBeChecked();
    expect(fake.calls.at(-1)).toEqual({ method: 'LoadPano', seatId: 'T34-A-R02-0005' });
  });

  it('lets the provider go when it unmounts', async () => {
    const { unmount } = renderExternal();
    await providerReady();
    unmount();
    expect(fake.calls.at(-1)).toEqual({ method: 'Destroy' });
  });

  it('says the 3D view failed and falls back to the built-in viewer', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new StadiumProviderError('could not be loaded');
    renderExternal({ loadProvider: () => Promise.reject(failure) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The 3D view could not be loaded. Here is the plain map instead.',
    );
    const map = screen.getByRole('group', { name: 'Map of the grandstands' });
    expect(map.tagName).toBe('svg');
    expect(within(map).getByRole('button', { name: /^Block T34-A,/ })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('The stadium provider could not be loaded', failure);
  });

  it('loads the real script with the configured URL by default', async () => {
    renderExternal({ loadProvider: undefined });
    const script = document.head.querySelector('script');
    expect(script).toHaveAttribute('src', provider.scriptUrl);
    Reflect.set(window, stadiumProviderGlobal, fake.provider);
    act(() => {
      script?.dispatchEvent(new Event('load'));
    });
    expect(await screen.findByRole('img', { name: 'Map of the grandstands' })).toBeInTheDocument();
    await waitFor(() => expect(fake.calls[0]).toEqual({ method: 'Init', venueId: 'circuit-24h' }));
  });
});
