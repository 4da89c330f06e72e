import type { Block } from '@paddock/api-clients/contracts';
import DOMPurify, { type Config } from 'isomorphic-dompurify';

/** Tags of editorial text; everything else is dropped (the text of `script` and `style` with it). */
const editorialTags = [
  'p',
  'a',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'br',
  'blockquote',
];

/** The only attributes kept, and only on links. */
const linkAttributes = ['href', 'target', 'rel'];

/** No javascript:, data: or protocol-relative links. */
const allowedSchemes = ['http', 'https', 'mailto', 'tel'];

/**
 * DOMPurify parses the HTML as a browser would and removes every other tag and attribute, and the
 * content of script, style, iframe, svg, math, template, noscript, xmp and the like (to which we add
 * textarea and option, whose text sanitize-html dropped too). Its own check of link addresses is
 * narrowed to our schemes; `isSafeHref` below has the last word.
 */
const purifyConfig = {
  ALLOWED_TAGS: editorialTags,
  ALLOWED_ATTR: linkAttributes,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ADD_FORBID_CONTENTS: ['textarea', 'option'],
  RETURN_DOM_FRAGMENT: true,
} satisfies Config;

/**
 * The address check sanitize-html applied (launder's `naughtyHref`): ignore the characters browsers
 * skip inside an address (controls, spaces, and U+FFFD, which the HTML parser puts for a NUL) and
 * `<!-- -->` comments, then allow no scheme but ours, and no protocol-relative address.
 */
function isSafeHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  let url = href.replace(/[\u0000-\u0020\uFFFD]+/g, '');
  for (;;) {
    const start = url.indexOf('<!--');
    const end = start === -1 ? -1 : url.indexOf('-->', start + 4);
    if (end === -1) break;
    url = url.slice(0, start) + url.slice(end + 3);
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(url)?.[1];
  if (scheme === undefined) return !/^[/\\]{2}/.test(url);
  return allowedSchemes.includes(scheme.toLowerCase());
}

/** A link that opens a new tab must not give that tab a handle on this one. */
function safeRel(target: string | undefined, rel: string | undefined): string | undefined {
  const tokens = new Set((rel ?? '').toLowerCase().split(/\s+/).filter(Boolean));
  tokens.delete('opener');
  if (target === '_blank') {
    tokens.add('noopener');
    tokens.add('noreferrer');
  }
  return tokens.size > 0 ? [...tokens].join(' ') : undefined;
}

/** A link's attributes, in this order: a safe, non-empty href, a target of _blank or _self, a safe rel. */
function linkAttributesOf(link: Element): [string, string][] {
  const href = link.getAttribute('href');
  const target = link.getAttribute('target') ?? undefined;
  const safeTarget = target === '_blank' || target === '_self' ? target : undefined;
  const safeRelation = safeRel(safeTarget, link.getAttribute('rel') ?? undefined);
  const attributes: [string, string][] = [];
  if (href && isSafeHref(href)) attributes.push(['href', href]);
  if (safeTarget) attributes.push(['target', safeTarget]);
  if (safeRelation) attributes.push(['rel', safeRelation]);
  return attributes;
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

const htmlNamespace = 'http://www.w3.org/1999/xhtml';

/**
 * The sanitized tree as HTML, written here rather than by `innerHTML` so the markup stays the one the
 * site has always rendered (`<br />`, links' attributes in a fixed order, only `&`, `<`, `>` and, in
 * attributes, `"` escaped). Anything but text and editorial elements is left out.
 */
function serialize(nodes: NodeListOf<ChildNode>): string {
  let html = '';
  for (const node of nodes) {
    if (node.nodeType === 3) {
      html += escapeText(node.textContent ?? '');
      continue;
    }
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    const tag = element.localName;
    if (element.namespaceURI !== htmlNamespace || !editorialTags.includes(tag)) continue;
    const attributes = tag === 'a' ? linkAttributesOf(element) : [];
    const open = `<${tag}${attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')}`;
    html += tag === 'br' ? `${open} />` : `${open}>${serialize(element.childNodes)}</${tag}>`;
  }
  return html;
}

/**
 * Sanitized HTML by its source. A page's texts come back on every request, and parsing them in jsdom
 * takes milliseconds where a lookup takes nothing; the oldest entry goes when the map is full.
 */
const sanitizedBySource = new Map<string, string>();
const rememberedSources = 500;

/** Editorial HTML from the CMS, cut down to the tags and links a page may show. */
export function sanitizeHtml(html: string): string {
  const known = sanitizedBySource.get(html);
  if (known !== undefined) return known;
  const sanitized = serialize(DOMPurify.sanitize(html, purifyConfig).childNodes);
  if (sanitizedBySource.size >= rememberedSources) {
    sanitizedBySource.delete(sanitizedBySource.keys().next().value as string);
  }
  sanitizedBySource.set(html, sanitized);
  return sanitized;
}

/** A key whose string value is HTML: `html`, or a name ending in `Html` (`introHtml`). */
const isHtmlKey = (key: string) => key === 'html' || key.endsWith('Html');

function sanitizeValue(value: unknown, key: string | undefined): unknown {
  if (typeof value === 'string') {
    return key !== undefined && isHtmlKey(key) ? sanitizeHtml(value) : value;
  }
  if (Array.isArray(value)) {
    return value.map((item) => sanitizeValue(item, undefined));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, sanitizeValue(item, name)]),
    );
  }
  return value;
}

/**
 * The blocks with every HTML field of their data sanitized, at any depth. Run it on the server, on the
 * page the content service returned, before the blocks are rendered or sent to the browser.
 */
export function sanitizeBlocks(blocks: readonly Block[]): Block[] {
  return blocks.map((block) => ({
    ...block,
    data: sanitizeValue(block.data, undefined) as Block['data'],
  }));
}
