/**
 * React's server streams a Suspense boundary whose data comes late (the frame's footer and partners,
 * deferred by the root's loader) as a placeholder in the page (`<!--$?--><template id="B:…">`), then,
 * further down the document, its content in a hidden element and a script that reveals it: the
 * script marks the boundary `$~` and moves the content in place at the next frame, or up to 300 ms
 * later (React 19.2 reveals boundaries in batches). React's own hydration knows these markers and
 * leaves such a boundary alone until it is revealed. Preact does not: hydrating over the placeholder,
 * it renders the content itself, and React's script then moves the server's copy in beside it (two
 * footers). The browser's Preact build therefore hydrates once no boundary waits for its reveal.
 */

/** A boundary's opening comment while the server has not revealed its content in place. */
const unrevealed = new Set(['$?', '$~']);
/** Pending only: the server has not sent the content yet. */
const pending = '$?';

/** The opening comments of the boundaries not revealed yet, under `root`. */
function unrevealedMarkers(root: Node): string[] {
  const markers: string[] = [];
  const walker = root.ownerDocument?.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = walker?.nextNode(); node; node = walker?.nextNode()) {
    const data = (node as Comment).data;
    if (unrevealed.has(data)) markers.push(data);
  }
  return markers;
}

/**
 * Whether hydration may start: no boundary is waiting for its reveal. Once the document has been
 * read whole, a boundary still pending never gets its content (a stream cut short): it is no reason
 * to wait any longer.
 */
function settled(document: Document): boolean {
  const markers = unrevealedMarkers(document.body ?? document.documentElement);
  return document.readyState === 'loading'
    ? markers.length === 0
    : markers.every((marker) => marker === pending);
}

/**
 * Resolves once every Suspense boundary the server streamed is revealed in the document (at once for
 * a page sent whole, as the HTML cache sends it).
 */
export function whenBoundariesRevealed(document: Document = globalThis.document): Promise<void> {
  if (settled(document)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(check);
    function check() {
      if (!settled(document)) return;
      observer.disconnect();
      document.removeEventListener('readystatechange', check);
      resolve();
    }
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener('readystatechange', check);
  });
}
