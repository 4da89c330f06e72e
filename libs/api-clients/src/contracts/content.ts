import * as z from 'zod/mini';
import { dateTime, link, locale, localized, picture, siteId } from './common.js';

const text = z.string().check(z.minLength(1));

/** A site of the organiser (SPEC §1): identifier, title, colour and href. */
export const site = z.object({
  identifier: siteId,
  title: text,
  colour: z.string().check(z.regex(/^#[0-9a-f]{6}$/i)),
  href: text,
});
export type Site = z.infer<typeof site>;

export interface MenuItem {
  link: z.infer<typeof link>;
  custom?: { background?: string | undefined } | undefined;
  children?: MenuItem[] | undefined;
}
export const menuItem: z.ZodMiniType<MenuItem> = z.lazy(() =>
  z.object({
    link,
    custom: z.optional(z.object({ background: z.optional(z.string()) })),
    children: z.optional(z.array(menuItem)),
  }),
);

/** A menu of a site (`main`, `top`, `footer`…): items with link, custom background and sub-menus. */
export const menu = z.object({
  identifier: text,
  items: z.array(menuItem),
});
export type Menu = z.infer<typeof menu>;

/** The footer: link columns (each a link with children), logos and the copyright line. */
export const footer = z.object({
  items: z.array(z.object({ link, children: z.array(z.object({ link })) })),
  logos: z._default(z.array(z.object({ picture, href: text })), []),
  copyright: z.string(),
});
export type Footer = z.infer<typeof footer>;

export const socialNetwork = z.object({
  identifier: text,
  link,
});
export type SocialNetwork = z.infer<typeof socialNetwork>;

export const alert = z.object({
  uuid: z.uuid(),
  text: text,
  start: dateTime,
  end: dateTime,
  link: z.optional(link),
});
export type Alert = z.infer<typeof alert>;

export const partner = z.object({
  uid: text,
  href: text,
  logoPicture: picture,
});
export type Partner = z.infer<typeof partner>;

export const partnerCategory = z.object({
  title: text,
  inFooter: z.boolean(),
  children: z.array(partner),
});
export type PartnerCategory = z.infer<typeof partnerCategory>;

/** The page layouts of SPEC §2. */
export const menuLayout = z.enum([
  'default',
  'home',
  'news',
  'ticketing-with-menu',
  'ticketing-home',
  'sea',
  'tickets',
  'none',
  'live',
  'app-push',
  'condensed',
]);
export type MenuLayout = z.infer<typeof menuLayout>;

/** Every content block type of SPEC §2. */
export const blockTypes = [
  'alternating-list',
  'category-links',
  'event-list',
  'cross-sell',
  'editorial',
  'form',
  'gallery',
  'highlighted-tickets',
  'hospitalities',
  'hospitality-category',
  'hover-cards',
  'intro-shop',
  'media-intro',
  'menu-tickets',
  'mixed-contributor-block',
  'news-full',
  'news-section',
  'partners',
  'program',
  'program-full',
  'PUSH_EDITO',
  'rich-text',
  'shared-content',
  'social-wall',
  'strate-ticketing-pushes',
  'title',
  'title-text',
  'title-text-push',
  'ticket-page',
  'tickets-comparator',
  'tickets-grid-with-filters',
  'tickets-menu',
  'ticket-perks',
  'ticketing-summary',
  'youtube',
  'key-figures',
  'governance',
  'figures-text-push',
  'basic-card-grid',
  'modal-grid',
  'event-card-slider',
  'splash-text',
  'legacy-hospitality-list',
  'card-description-list',
  'lemans-category',
  'rss-feed-list',
  'drivers',
  'live-moto',
  'live-auto',
  'iframe',
  'mosaic-blocks',
  'experience-app-push',
  'event-locator',
  'services',
  'seminar-map',
  'seminar-configurator',
  'seminar-activity-filter',
  'entity-presentation-sheet',
  'delegations-territoriales',
  'image-text-grid',
  'sea-palmares',
  'centered-title-text',
  'sea-presentation',
  'sea-projects',
  'trophy-list',
  'animation',
] as const;
export const blockType = z.enum(blockTypes);
export type BlockType = z.infer<typeof blockType>;

/**
 * An editorial block of a page. Its `data` is the block type's own content, which the block registry
 * (@paddock/content-blocks) validates and renders; here it is any JSON object.
 */
export const block = z.object({
  id: text,
  type: blockType,
  style: z.optional(z.enum(['primary', 'secondary', 'rse'])),
  tone: z.optional(z.enum(['light', 'dark', 'green'])),
  /** The block's anchor: its element id, so `#anchor` links scroll to it. */
  anchor: z.optional(z.string().check(z.regex(/^[A-Za-z][\w-]*$/))),
  data: z.record(z.string(), z.unknown()),
});
export type Block = z.infer<typeof block>;

export const localizedPaths = z.object({
  fr: z.string().check(z.startsWith('/')),
  en: z.string().check(z.startsWith('/')),
});
export type LocalizedPaths = z.infer<typeof localizedPaths>;

/** A page of a site in one locale (SPEC §3). */
export const page = z.object({
  identifier: text,
  site: siteId,
  locale,
  wording: z.record(z.string(), z.string()),
  metadata: z.object({ crawlable: z.boolean(), hidePartnersFooter: z.boolean() }),
  localizedPaths,
  meta: z.object({
    title: text,
    description: z.string(),
    image: z.optional(z.string()),
  }),
  templateOptions: z.object({ menuLayout }),
  blocks: z.array(block),
});
export type Page = z.infer<typeof page>;

/** One line of `GET pages/{site}`: where each page lives, to find the page of a path. */
export const pageSummary = z.pick(page, { identifier: true, localizedPaths: true, metadata: true });
export type PageSummary = z.infer<typeof pageSummary>;

/** A wording list: CMS texts by key, in one locale. */
export const wordingList = z.object({
  identifier: text,
  entries: z.record(z.string(), z.string()),
});
export type WordingList = z.infer<typeof wordingList>;

/** A real-time notification (event `notification` of the stream); it shows for `duration` ms. */
export const notification = z.object({
  uuid: z.uuid(),
  text: text,
  duration: z.number().check(z.int(), z.positive()),
  link: z.optional(link),
  publishedAt: dateTime,
});
export type Notification = z.infer<typeof notification>;

/** Names of the events of the stream, with the JSON each carries. */
export const streamEvents = { notification } as const;
export type StreamEventName = keyof typeof streamEvents;

export const localizedName = localized(z.object({ name: text }));

/** The shape of a preview session as the content service writes them (the site forwards no other). */
export const previewSessionToken = z.string().check(z.regex(/^[\w.-]{16,512}$/));

/** A previewer's session, as the content service confirms it: good until `expiresAt`. */
export const previewSession = z.object({ expiresAt: dateTime });
export type PreviewSession = z.infer<typeof previewSession>;

/** A preview session the back office was granted, to hand to a previewer. */
export const previewSessionGrant = z.extend(previewSession, { token: previewSessionToken });
export type PreviewSessionGrant = z.infer<typeof previewSessionGrant>;
