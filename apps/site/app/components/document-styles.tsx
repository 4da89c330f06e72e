import { createContext, useContext } from 'react';
import { useMatches } from 'react-router';
import type { PageStylesheets } from '../../vite/page-styles';
import { useNonce } from '../lib/nonce';

/**
 * The build's stylesheets and their rules (`virtual:paddock/page-styles`), given by the server's entry
 * to its render; the browser has none (it keeps the rules the document came with).
 */
export const StylesheetsContext = createContext<Pick<PageStylesheets, 'rules' | 'root'>>({
  rules: {},
  root: [],
});

/** React keeps one group of stylesheets in the head, in the order the page renders them. */
const precedence = 'paddock';

let written: ReadonlySet<string> | undefined;

/** The stylesheets the server wrote into the document the browser loaded (React joins their URLs). */
function writtenByServer(): ReadonlySet<string> {
  written ??= new Set(
    [...document.querySelectorAll(`style[data-precedence="${precedence}"]`)].flatMap(
      (style) => style.getAttribute('data-href')?.split(' ') ?? [],
    ),
  );
  return written;
}

/**
 * Stylesheets, in cascade order: on the server, their rules written into the document's head, so the
 * first paint waits for no stylesheet download; in the browser, those the document lacks, linked and
 * hoisted into the head by React, which holds a client-side navigation until they have loaded (nothing
 * shows unstyled, nothing shifts as they arrive).
 */
export function Stylesheets({ hrefs }: { hrefs: readonly string[] }) {
  const { rules } = useContext(StylesheetsContext);
  const nonce = useNonce();
  return hrefs.map((href) => {
    const text = rules[href];
    if (text !== undefined) {
      // React writes them all into one <style> with the render's style nonce (entry.server.tsx), and
      // leaves out one that does not carry it.
      return (
        <style key={href} href={href} precedence={precedence} nonce={nonce}>
          {text}
        </style>
      );
    }
    if (typeof document !== 'undefined' && writtenByServer().has(href)) return null;
    return <link key={href} rel="stylesheet" href={href} precedence={precedence} />;
  });
}

/** Route data that names its page's stylesheets (`styles`, from `pageStylesheets` of the server). */
function stylesOf(data: unknown): readonly string[] {
  if (typeof data !== 'object' || data === null || !('styles' in data)) return [];
  const { styles } = data;
  return Array.isArray(styles) && styles.every((each) => typeof each === 'string') ? styles : [];
}

/**
 * Every stylesheet of the document: the root's (each document has them, whatever failed), then those
 * the loaders of the matched routes name (the route's, the page's block types').
 */
export function DocumentStyles() {
  const { root } = useContext(StylesheetsContext);
  const matches = useMatches();
  return <Stylesheets hrefs={[...root, ...matches.flatMap((match) => stylesOf(match.data))]} />;
}
