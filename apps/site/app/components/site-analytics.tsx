import { useLingui } from '@lingui/react';
import { accountAtom } from '@paddock/account';
import { useAnalytics, type AnalyticsSettings } from '@paddock/analytics/react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';

/**
 * The site's audience measurement, each tag only with the visitor's consent (see @paddock/analytics):
 * a virtual page view per route change with the member's login status, click tracking, the pixel.
 */
export function SiteAnalytics({ settings }: { settings: AnalyticsSettings }) {
  const { pathname, search } = useLocation();
  const { i18n } = useLingui();
  const { user } = useAtomValue(accountAtom);
  useAnalytics(settings, {
    path: `${pathname}${search}`,
    locale: i18n.locale,
    context: { loginStatus: user ? 'login' : 'logout' },
  });
  return null;
}
