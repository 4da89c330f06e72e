import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../testing/fake-event-source.js';
import { startLiveConnection, type LiveState } from './live-connection.js';

const url = 'http://localhost:3100/events/auto';
let states: LiveState[];
let received: unknown[];
let stop: (() => void) | undefined;

function start(idleTimeout = 120_000) {
  stop = startLiveConnection({
    url,
    idleTimeout,
    handlers: { notification: (data) => received.push(data) },
    onStateChange: (state) => states.push(state),
    open: FakeEventSource.open,
  });
  return stop;
}
const latest = () => {
  const source = FakeEventSource.latest();
  if (!source) throw new Error('no stream opened');
  return source;
};
const act = () => window.dispatchEvent(new Event('pointermove'));

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened.length = 0;
  states = [];
  received = [];
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe('the live connection', () => {
  it("opens the site's stream and hands each event's JSON to its handler", () => {
    start();
    expect(latest().url).toBe(url);
    latest().accept();
    latest().send('notification', { text: 'Safety car' });
    latest().send('unknown', { text: 'ignored' });
    expect(received).toEqual([{ text: 'Safety car' }]);
    expect(states).toEqual(['open']);
  });

  it('logs an event whose data is not JSON, and goes on', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    start();
    latest().send('notification', '{oops');
    latest().send('notification', { text: 'ok' });
    expect(error).toHaveBeenCalledTimes(1);
    expect(received).toEqual([{ text: 'ok' }]);
    error.mockRestore();
  });

  it('closes after the idle timeout without activity, and reopens on the next activity', () => {
    start(120_000);
    latest().accept();
    vi.advanceTimersByTime(119_999);
    expect(latest().closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(latest().closed).toBe(true);
    expect(states.at(-1)).toBe('idle');
    act();
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(latest().closed).toBe(false);
    latest().accept();
    expect(states).toEqual(['open', 'idle', 'connecting', 'open']);
  });

  it('keeps the stream open while the visitor is active', () => {
    start(1000);
    for (let step = 0; step < 10; step += 1) {
      vi.advanceTimersByTime(900);
      window.dispatchEvent(new KeyboardEvent('keydown'));
    }
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(latest().closed).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(latest().closed).toBe(true);
  });

  it('leaves a dropped stream to the browser, and reopens one it gave up on with a growing delay', () => {
    start();
    latest().accept();
    latest().fail(false);
    expect(FakeEventSource.opened).toHaveLength(1);
    latest().fail(true);
    expect(states.at(-1)).toBe('retrying');
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    latest().fail(true);
    vi.advanceTimersByTime(1999);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(3);
    // Once open again, the next failure waits 1 s again.
    latest().accept();
    latest().fail(true);
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.opened).toHaveLength(4);
  });

  it('waits at most 30 s between attempts', () => {
    start(10_000_000);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      latest().fail(true);
      vi.advanceTimersByTime(30_000);
    }
    expect(FakeEventSource.opened).toHaveLength(9);
  });

  it('stops for good: the stream closes and activity opens nothing', () => {
    start(1000).call(undefined);
    stop = undefined;
    expect(latest().closed).toBe(true);
    expect(states.at(-1)).toBe('stopped');
    vi.advanceTimersByTime(5000);
    act();
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
