import type { ConsentCategory } from '@paddock/analytics';
import { useConsent, type AnalyticsSettings } from '@paddock/analytics/react';
import { LiveNotifications } from '@paddock/site-shell';
import { Contained } from '@paddock/ui';
import { lazy, Suspense, type ReactNode } from 'react';

// The tags' and tracking's code loads once the visitor allows them: a visitor who has not chosen, or
// who refused, downloads none of it.
const SiteAudience = lazy(() =>
  import('./site-analytics').then((module) => ({ default: module.SiteAudience })),
);
const SitePixel = lazy(() =>
  import('./site-analytics').then((module) => ({ default: module.SitePixel })),
);

/** `children` only with the visitor's consent to `category` (and only when it is configured). */
function WithConsent({
  category,
  configured,
  children,
}: {
  category: ConsentCategory;
  configured: boolean;
  children: ReactNode;
}) {
  const allowed = useConsent(category);
  return allowed && configured ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export interface SiteExtrasProps {
  analytics: AnalyticsSettings;
  live: { url: string; idleTimeout: number };
}

/**
 * What every page has once it is interactive and nothing renders on the server: the audience
 * measurement and the pixel, whose code loads only with their consent (the root's consent banner asks
 * for it), and the live notifications' stream and toast. Loaded after hydration, so a page's first
 * JavaScript stays small. Each is contained on its own: whatever fails in one (a data layer another script broke,
 * a stream that answers garbage) is logged and left out, and never takes the page or the others with it.
 */
export default function SiteExtras({ analytics, live }: SiteExtrasProps) {
  return (
    <>
      <Contained name="analytics">
        <WithConsent category="audience" configured={analytics.tagManager !== undefined}>
          <SiteAudience settings={analytics} />
        </WithConsent>
      </Contained>
      <Contained name="pixel">
        <WithConsent category="marketing" configured={analytics.pixel !== undefined}>
          <SitePixel settings={analytics} />
        </WithConsent>
      </Contained>
      <Contained name="live notifications">
        <LiveNotifications url={live.url} idleTimeout={live.idleTimeout} />
      </Contained>
    </>
  );
}
