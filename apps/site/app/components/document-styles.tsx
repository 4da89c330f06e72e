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

let present: Set<string> | undefined;

/**
 * The stylesheets the document holds: those the server wrote into it (React joins their URLs), then
 * those `loadStylesheets` linked.
 */
function inDocument(): Set<string> {
  present ??= new Set(
    [...document.querySelectorAll(`style[data-precedence="${precedence}"]`)].flatMap(
      (style) => style.getAttribute('data-href')?.split(' ') ?? [],
    ),
  );
  return present;
}

/**
 * Links the stylesheets of `hrefs` the document lacks into the head, after its others (the cascade's
 * order), and resolves once each has loaded or failed. The root's client middleware waits for it
 * before a client-side navigation shows its page: a new block type is styled from its first frame,
 * as React does itself for the `<link precedence>` that `Stylesheets` renders (the middleware runs
 * only in a build with Preact, `vite/preact-browser.ts`, which does not).
 */
export function loadStylesheets(hrefs: readonly string[]): Promise<void> {
  const held = inDocument();
  const loads = [...new Set(hrefs)]
    .filter((href) => !held.has(href))
    .map((href) => {
      held.add(href);
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.dataset['precedence'] = precedence;
      const loaded = new Promise<void>((resolve) => {
        link.onload = link.onerror = () => resolve();
      });
      const group = document.head.querySelectorAll(`[data-precedence="${precedence}"]`);
      const last = group[group.length - 1];
      if (last) last.after(link);
      else document.head.append(link);
      return loaded;
    });
  return Promise.all(loads).then(() => undefined);
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
    if (typeof document !== 'undefined' && inDocument().has(href)) return null;
    return <link key={href} rel="stylesheet" href={href} precedence={precedence} />;
  });
}

/** Route data that names its page's stylesheets (`styles`, from `pageStylesheets` of the server). */
export function stylesOf(data: unknown): readonly string[] {
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
