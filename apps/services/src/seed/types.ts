/**
 * The shape of the seed: everything the local services hold on a fresh start, typed with the contract
 * types (and validated with their schemas by seed.spec.ts). Plain data, no storage concerns.
 */
import type {
  Alert,
  Footer,
  Locale,
  Menu,
  Page,
  PartnerCategory,
  Site,
  SiteId,
  SocialNetwork,
  StandCategory,
  Ticket,
  TicketInfo,
  TicketPackage,
  WordingList,
  CrossSell,
} from '@paddock/api-clients/contracts';
import type { NewsArticle } from '@paddock/api-clients/news';
import type { LiveSeed } from './live';

export interface SeedOptions {
  /** The public URL of the content service's static assets, e.g. http://localhost:3100/content/assets. */
  assetsUrl: string;
  /** The public URL of the account site's pages, e.g. http://localhost:3100/account. */
  accountSiteUrl: string;
  /** "Now" for dates relative to the seeding day (the current alert is current). */
  now: Date;
  /** How long the cart service keeps a cart after an add (its `CART_TTL_SECONDS`): the pages say so. */
  cartTtlSeconds: number;
}

export interface DemoAccount {
  email: string;
  password: string;
  /** `password` as stored (`scrypt$N$r$p$salt$hash`). */
  passwordHash: string;
  firstname: string;
  lastname: string;
  phone: string;
  address1: string;
  city: string;
  postcode: string;
  country: string;
  bouquets: { name: string; dateEnd: string }[];
}

export interface Seed {
  sites: Site[];
  menus: { site: SiteId; locale: Locale; menu: Menu }[];
  footers: { site: SiteId; locale: Locale; footer: Footer }[];
  socialNetworks: { site: SiteId; locale: Locale; networks: SocialNetwork[] }[];
  partnerCategories: { site: SiteId; locale: Locale; categories: PartnerCategory[] }[];
  alerts: { site: SiteId; locale: Locale; alert: Alert }[];
  /** Every page in every locale; `draft` pages are the unpublished versions (served only with a preview token). */
  pages: { page: Page; draft?: Page }[];
  /** Every news article in every locale, newest first. */
  newsArticles: NewsArticle[];
  wordingLists: { locale: Locale; list: WordingList }[];
  tickets: Ticket[];
  packages: TicketPackage[];
  ticketInfos: TicketInfo[];
  standCategories: { ticketSecutixId: string; categories: StandCategory[] }[];
  crossSells: { ticketSecutixId?: string; packageSecutixId?: string; crossSell: CrossSell }[];
  /** Development only: never created in production mode. */
  demoAccounts: DemoAccount[];
  /** The races' entry lists, the news feeds and the organiser's events (seed/live.ts). */
  live: LiveSeed;
}
