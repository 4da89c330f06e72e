// The React bindings of @paddock/analytics: the consent as state, and the page's tracking.
export {
  useConsent,
  useConsentChoice,
  useConsentPreferencesRequest,
  useTrackEvent,
} from './use-consent.js';
export {
  useAnalytics,
  useAudienceMeasurement,
  useSocialPixel,
  type AnalyticsPage,
  type AnalyticsSettings,
} from './use-analytics.js';
