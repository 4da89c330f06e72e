import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, PrefetchPageLinks } from 'react-router';

/** How close to the viewport a link comes before its page is prefetched (SPEC §9). */
export const prefetchMargin = '200px';

// One observer for every such link on the page.
let observer: IntersectionObserver | undefined;
const onNear = new Map<Element, () => void>();

function watch(element: Element, near: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        onNear.get(entry.target)?.();
        unwatch(entry.target);
      }
    },
    { rootMargin: prefetchMargin },
  );
  onNear.set(element, near);
  observer.observe(element);
  return () => unwatch(element);
}

function unwatch(element: Element) {
  observer?.unobserve(element);
  onNear.delete(element);
}

export interface PrefetchNearLinkProps {
  to: string;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * A link to a page of this site whose code and data are prefetched once the link comes within
 * `prefetchMargin` of the viewport (React Router's own `prefetch="viewport"` waits until half of the
 * link is on screen).
 */
export function PrefetchNearLink({ to, className, children }: PrefetchNearLinkProps) {
  const link = useRef<HTMLAnchorElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = link.current;
    if (!element || near || typeof IntersectionObserver === 'undefined') return undefined;
    return watch(element, () => setNear(true));
  }, [near]);
  return (
    <>
      <Link ref={link} to={to} className={className}>
        {children}
      </Link>
      {near ? <PrefetchPageLinks page={to} /> : null}
    </>
  );
}
