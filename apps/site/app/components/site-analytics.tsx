import { useLingui } from '@lingui/react';
import { accountAtom } from '@paddock/account';
import {
  useAudienceMeasurement,
  useSocialPixel,
  type AnalyticsSettings,
} from '@paddock/analytics/react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';

/**
 * The site's audience measurement, only with the visitor's consent (see @paddock/analytics): the tag
 * manager, click tracking and a virtual page view per route change with the member's login status.
 */
export function SiteAudience({ settings }: { settings: AnalyticsSettings }) {
  const { pathname, search } = useLocation();
  const { i18n } = useLingui();
  const { user } = useAtomValue(accountAtom);
  useAudienceMeasurement(settings, {
    path: `${pathname}${search}`,
    locale: i18n.locale,
    context: { loginStatus: user ? 'login' : 'logout' },
  });
  return null;
}

/** The site's social pixel, only with marketing consent: a page view per route change. */
export function SitePixel({ settings }: { settings: AnalyticsSettings }) {
  const { pathname, search } = useLocation();
  useSocialPixel(settings, { path: `${pathname}${search}` });
  return null;
}
