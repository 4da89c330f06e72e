import type { AnalyticsSettings } from '@paddock/analytics/react';
import { ConsentManager, LiveNotifications } from '@paddock/site-shell';
import { SiteAnalytics } from './site-analytics';

export interface SiteExtrasProps {
  analytics: AnalyticsSettings;
  live: { url: string; idleTimeout: number };
}

/**
 * What every page has once it is interactive and nothing renders on the server: the consent banner
 * (and its preferences on `#cookie`), the audience measurement that waits for consent, and the live
 * notifications' stream and toast. Loaded after hydration, so a page's first JavaScript stays small.
 */
export default function SiteExtras({ analytics, live }: SiteExtrasProps) {
  return (
    <>
      <ConsentManager />
      <SiteAnalytics settings={analytics} />
      <LiveNotifications url={live.url} idleTimeout={live.idleTimeout} />
    </>
  );
}
