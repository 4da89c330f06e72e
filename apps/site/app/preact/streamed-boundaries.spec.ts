// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { settleStreamedBoundaries } from './streamed-boundaries';

// The markers React's server writes around a Suspense boundary (react-dom's server runtime): `$` once
// its content is in place, `$?` while it waits for it, `$~` once its content came and waits for the
// next reveal (up to 300 ms later); `$!` when the browser is to render it.

function page(body: string) {
  const document = window.document.implementation.createHTMLDocument('page');
  document.body.innerHTML = body;
  return document;
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

/**
 * What React's runtime does once a boundary's content came: `$RC` finds the placeholder by its id
 * and marks it for the reveal (or, not finding it, drops the content); `$RV` reveals it.
 */
function complete(document: Document) {
  const segment = document.getElementById('S:1');
  const placeholder = document.getElementById('B:1');
  if (!placeholder) {
    segment?.remove();
    return () => undefined;
  }
  const marker = placeholder.previousSibling as Comment;
  marker.data = '$~';
  return function reveal() {
    placeholder.replaceWith(...(segment?.childNodes ?? []));
    segment?.remove();
    marker.data = '$';
  };
}

describe('settleStreamedBoundaries', () => {
  it('resolves at once for a page sent whole, its boundaries in place', async () => {
    const document = page(`<main>Billets</main><!--$-->${footer}<!--/$-->`);
    expect(await isSettled(settleStreamedBoundaries(document))).toBe(true);
  });

  it('waits for a boundary whose content came until React has put it in place', async () => {
    const document = page(`<main>Billets</main>${pendingFooter}${streamedFooter}`);
    const reveal = complete(document);
    const settled = settleStreamedBoundaries(document);
    expect(await isSettled(settled)).toBe(false);

    reveal();
    expect(await isSettled(settled)).toBe(true);
    expect(document.querySelectorAll('footer')).toHaveLength(1);
    expect(document.body.innerHTML).toBe(`<main>Billets</main><!--$-->${footer}<!--/$-->`);
  });

  it('gives the browser a boundary whose content has not come: React drops it when it comes', async () => {
    const document = page(`<main>Billets</main>${pendingFooter}`);
    expect(await isSettled(settleStreamedBoundaries(document))).toBe(true);
    // The placeholder stays, for the browser's render to take its place, without its id.
    expect(document.body.innerHTML).toBe(
      '<main>Billets</main><!--$!--><template></template><!--/$-->',
    );

    // The rest of the stream: the content, then React's script, which no longer finds the placeholder.
    document.body.insertAdjacentHTML('beforeend', streamedFooter);
    complete(document);
    expect(document.querySelectorAll('footer')).toHaveLength(0);
  });

  it('does not wait for a boundary the browser is to render', async () => {
    const document = page(`<main>Billets</main><!--$!--><template></template><!--/$-->`);
    expect(await isSettled(settleStreamedBoundaries(document))).toBe(true);
  });
});
