import type { Block } from '@paddock/api-clients/contracts';

/**
 * A block that is only HTML (`blockInteractivity`), as a page's data carries it to the browser: its
 * frame (id, type, anchor, style, tone) and none of its data. The browser never loads its type's code:
 * it keeps the server's HTML of the block, or shows `html` when the server sent it (a client-side
 * navigation, where no server HTML is in the document).
 */
export interface StaticBlock extends Omit<Block, 'data'> {
  static: true;
  html?: string | undefined;
}

/** What a page renders: whole blocks (hydrated in the browser) and static ones. */
export type PageBlock = Block | StaticBlock;

export function isStaticBlock(block: PageBlock): block is StaticBlock {
  return 'static' in block && block.static === true;
}

/** The attribute that marks a static block's inner element, valued with the block's id. */
export const staticBlockAttribute = 'data-static-block';

/** The HTML the server rendered in each static block of the document, read once before React. */
const serverHtml = new Map<string, string>();

function serverHtmlOf(id: string): string {
  let html = serverHtml.get(id);
  if (html === undefined) {
    const element =
      typeof document === 'undefined'
        ? null
        : document.querySelector(`[${staticBlockAttribute}="${CSS.escape(id)}"]`);
    html = element?.innerHTML ?? '';
    serverHtml.set(id, html);
  }
  return html;
}

/**
 * A static block's inner element in the browser. Hydrating, React leaves an element with
 * `dangerouslySetInnerHTML` as the server wrote it (nothing inside is compared or re-rendered); the
 * HTML is read from the document all the same, so that a later mount (React rendering the page again
 * after an error) shows the block rather than an empty frame.
 */
export function StaticHtml({
  id,
  html,
  className,
}: {
  id: string;
  html: string | undefined;
  className: string | undefined;
}) {
  return (
    <div
      className={className}
      {...{ [staticBlockAttribute]: id }}
      dangerouslySetInnerHTML={{ __html: html ?? serverHtmlOf(id) }}
      suppressHydrationWarning
    />
  );
}
