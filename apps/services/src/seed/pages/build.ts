/**
 * How the seed writes pages and blocks.
 *
 * A page is defined once with its content per locale and emitted in fr and en with the same
 * `localizedPaths`. Block `data` is free JSON for the block registry; the seed keeps to a few
 * conventions so the blocks read alike:
 * - `title`, `subtitle`, `text` (plain, line breaks kept) or `html` (simple HTML: p, strong, em, a,
 *   ul/li); as @paddock/content-blocks reads them, `title` has `title`, `title-text` has `title` and
 *   `text` (and `kind` info or legal), `rich-text` has `html`;
 * - `picture`: a contract Picture; `pictures`: a list of them;
 * - `cta` / `ctas`: `{ text, href, style, target? }` with a CTA style of SPEC §2;
 * - `ticketSecutixIds` / `packageSecutixIds`: catalogue references (seed.spec.ts checks they exist);
 * - `items`: the block's repeated entries; `layout`, `kind`, `alignment`: the variants of SPEC §2.
 */
import type {
  Block,
  BlockType,
  Locale,
  LocalizedPaths,
  MenuLayout,
  Page,
  SiteId,
} from '@paddock/api-clients/contracts';
import { locales } from '../context';

export const ctaStyles = [
  'light',
  'simple-light',
  'dark',
  'primary',
  'transparent',
  'avis',
] as const;
export type CtaStyle = (typeof ctaStyles)[number];

export interface Cta {
  text: string;
  href: string;
  style: CtaStyle;
  target?: '_blank';
}

export function cta(text: string, href: string, style: CtaStyle, newTab = false): Cta {
  return { text, href, style, ...(newTab ? { target: '_blank' as const } : {}) };
}

export function block(
  id: string,
  type: BlockType,
  data: Record<string, unknown>,
  variants: Pick<Block, 'style' | 'tone' | 'anchor'> = {},
): Block {
  return { id, type, ...variants, data };
}

/** The block with its id as its anchor, for the `#id` links of menus and footers. */
export function anchored(block: Block): Block {
  return { ...block, anchor: block.id };
}

export interface PageContent {
  title: string;
  description: string;
  image?: string;
  wording?: Record<string, string>;
  blocks: Block[];
}

export interface PageDef {
  identifier: string;
  site: SiteId;
  paths: LocalizedPaths;
  layout: MenuLayout;
  crawlable?: boolean;
  hidePartnersFooter?: boolean;
  content(locale: Locale): PageContent;
  /** An unpublished version, served with `draft=1` and a preview token. */
  draft?(locale: Locale): PageContent;
}

function pageOf(def: PageDef, locale: Locale, content: PageContent): Page {
  return {
    identifier: def.identifier,
    site: def.site,
    locale,
    wording: content.wording ?? {},
    metadata: {
      crawlable: def.crawlable ?? true,
      hidePartnersFooter: def.hidePartnersFooter ?? false,
    },
    localizedPaths: def.paths,
    meta: {
      title: content.title,
      description: content.description,
      ...(content.image ? { image: content.image } : {}),
    },
    templateOptions: { menuLayout: def.layout },
    blocks: content.blocks,
  };
}

/** A page definition as the seed's entries: one per locale, with its draft when it has one. */
export function emitPage(def: PageDef): { page: Page; draft?: Page }[] {
  return locales.map((locale) => {
    const page = pageOf(def, locale, def.content(locale));
    return def.draft ? { page, draft: pageOf(def, locale, def.draft(locale)) } : { page };
  });
}

/** `t(locale, 'Français', 'English')`. */
export function t(locale: Locale, fr: string, en: string): string {
  return locale === 'fr' ? fr : en;
}

/** Prices in thousandths as text: `euros(85000, 'fr')` → `85 €`. */
export function euros(thousandths: number, locale: Locale): string {
  const value = thousandths / 1000;
  return locale === 'fr'
    ? `${value.toLocaleString('fr-FR')} €`
    : `€${value.toLocaleString('en-GB')}`;
}

/** A duration in whole minutes, in words of the locale: `duration(1800, 'en')` → `30 minutes`. */
export function duration(seconds: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
    maximumFractionDigits: 0,
  }).format(seconds / 60);
}

/** The edition of the race held in `year` (first in 1923; none in 1936 nor 1940–1948). */
export function editionOf(year: number): number {
  return year - 1923 + 1 - 10;
}

/** `ordinal(95, 'fr')` → `95e`, `ordinal(95, 'en')` → `95th`. */
export function ordinal(n: number, locale: Locale): string {
  if (locale === 'fr') return n === 1 ? '1re' : `${n}e`;
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
