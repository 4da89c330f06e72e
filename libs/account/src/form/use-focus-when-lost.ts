import { useEffect, type RefObject } from 'react';

/**
 * Focuses `ref`'s element when it mounts in an open dialog that has lost the focus: the view it
 * replaced took the focused element away (a login turning into its result, a modal replaced by
 * another). When a dialog first opens, the dialog itself places the focus and this does nothing.
 */
export function useFocusWhenLost(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    const dialog = element?.closest('dialog');
    if (!element || !dialog?.open) return;
    const focused = document.activeElement;
    if (!focused || focused === dialog || !dialog.contains(focused)) element.focus();
  }, [ref]);
}
