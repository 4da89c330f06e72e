import type { contentSchemas } from '../contracts/route-schemas.js';
import type { Described, DescriptionsOf } from '../route-table.js';

/** The content service: sites, menus, alerts, pages, partners, the ticket catalogue (SPEC §7). */
const content = {
  sites: { method: 'GET', path: 'sites' },
  menu: { method: 'GET', path: 'menu/:site/:identifier' },
  alerts: { method: 'GET', path: 'alerts' },
  socialNetworks: { method: 'GET', path: ':site/social-networks' },
  ticketAvailabilities: { method: 'GET', path: 'ticket-availabilities' },
  wording: { method: 'GET', path: 'wording/:listIdentifier' },
  footer: { method: 'GET', path: 'footer' },
  pages: { method: 'GET', path: 'pages/:site' },
  page: { method: 'GET', path: 'page/:site/:identifier/i18n/:locale' },
  partnerCategories: { method: 'GET', path: 'partner-categories/:site' },
  tickets: { method: 'GET', path: 'tickets' },
  ticketPackages: { method: 'GET', path: 'ticket-packages' },
  ticketInfo: { method: 'GET', path: 'cart_info/:secutixId' },
  /**
   * Draft content is for previewers: the back office, holding the preview secret (bearer), is granted a
   * short-lived session for a previewer…
   */
  createPreviewSession: { method: 'POST', path: 'bo/preview-sessions', bearer: true },
  /** …which the site checks here (the session in `x-preview-token`): 200 while valid, else 401. */
  previewSession: { method: 'GET', path: 'preview-session' },
  standCategories: { method: 'GET', path: 'ticket/:secutixId/stands' },
  venue: { method: 'GET', path: 'venue/:site' },
  venueBlockSeats: { method: 'GET', path: 'venue/:site/blocks/:blockId' },
  ticketCrossSells: { method: 'GET', path: 'ticket/:secutixId/cross-sells' },
  packageCrossSells: { method: 'GET', path: 'ticket-package/:secutixId/cross-sells' },
  // Live data the browser asks for after hydration (SPEC §7 /live/{site}, /news, /event/locator/events,
  // /{site}/program-events) and the posts of a social wall.
  liveTiming: { method: 'GET', path: 'live/:site' },
  newsFeed: { method: 'GET', path: 'news/feed/:site' },
  locatorEvents: { method: 'GET', path: 'event/locator/events' },
  programEvents: { method: 'GET', path: ':site/program-events' },
  socialPosts: { method: 'GET', path: ':site/social-posts' },
  // The forms: a receipt, or a 422 `formRefusal` naming the refused fields.
  contact: { method: 'POST', path: 'contact' },
  submitForm: { method: 'POST', path: 'form/:formIdentifier/i18n/:locale' },
} as const satisfies DescriptionsOf<typeof contentSchemas>;

export const contentRouteTable: Described<typeof content, typeof contentSchemas> = content;
export type ContentRouteTable = typeof contentRouteTable;
