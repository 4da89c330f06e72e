/**
 * The real-time event stream of a site (SPEC §7, ARCHITECTURE "How data flows"): server-sent events at
 * `{host}/{siteIdentifier}`, opened with credentials, whose handlers map event names to JSON data.
 * It closes when the visitor is idle for `idleTimeout` ms and reopens on their next activity; when the
 * stream fails for good it reopens with a growing delay (1 s, 2 s, 4 s… at most 30 s).
 */

export type LiveState = 'connecting' | 'open' | 'idle' | 'retrying' | 'stopped';

/** What the connection needs of an `EventSource` (a fake one in tests). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

export interface LiveConnectionOptions {
  url: string;
  idleTimeout: number;
  /** Event name → what to do with its data (parsed JSON). */
  handlers: Readonly<Record<string, (data: unknown) => void>>;
  onStateChange?: (state: LiveState) => void;
  /** `new EventSource(url, { withCredentials: true })` unless given. */
  open?: (url: string) => EventSourceLike;
  /** The window whose activity keeps the stream open. */
  win?: Window;
  retry?: { initialMs: number; maxMs: number };
}

/** The events that count as the visitor's activity. */
export const activityEvents = [
  'pointerdown',
  'pointermove',
  'keydown',
  'scroll',
  'touchstart',
  'wheel',
] as const;

const CLOSED = 2;

/** Opens the stream now; returns the function that closes it for good. */
export function startLiveConnection({
  url,
  idleTimeout,
  handlers,
  onStateChange,
  open = (address) => new EventSource(address, { withCredentials: true }),
  win = window,
  retry = { initialMs: 1000, maxMs: 30_000 },
}: LiveConnectionOptions): () => void {
  let source: EventSourceLike | null = null;
  let state: LiveState = 'connecting';
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryDelay = retry.initialMs;

  const setState = (next: LiveState) => {
    if (next === state) return;
    state = next;
    onStateChange?.(next);
  };

  const close = () => {
    source?.close();
    source = null;
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
  };

  const connect = () => {
    close();
    setState('connecting');
    const current = open(url);
    source = current;
    current.addEventListener('open', () => {
      retryDelay = retry.initialMs;
      setState('open');
    });
    current.addEventListener('error', () => {
      // The browser retries a dropped stream by itself; one it gave up on is ours to reopen.
      if (current !== source || current.readyState !== CLOSED) return;
      source = null;
      setState('retrying');
      retryTimer = setTimeout(connect, retryDelay);
      retryDelay = Math.min(retryDelay * 2, retry.maxMs);
    });
    listen(current, handlers);
  };

  const stopWatching = watchActivity(win, idleTimeout, {
    onIdle: () => {
      close();
      setState('idle');
    },
    onBack: connect,
  });
  connect();

  return () => {
    stopWatching();
    close();
    setState('stopped');
  };
}

/** Hands each named event's data, parsed, to its handler; data that is not JSON is logged. */
function listen(source: EventSourceLike, handlers: LiveConnectionOptions['handlers']): void {
  for (const [name, handle] of Object.entries(handlers)) {
    source.addEventListener(name, (event) => {
      const data = (event as MessageEvent<unknown>).data;
      if (typeof data !== 'string') return;
      try {
        handle(JSON.parse(data));
      } catch (error) {
        console.error(`Event ${name} of the live stream was not understood`, error);
      }
    });
  }
}

/**
 * Calls `onIdle` once the visitor has done nothing in `win` for `idleTimeout` ms, then `onBack` at their
 * next activity (and watches again); returns the function that stops watching.
 */
function watchActivity(
  win: Window,
  idleTimeout: number,
  { onIdle, onBack }: { onIdle: () => void; onBack: () => void },
): () => void {
  let lastActivity = Date.now();
  let idle = false;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const watchIdle = () => {
    idleTimer = setTimeout(
      () => {
        const quiet = Date.now() - lastActivity;
        if (quiet >= idleTimeout) {
          idle = true;
          onIdle();
        } else {
          watchIdle();
        }
      },
      Math.max(0, idleTimeout - (Date.now() - lastActivity)),
    );
  };

  const onActivity = () => {
    lastActivity = Date.now();
    if (idle) {
      idle = false;
      onBack();
      watchIdle();
    }
  };

  for (const name of activityEvents) {
    win.addEventListener(name, onActivity, { passive: true, capture: true });
  }
  watchIdle();

  return () => {
    for (const name of activityEvents) win.removeEventListener(name, onActivity, { capture: true });
    if (idleTimer !== undefined) clearTimeout(idleTimer);
  };
}
