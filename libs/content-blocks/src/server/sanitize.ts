import type { Block } from '@paddock/api-clients/contracts';
import sanitize from 'sanitize-html';

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

const options: sanitize.IOptions = {
  allowedTags: editorialTags,
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
  },
  // No javascript:, data: or protocol-relative links.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, { target, rel, ...attribs }) => {
      const safeTarget = target === '_blank' || target === '_self' ? target : undefined;
      const safeRelation = safeRel(safeTarget, rel);
      return {
        tagName,
        attribs: {
          ...attribs,
          ...(safeTarget ? { target: safeTarget } : {}),
          ...(safeRelation ? { rel: safeRelation } : {}),
        },
      };
    },
  },
};

/** Editorial HTML from the CMS, cut down to the tags and links a page may show. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
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
