import { useEffect, useState } from 'react';
import { isMobileNow } from '../media/use-is-mobile.js';

/** How far the page must scroll one way before the header moves (SPEC §9). */
export const scrollThreshold = 20;

/**
 * Whether the header should be retracted: on mobile, after scrolling down more than the threshold; it
 * comes back after scrolling up as much. One passive listener, read once per frame.
 */
export function useRetractOnScroll(): boolean {
  const [retracted, setRetracted] = useState(false);
  useEffect(() => {
    // Where the page was when the header last moved (or could have).
    let anchor = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (!isMobileNow() || y <= scrollThreshold) {
        anchor = y;
        setRetracted(false);
      } else if (y - anchor > scrollThreshold) {
        anchor = y;
        setRetracted(true);
      } else if (anchor - y > scrollThreshold) {
        anchor = y;
        setRetracted(false);
      }
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return retracted;
}
