// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { whenBoundariesRevealed } from './streamed-boundaries';

// The markers React's server writes around a Suspense boundary (react-dom's server runtime): `$` once
// its content is in place, `$?` while it waits for it, `$~` once its content came and waits for the
// next reveal (up to 300 ms later); `$!` when the browser is to render it.

/** A document as the browser reads it, whose reading state the test moves on. */
function page(body: string) {
  const document = window.document.implementation.createHTMLDocument('page');
  let state: DocumentReadyState = 'loading';
  Object.defineProperty(document, 'readyState', { get: () => state, configurable: true });
  document.body.innerHTML = body;
  return {
    document,
    read: () => {
      state = 'interactive';
      document.dispatchEvent(new Event('readystatechange'));
    },
  };
}

/** Whether the promise has resolved once the observers' callbacks and a task have run. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve));
  return done;
}

const footer = '<footer>Pied de page</footer>';
const pendingFooter = '<!--$?--><template id="B:1"></template><!--/$-->';
const streamedFooter = `<div hidden id="S:1">${footer}</div>`;

/** What React's runtime does to a boundary whose content came: `$RC` marks it, `$RV` reveals it. */
function complete(document: Document) {
  const template = document.getElementById('B:1');
  const marker = template?.previousSibling as Comment;
  marker.data = '$~';
  return function reveal() {
    const segment = document.getElementById('S:1');
    template?.replaceWith(...(segment?.childNodes ?? []));
    segment?.remove();
    marker.data = '$';
  };
}

describe('whenBoundariesRevealed', () => {
  it('resolves at once for a page sent whole, its boundaries in place', async () => {
    const { document } = page(`<main>Billets</main><!--$-->${footer}<!--/$-->`);
    expect(await isSettled(whenBoundariesRevealed(document))).toBe(true);
  });

  it('waits for a boundary streamed later until React has put its content in place', async () => {
    const { document, read } = page(`<main>Billets</main>${pendingFooter}`);
    const revealed = whenBoundariesRevealed(document);
    expect(await isSettled(revealed)).toBe(false);

    // The rest of the stream: the content, then the script that marks the boundary for its reveal.
    document.body.insertAdjacentHTML('beforeend', streamedFooter);
    const reveal = complete(document);
    read();
    expect(await isSettled(revealed)).toBe(false);

    reveal();
    expect(await isSettled(revealed)).toBe(true);
    expect(document.querySelectorAll('footer')).toHaveLength(1);
  });

  it('does not wait for a boundary left pending once the document is read whole (a stream cut short)', async () => {
    const { document, read } = page(`<main>Billets</main>${pendingFooter}`);
    const revealed = whenBoundariesRevealed(document);
    expect(await isSettled(revealed)).toBe(false);

    read();
    expect(await isSettled(revealed)).toBe(true);
  });

  it('does not wait for a boundary the browser is to render', async () => {
    const { document } = page(`<main>Billets</main><!--$!--><template></template><!--/$-->`);
    expect(await isSettled(whenBoundariesRevealed(document))).toBe(true);
  });
});
