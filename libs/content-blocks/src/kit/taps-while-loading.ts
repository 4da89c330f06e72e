/**
 * Taps on a lazy block made before its code came. The server's HTML shows a lazy block's buttons at
 * once, and until its code has loaded and hydrated it they have no handlers: React, like the site's
 * Preact, drops a click on a part it cannot hydrate yet. So a block rendered in the browser before its
 * code was there (`waitForCode`) keeps the last tap made in it meanwhile, and replays it once its code
 * has hydrated it (`replayKeptTap`): a fan's first tap on a gallery's picture opens the viewer when the
 * code arrives, rather than doing nothing. A key does the same where the browser turns it into a click
 * (Enter or Space on a button).
 *
 * A tap whose element acted on its own is not kept: a link followed, a field focused or changed, a
 * label, a summary that toggled its details, a button that submitted or reset its form.
 *
 * The block's frame carries its id (`data-block-frame`, `renderBlocks`). Hydrating keeps the server's
 * elements (React's and Preact's alike), so the tap's own target receives it again.
 */

const frameAttribute = 'data-block-frame';
/** Elements whose click does something without the block's code. */
const actsOnItsOwn =
  'a[href],area[href],input,select,textarea,label,summary,button:not([type=button]),[contenteditable]';

const waiting = new Set<string>();
const kept = new Map<string, Element>();

function onClick({ target }: Event): void {
  if (!(target instanceof Element) || target.closest(actsOnItsOwn)) return;
  // The nearest frame of a block that waits for its code (a block may sit in another's frame).
  for (let frame = target.closest(`[${frameAttribute}]`); frame;) {
    const id = frame.getAttribute(frameAttribute) ?? '';
    if (waiting.has(id)) {
      kept.set(id, target);
      return;
    }
    frame = frame.parentElement?.closest(`[${frameAttribute}]`) ?? null;
  }
}

/** The block of this id renders in the browser while its code loads: keep a tap made in it. */
export function waitForCode(id: string): void {
  if (typeof document === 'undefined') return;
  if (waiting.size === 0) document.addEventListener('click', onClick, true);
  waiting.add(id);
}

/** The block of this id has hydrated with its code: replays the tap kept for it, if any. */
export function replayKeptTap(id: string): void {
  const target = kept.get(id);
  kept.delete(id);
  if (waiting.delete(id) && waiting.size === 0)
    document.removeEventListener('click', onClick, true);
  if (target?.isConnected) {
    target.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }),
    );
  }
}
