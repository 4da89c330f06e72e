import {
  stadiumProviderGlobal,
  type StadiumProvider,
  type StadiumProviderInit,
  type StadiumProviderView,
} from '../external/provider.js';

/** A call the viewer made to the fake provider. */
export type FakeProviderCall =
  | { method: 'Init'; venueId: string }
  | { method: 'GetTopView' }
  | { method: 'ShowBlock'; blockId: string }
  | { method: 'LoadPano'; seatId: string }
  | { method: 'Zoom'; factor: number }
  | { method: 'Pan'; dx: number; dy: number }
  | { method: 'Destroy' };

export interface FakeStadiumProvider {
  /** What to put on `window.StadiumProvider`, or to hand to `loadProvider`. */
  provider: StadiumProvider;
  /** Every call, in order. */
  calls: FakeProviderCall[];
  /** The visitor clicks a block of the drawing. */
  clickBlock: (blockId: string) => void;
  /** The visitor clicks a seat of the drawing. */
  clickSeat: (seatId: string) => void;
  /** The pointer enters a block of the drawing at `x`, `y` (pixels in the container), or leaves. */
  hoverBlock: (hover: { blockId: string; x: number; y: number } | null) => void;
}

/**
 * A stand-in for the external 3D provider: it records the viewer's calls and draws, as text, what it
 * would show (the top view, a block, the view from a seat, the zoom and pan), so a story can be looked
 * at and a test can read it.
 */
export function createFakeStadiumProvider(): FakeStadiumProvider {
  const calls: FakeProviderCall[] = [];
  let init: StadiumProviderInit | undefined;
  const provider: StadiumProvider = {
    Init(options) {
      init = options;
      calls.push({ method: 'Init', venueId: options.venueId });
      const drawing = document.createElement('div');
      drawing.setAttribute('data-fake-provider', options.venueId);
      Object.assign(drawing.style, {
        display: 'grid',
        placeItems: 'center',
        width: '100%',
        height: '100%',
        background: 'linear-gradient(160deg, #dfe7f1, #f6f8fb)',
        color: '#111418',
        font: '700 1rem system-ui, sans-serif',
        textAlign: 'center',
      } satisfies Partial<CSSStyleDeclaration>);
      options.container.append(drawing);
      let scene = 'top view';
      let zoom = 1;
      let pan = [0, 0];
      const draw = () => {
        drawing.textContent = `3D · ${options.venueId} · ${scene} · ×${zoom} · (${pan.join(', ')})`;
      };
      draw();
      const view: StadiumProviderView = {
        GetTopView() {
          calls.push({ method: 'GetTopView' });
          scene = 'top view';
          zoom = 1;
          pan = [0, 0];
          draw();
        },
        ShowBlock(blockId) {
          calls.push({ method: 'ShowBlock', blockId });
          scene = `block ${blockId}`;
          zoom = 1;
          pan = [0, 0];
          draw();
        },
        LoadPano(seatId) {
          calls.push({ method: 'LoadPano', seatId });
          scene = `view from ${seatId}`;
          draw();
        },
        Zoom(factor) {
          calls.push({ method: 'Zoom', factor });
          zoom *= factor;
          draw();
        },
        Pan(dx, dy) {
          calls.push({ method: 'Pan', dx, dy });
          pan = [(pan[0] ?? 0) + dx, (pan[1] ?? 0) + dy];
          draw();
        },
        Destroy() {
          calls.push({ method: 'Destroy' });
          drawing.remove();
          init = undefined;
        },
      };
      return view;
    },
  };
  return {
    provider,
    calls,
    clickBlock: (blockId) => init?.onBlockClick(blockId),
    clickSeat: (seatId) => init?.onSeatClick(seatId),
    hoverBlock: (hover) => init?.onBlockHover(hover),
  };
}

let served = 0;

/**
 * A script URL (a blob) whose script defines `window.StadiumProvider` as `fake.provider`: the
 * viewer loads it as it would load the real provider's. For the browser (stories); jsdom has no
 * `URL.createObjectURL`.
 */
export function fakeProviderScriptUrl(fake: FakeStadiumProvider): string {
  served += 1;
  const handOver = `__fakeStadiumProvider${served}`;
  Reflect.set(window, handOver, fake.provider);
  const script = `window.${stadiumProviderGlobal} = window.${handOver};`;
  return URL.createObjectURL(new Blob([script], { type: 'text/javascript' }));
}
