// The public face of @paddock/site-shell.
export { NotFound, type NotFoundProps } from './not-found/not-found.js';
export { ContentUnavailable } from './content-unavailable/content-unavailable.js';
export { SiteHeader, type HeaderMenus, type SiteHeaderProps } from './site-header/site-header.js';
export { EventLogo, type EventLogoProps } from './brand/event-logo.js';
export { OrganiserLogo, type OrganiserLogoProps } from './brand/organiser-logo.js';
export { PageFrame, type PageFrameProps } from './page-frame/page-frame.js';
export {
  layoutTraits,
  type ContentWidth,
  type LayoutTraits,
  type MenuDisplay,
} from './page-frame/layouts.js';
export { MenuPanel, type MenuPanelProps } from './menu-panel/menu-panel.js';
export {
  SiteFooter,
  type FooterLinkProps,
  type SiteFooterProps,
} from './site-footer/site-footer.js';
export { PartnerStrip, type PartnerStripProps } from './partner-strip/partner-strip.js';
export { AlertBanner, hasAlertClass, type AlertBannerProps } from './alert-banner/alert-banner.js';
export { currentAlert } from './alert-banner/current-alert.js';
export { dismissedAlertsKey } from './alert-banner/dismissed-alerts.js';
export { LocaleSwitcher, type LocaleSwitcherProps } from './locale-switcher/locale-switcher.js';
export { mobileMediaQuery, useIsMobile } from './media/use-is-mobile.js';
export { ConsentManager } from './consent/consent-banner.js';
export { siteShellModals } from './consent/consent-modals.js';
export {
  LiveNotifications,
  type LiveNotificationsProps,
} from './notifications/live-notifications.js';
export {
  NotificationToast,
  type NotificationToastProps,
} from './notifications/notification-toast.js';
export {
  activityEvents,
  startLiveConnection,
  type LiveConnectionOptions,
  type LiveState,
} from './notifications/live-connection.js';
export { siteShellCatalog } from './i18n.js';
