/**
 * React's server streams a Suspense boundary whose data comes late (the frame's footer and partners,
 * deferred by the root's loader) as a placeholder in the page (`<!--$?--><template id="B:…">`), then,
 * further down the document, its content in a hidden element and a script (`$RC`) that finds the
 * placeholder by its id, marks the boundary `$~` and moves the content in place at the next frame,
 * or up to 300 ms later (React 19.2 reveals boundaries in batches). React's own hydration knows these
 * markers and leaves such a boundary alone until it is revealed. Preact does not: hydrating over the
 * placeholder, it renders the content itself, and React's script then moves the server's copy in
 * beside it (two footers). So before the browser's Preact build hydrates:
 * - a boundary whose content has not come yet (`$?`) becomes the browser's to render (`$!`, as React
 *   marks a boundary it leaves to the browser): its placeholder loses its id, so React's script,
 *   which no longer finds it, drops the server's content when it comes; the page's data brings the
 *   same content, which Preact renders in the placeholder's place. The page hydrates at once, however
 *   late that data is.
 * - a boundary whose content came and waits for its reveal (`$~`, at most 300 ms and a frame) is
 *   waited for: Preact then hydrates the server's content in place.
 */

/** The opening comments of React's boundaries with this mark, under `root`. */
function markers(root: Node, mark: string): Comment[] {
  const found: Comment[] = [];
  const walker = root.ownerDocument?.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = walker?.nextNode(); node; node = walker?.nextNode()) {
    if (node instanceof Comment && node.data === mark) found.push(node);
  }
  return found;
}

/** Gives the browser the boundaries still pending; whether none waits for its reveal any more. */
function settled(document: Document): boolean {
  const root = document.body ?? document.documentElement;
  for (const pending of markers(root, '$?')) {
    const placeholder = pending.nextSibling;
    if (placeholder instanceof Element && placeholder.localName === 'template') {
      placeholder.removeAttribute('id');
    }
    pending.data = '$!';
  }
  return markers(root, '$~').length === 0;
}

/**
 * Resolves once no Suspense boundary the server streamed waits for React's reveal, those still
 * pending given to the browser (at once for a page sent whole, as the HTML cache sends it).
 */
export function settleStreamedBoundaries(document: Document = globalThis.document): Promise<void> {
  if (settled(document)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!settled(document)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
}
