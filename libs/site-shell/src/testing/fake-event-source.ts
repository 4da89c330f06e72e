import type { EventSourceLike } from '../notifications/live-connection.js';

/** An `EventSource` stand-in for tests and stories: they open, fail and send events by hand. */
export class FakeEventSource implements EventSourceLike {
  static readonly opened: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  static open = (url: string): FakeEventSource => new FakeEventSource(url);

  static latest(): FakeEventSource | undefined {
    return FakeEventSource.opened.at(-1);
  }

  addEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  /** The server accepted the stream. */
  accept(): void {
    this.readyState = 1;
    this.dispatch('open', new Event('open'));
  }

  /** The server sent `name` with `data` (JSON unless a string is given). */
  send(name: string, data: unknown): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.dispatch(name, new MessageEvent(name, { data: text }));
  }

  /** The stream failed; `forGood`: the browser gave up retrying. */
  fail(forGood: boolean): void {
    this.readyState = forGood ? 2 : 0;
    this.dispatch('error', new Event('error'));
  }

  private dispatch(type: string, event: Event): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}
