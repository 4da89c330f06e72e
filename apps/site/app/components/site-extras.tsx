import type { AnalyticsSettings } from '@paddock/analytics/react';
import { ConsentManager, LiveNotifications } from '@paddock/site-shell';
import { Contained } from '@paddock/ui';
import { SiteAudience, SitePixel } from './site-analytics';

export interface SiteExtrasProps {
  analytics: AnalyticsSettings;
  live: { url: string; idleTimeout: number };
}

/**
 * What every page has once it is interactive and nothing renders on the server: the consent banner
 * (and its preferences on `#cookie`), the audience measurement and the pixel that wait for consent,
 * and the live notifications' stream and toast. Loaded after hydration, so a page's first JavaScript
 * stays small. Each is contained on its own: whatever fails in one (a data layer another script broke,
 * a stream that answers garbage) is logged and left out, and never takes the page or the others with it.
 */
export default function SiteExtras({ analytics, live }: SiteExtrasProps) {
  return (
    <>
      <Contained name="consent">
        <ConsentManager />
      </Contained>
      <Contained name="analytics">
        <SiteAudience settings={analytics} />
      </Contained>
      <Contained name="pixel">
        <SitePixel settings={analytics} />
      </Contained>
      <Contained name="live notifications">
        <LiveNotifications url={live.url} idleTimeout={live.idleTimeout} />
      </Contained>
    </>
  );
}
