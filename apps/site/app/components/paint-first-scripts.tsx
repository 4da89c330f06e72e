/**
 * React Router's scripts, fetched and run once the page is painted. Its `<Scripts>` links every
 * module the page runs (`modulepreload`, hoisted into the head) and ends on an inline `async` module
 * that imports the route modules (and, through them, the chunk every page runs) and then the client
 * entry. The browser then fetches 110 KB of scripts beside the HTML, its typeface and its first
 * picture, and evaluates them as soon as they are there: on a fast network, or from a returning
 * visitor's cache, before it has shown the server's HTML at all.
 *
 * Here the page is painted first: the inline module waits for one painted frame (a hidden tab, which
 * paints none, does not wait), then links the same modules (all at once, no waterfall) and imports them
 * in the same order with `import()`. A reading page shows as soon as its HTML, typeface and picture
 * are there; the shop's buttons, which wait for hydration, come a moment later. Before it waits, the
 * module starts a worker that loads the browser's number and date data (lib/intl-warm-up.ts), so
 * that the task that hydrates the page's first price or date does not load it too.
 */
import {
  cloneElement,
  Fragment,
  isValidElement,
  use,
  type ReactElement,
  type ReactNode,
} from 'react';
import { LinguiContext } from '@lingui/react';
import { localeOrDefault } from '@paddock/api-clients/lite';
import { Scripts } from 'react-router';
import { intlWarmUp } from '../lib/intl-warm-up';

type ScriptsProps = Parameters<typeof Scripts>[0];

/**
 * One animation frame and the task after it: the frame is painted then. A hidden page paints nothing
 * (nor runs animation frames) and goes on at once.
 */
const afterPaint =
  "if (document.visibilityState !== 'hidden') await new Promise((go) => requestAnimationFrame(() => setTimeout(go)));";

/** The script that links `modules` for the browser to fetch them together, with the page's nonce. */
function linkModules(modules: readonly string[], nonce: string | undefined): string {
  if (modules.length === 0) return '';
  return (
    `for (const href of ${JSON.stringify(modules).replaceAll('<', '\\u003c')}) document.head.append(` +
    `Object.assign(document.createElement('link'), { rel: 'modulepreload', href${
      nonce ? `, nonce: ${JSON.stringify(nonce)}` : ''
    } }));`
  );
}

const namespaceImport = /^import \* as (\w+) from ("[^"\n]+");$/gm;
const sideEffectImport = /^import ("[^"\n]+");?$/gm;

/**
 * React Router's inline module, its static imports turned into `import()` after a painted frame that
 * first links `modules`; `before`, a statement, runs first of all. A module without static imports (a
 * release that writes another one) is kept as it is: `modules` are then linked at once, as React
 * Router does.
 */
export function paintFirst(
  source: string,
  modules: readonly string[] = [],
  nonce?: string,
  before?: string,
): string | null {
  if ((source.match(namespaceImport)?.length ?? 0) === 0) return null;
  const dynamic = source
    .replace(namespaceImport, 'const $1 = await import($2);')
    .replace(sideEffectImport, 'await import($1);');
  return [before, afterPaint, linkModules(modules, nonce), dynamic].filter(Boolean).join('\n');
}

interface ScriptsElementProps {
  type?: string;
  rel?: string;
  href?: string;
  dangerouslySetInnerHTML?: { __html?: unknown };
  children?: ReactNode;
}

type Element = ReactElement<ScriptsElementProps>;

/** The elements of `node`, Fragments opened, in order. */
function elementsOf(node: ReactNode): Element[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf);
  if (!isValidElement<ScriptsElementProps>(node)) return [];
  return node.type === Fragment ? elementsOf(node.props.children) : [node];
}

const isModuleLink = (element: Element) =>
  element.type === 'link' && element.props.rel === 'modulepreload' && !!element.props.href;

/**
 * `<Scripts>` of React Router, its modules linked and run after the first paint (`paintFirst`), on the
 * server; before waiting for the paint, its inline module starts the warm-up of the browser's `Intl`
 * data for the page's locale (lib/intl-warm-up.ts). Should its inline module not be the one
 * `paintFirst` knows, it is left as React Router wrote it.
 */
export function PaintFirstScripts(props: ScriptsProps) {
  // The browser hydrates the server's scripts as they are (React keeps a script's HTML, and hoists
  // links) until React Router empties them: it needs none of what follows, which its build leaves out.
  if (!import.meta.env.SSR) return <Scripts {...props} />;
  // Its hooks become this component's: called once per render, unconditionally.
  const elements = elementsOf(Scripts(props));
  // The page's locale, which the document has activated before rendering this (`use`: a context
  // read that may come after the return above, which the browser's build takes).
  const warmUp = intlWarmUp(localeOrDefault(use(LinguiContext)?.i18n.locale));
  const modules = elements.filter(isModuleLink).map((link) => link.props.href as string);
  let rewritten = false;
  const rendered = elements.map((element) => {
    const html = element.props.dangerouslySetInnerHTML?.__html;
    const source =
      element.type === 'script' && element.props.type === 'module' && typeof html === 'string'
        ? paintFirst(html, modules, props.nonce, warmUp)
        : null;
    if (source === null) return element;
    rewritten = true;
    return cloneElement(element, { dangerouslySetInnerHTML: { __html: source } });
  });
  // The module links go when the module links them itself. A list asks for keys: by place.
  return (rewritten ? rendered.filter((element) => !isModuleLink(element)) : rendered).map(
    (element, index) => <Fragment key={index}>{element}</Fragment>,
  );
}
