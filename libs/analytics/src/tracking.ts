/**
 * The click tracking rules of SPEC §9: which click on a link becomes which data-layer event.
 * - an element marked `data-track="<event>"` (contact_delegation, share_article, contact_form, search…)
 *   gives its event (a delegation's email and phone links are `contact_delegation`);
 * - other `mailto:` and `tel:` links are their own events (`mailto`, `tel`), never click events;
 * - a file (by its address, its `download` attribute or its label) is a `file_download`;
 * - a link of the menus or the footer is a `clic_menu` or a `clic_footer`;
 * - links starting with a slash and links to the main site are skipped;
 * - links to the organiser's other domains are `internal_clic`; any other web link `external_clic`.
 */

export const trackedEvents = [
  'clic_menu',
  'clic_footer',
  'internal_clic',
  'contact_delegation',
  'share_article',
  'contact_form',
  'file_download',
  'search',
  'external_clic',
  'mailto',
  'tel',
] as const;
export type TrackedEvent = (typeof trackedEvents)[number];

export interface TrackingRules {
  /** The main site's origin (`https://www.24h-lemans.com`): its links are skipped. */
  mainSite: string;
  /** The organiser's domains (`lemans.org`, `24h-lemans.com`…): their subdomains count too. */
  ownedDomains: readonly string[];
}

/** What the rules need to know of a clicked link. */
export interface ClickedLink {
  href: string;
  /** Its visible text or accessible name. */
  label: string;
  /** Where it is: in a menu, in the footer, elsewhere. */
  zone?: 'menu' | 'footer' | undefined;
  /** A `data-track` event on the link or an ancestor. */
  explicit?: string | undefined;
  /** It has a `download` attribute. */
  download?: boolean | undefined;
}

export interface ClickEvent {
  event: TrackedEvent;
  clickUrl: string;
  clickText: string;
}

const fileExtensions =
  /\.(pdf|zip|rar|7z|docx?|xlsx?|pptx?|odt|ods|csv|txt|ics|gpx|kmz?|mp3|mp4|mov|jpe?g|png|gif|webp|svg)$/i;
const downloadLabel = /\b(t[ée]l[ée]charger|download|pdf)\b/i;

function isTracked(event: string): event is TrackedEvent {
  return (trackedEvents as readonly string[]).includes(event);
}

function isOwned(host: string, domains: readonly string[]): boolean {
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** The event a click on `link` makes, or null when it is not tracked. */
export function classifyClick(link: ClickedLink, rules: TrackingRules): ClickEvent | null {
  const href = link.href.trim();
  const of = (event: TrackedEvent): ClickEvent => ({
    event,
    clickUrl: href,
    clickText: link.label.trim(),
  });
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (link.explicit && isTracked(link.explicit)) return of(link.explicit);
  if (scheme === 'mailto') return of('mailto');
  if (scheme === 'tel') return of('tel');

  let url: URL;
  try {
    url = new URL(href, rules.mainSite);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (link.download || fileExtensions.test(url.pathname) || downloadLabel.test(link.label)) {
    return of('file_download');
  }
  if (link.zone === 'menu') return of('clic_menu');
  if (link.zone === 'footer') return of('clic_footer');
  if (href.startsWith('/') || href.startsWith('#') || href.startsWith('?')) return null;
  const main = new URL(rules.mainSite);
  if (url.host === main.host) return null;
  return of(isOwned(url.hostname, rules.ownedDomains) ? 'internal_clic' : 'external_clic');
}

/** What `classifyClick` needs, read from a clicked element of the page. */
export function clickedLinkOf(target: Element): ClickedLink | null {
  const link = target.closest('a[href]');
  if (!link) return null;
  // The site's chrome marks its menus and its footer with `data-track-zone`.
  const zone = link.closest('[data-track-zone]')?.getAttribute('data-track-zone');
  return {
    href: link.getAttribute('href') ?? '',
    label: (link.getAttribute('aria-label') ?? link.textContent ?? '').replace(/\s+/g, ' '),
    zone: zone === 'menu' || zone === 'footer' ? zone : undefined,
    explicit: link.closest('[data-track]')?.getAttribute('data-track') ?? undefined,
    download: link.hasAttribute('download'),
  };
}

/**
 * Tracks the page's link clicks: each tracked click is handed to `push`. Returns the function that
 * stops listening.
 */
export function watchClicks(
  doc: Document,
  rules: TrackingRules,
  push: (event: ClickEvent) => void,
): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target ? clickedLinkOf(target) : null;
    const tracked = link ? classifyClick(link, rules) : null;
    if (tracked) push(tracked);
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
