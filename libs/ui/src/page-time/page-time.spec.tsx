import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderedAt, usePageTime } from './page-time.js';

function Clock() {
  return <time>{new Date(usePageTime()).toISOString()}</time>;
}

const page = (renderedAt: number | null) => (
  <RenderedAt value={renderedAt}>
    <Clock />
  </RenderedAt>
);

const renderedAt = Date.parse('2027-06-12T09:30:00Z');

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('usePageTime', () => {
  it('renders on the server at the time the page was rendered', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2027-06-12T09:30:42Z'));
    expect(renderToString(page(renderedAt))).toBe('<time>2027-06-12T09:30:00.000Z</time>');
    // Without the server's time, the clock to the minute.
    expect(renderToString(page(null))).toBe('<time>2027-06-12T09:30:00.000Z</time>');
  });

  it('hydrates the server’s HTML as it is, then tells the browser’s time', async () => {
    // A page from the HTML cache, on a phone whose clock is two hours ahead.
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(renderedAt));
    document.body.append(container);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2027-06-12T11:45:10Z'));
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, { subtree: true, characterData: true, childList: true });
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(renderedAt), { onRecoverableError: recoverable });
    });
    observer.disconnect();
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('2027-06-12T11:45:00.000Z');
    // The server's HTML was kept, then changed once.
    expect(seen).toEqual(['2027-06-12T11:45:00.000Z']);
  });
});
