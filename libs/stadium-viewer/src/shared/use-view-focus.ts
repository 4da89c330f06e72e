import { useEffect, useRef, type RefObject } from 'react';
import type { ViewerView } from '../viewer.js';

const keyOf = (view: ViewerView) => (view.kind === 'block' ? `block:${view.blockId}` : 'top');

/**
 * After a block is chosen or 'Back to the top view' is pressed, the element that had the focus is
 * gone: the focus goes to the block's caption, or back to the block the visitor left (the element
 * with its `data-block-id`). Not when the view changed from outside while the visitor was elsewhere
 * (a picker's own block selector).
 */
export function useViewFocus(
  view: ViewerView,
  rootRef: RefObject<HTMLElement | null>,
  captionRef: RefObject<HTMLElement | null>,
): void {
  const viewKey = keyOf(view);
  const shownKey = useRef(viewKey);
  useEffect(() => {
    const previous = shownKey.current;
    if (previous === viewKey) return;
    shownKey.current = viewKey;
    const root = rootRef.current;
    const active = document.activeElement;
    if (!root || (active && active !== document.body && !root.contains(active))) return;
    if (viewKey !== 'top') {
      captionRef.current?.focus();
    } else if (previous.startsWith('block:')) {
      const blockId = previous.slice('block:'.length).replace(/["\\]/g, '\\$&');
      root.querySelector<HTMLElement | SVGElement>(`[data-block-id="${blockId}"]`)?.focus();
    }
  }, [viewKey, rootRef, captionRef]);
}
