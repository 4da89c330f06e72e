// A page-level action named by a hash: `#cookie` (the consent preferences), `#login` (the account).
// Its own module, so that a caller does not load the consent store with it.

/**
 * Calls `open` for a page-level action named by `hash` (`#cookie`, `#login`): now when the address
 * ends with it (then drops it from the address), on a change of the address to it, and on any click on
 * a link whose address ends with it (the link is not followed). Returns the function that stops
 * listening.
 */
export function watchHashLinks(win: Window, hash: `#${string}`, open: () => void): () => void {
  const fromAddress = () => {
    if (win.location.hash !== hash) return;
    open();
    const { pathname, search } = win.location;
    win.history.replaceState(win.history.state, '', `${pathname}${search}`);
  };
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest('a[href]');
    if (!link) return;
    const href = link.getAttribute('href') ?? '';
    if (!href.endsWith(hash)) return;
    event.preventDefault();
    open();
  };
  fromAddress();
  win.addEventListener('hashchange', fromAddress);
  win.document.addEventListener('click', onClick, true);
  return () => {
    win.removeEventListener('hashchange', fromAddress);
    win.document.removeEventListener('click', onClick, true);
  };
}
