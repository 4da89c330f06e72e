import { options, type VNode } from 'preact';
import compat, {
  createElement,
  createPortal,
  type CSSProperties,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'preact/compat';

interface Internals {
  /** Before a vnode (an element or a component) is diffed. */
  __b?: (vnode: VNode) => void;
  /** Once a render pass is in the DOM (hooks run their layout effects here). */
  __c?: (root: VNode, queue: unknown[]) => void;
}
interface VNodeInternals {
  /** Flags (MODE_HYDRATE). */
  __u?: number;
  /** The DOM node. */
  __e?: unknown;
}
const MODE_HYDRATE = 32;
const hooks = options as typeof options & Internals;

// Whether the render pass under way hydrates. Preact 11 marks only the vnode a hydration starts from
// (the root, or a part that suspended and resumes) and hydrates its whole subtree; the pass ends at its
// commit, even when a lazy part suspended and left its own vnode unfinished (compat's own
// useSyncExternalStore waits for that vnode and, when it never finishes, reads the server's snapshot
// for ever, which a hook whose snapshots differ turns into endless renders).
let hydrating = false;
const beforeDiff = hooks.__b;
hooks.__b = (vnode) => {
  beforeDiff?.(vnode);
  if (((vnode as VNodeInternals).__u ?? 0) & MODE_HYDRATE) hydrating = true;
};
// The attributes that name another element by its id. React's server and Preact make different
// `useId`s; Preact keeps the server's attributes as they are when it hydrates, so an element it renders
// later (an error message, a panel) would name an id the page does not hold. Hydration writes
// Preact's: every reference on the page is then to an id Preact made.
const references = [
  'id',
  'htmlFor',
  'for',
  'form',
  'list',
  'headers',
  'aria-activedescendant',
  'aria-controls',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-flowto',
  'aria-labelledby',
  'aria-owns',
];
const beforeDiffed = options.diffed;
options.diffed = (vnode) => {
  beforeDiffed?.(vnode);
  const dom = (vnode as VNodeInternals).__e;
  if (!hydrating || typeof vnode.type !== 'string' || !(dom instanceof Element)) return;
  const props = vnode.props as Record<string, unknown>;
  for (const name of references) {
    const value = props[name];
    const attribute = name === 'htmlFor' ? 'for' : name;
    if (typeof value === 'string' && dom.getAttribute(attribute) !== value) {
      dom.setAttribute(attribute, value);
    }
  }
};
const beforeCommit = hooks.__c;
hooks.__c = (root, queue) => {
  hydrating = false;
  beforeCommit?.(root, queue);
};

/**
 * The document's `<html>`. Preact renders a tree into `document` as into its `<html>`, so the tree's own
 * `<html>` would be a second one inside it: it renders its children there, and its attributes are set
 * on the document's (never removing the others, such as the consent state the head's script sets).
 */
function DocumentElement({
  children,
  style,
  suppressHydrationWarning: _ignored,
  ...attributes
}: {
  children?: ReactNode;
  style?: CSSProperties;
  suppressHydrationWarning?: boolean;
  [name: string]: unknown;
}) {
  const styledRef = useRef<string[]>([]);
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(attributes)) {
      if (value === undefined || value === null || value === false) root.removeAttribute(name);
      else root.setAttribute(name, String(value));
    }
    const properties = Object.entries(style ?? {}).map(([name, value]): [string, unknown] => [
      name.startsWith('--') ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
      value,
    ]);
    for (const name of styledRef.current) {
      if (!properties.some(([property]) => property === name)) root.style.removeProperty(name);
    }
    for (const [name, value] of properties) root.style.setProperty(name, String(value));
    styledRef.current = properties.map(([name]) => name);
  });
  return children;
}

/** Kept as the server wrote it: Preact neither hydrates nor re-renders the children of this element. */
const serverHtml = { __html: '' };

/**
 * Makes `document.head` hold what `rendered` (the tree's head, rendered apart) holds, for the nodes
 * it manages: those it adopted from the server's head (equal to one rendered) or added. The others,
 * which React hoisted on the server (the page's style rules, its image preloads) or which scripts
 * added (React Router's module preloads), stay; scripts are never copied (they would run again).
 */
function mirrorHead(rendered: Element, managed: Set<Element>): void {
  const head = document.head;
  const kept = new Set<Element>();
  for (const wanted of rendered.children) {
    if (wanted.localName === 'script') continue;
    const match =
      [...managed].find((node) => !kept.has(node) && node.isEqualNode(wanted)) ??
      [...head.children].find(
        (node) => !managed.has(node) && !kept.has(node) && node.isEqualNode(wanted),
      );
    if (match) {
      kept.add(match);
      continue;
    }
    const copy = wanted.cloneNode(true) as Element;
    head.append(copy);
    kept.add(copy);
  }
  for (const node of managed) if (!kept.has(node)) node.remove();
  managed.clear();
  for (const node of kept) managed.add(node);
}

/**
 * The document's `<head>`. React 19 hoists resources into the head as it renders the server's HTML
 * and manages the head's nodes itself in the browser; Preact would match the tree's head children to
 * the server's one by one and drop the rest (the page's style rules among them). The server's head is
 * kept as it is, the tree's head renders apart, and what it holds is mirrored into the document's
 * (a client-side navigation's title, description, canonical and alternates, stylesheets).
 */
function DocumentHead({ children }: { children?: ReactNode }) {
  const [rendered] = useState(() => document.createElement('head'));
  useLayoutEffect(() => {
    const managed = new Set<Element>();
    mirrorHead(rendered, managed);
    const observer = new MutationObserver(() => mirrorHead(rendered, managed));
    observer.observe(rendered, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    return () => observer.disconnect();
  }, [rendered]);
  return [
    createElement('head', { key: 'head', dangerouslySetInnerHTML: serverHtml }),
    createPortal(children, rendered),
  ];
}

interface VNodeHook {
  (vnode: VNode): void;
}
const created: VNodeHook | undefined = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === 'html') (vnode as { type: unknown }).type = DocumentElement;
  else if (
    vnode.type === 'head' &&
    (vnode.props as { dangerouslySetInnerHTML?: unknown }).dangerouslySetInnerHTML !== serverHtml
  ) {
    (vnode as { type: unknown }).type = DocumentHead;
  }
  if (typeof vnode.type === 'string' && vnode.props) {
    const props = vnode.props as { suppressHydrationWarning?: boolean; tabIndex?: unknown };
    // React's prop for a mismatch it may ignore: Preact, which does not compare, would write it out.
    delete props.suppressHydrationWarning;
    // React writes `tabindex`; Preact would set an SVG element's `tabIndex` attribute, which SVG, case
    // sensitive, ignores (a seat of the map could no longer be reached by Tab).
    if ('tabIndex' in props) {
      (props as Record<string, unknown>)['tabindex'] = props.tabIndex;
      delete props.tabIndex;
    }
  }
  created?.(vnode);
};

interface Store<T> {
  value: T;
  getSnapshot: () => T;
}

function changed<T>(store: Store<T>): boolean {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    return true;
  }
}

export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  // Like React: the server's snapshot while the page hydrates (Preact keeps the server's DOM as it is
  // then), the browser's in every render after, which updates the DOM.
  const value = hydrating && getServerSnapshot ? getServerSnapshot() : getSnapshot();
  const storeRef = useRef<Store<T>>({ value, getSnapshot });
  const [, setRenders] = useState(0);
  const rerender = () => setRenders((renders) => renders + 1);
  useLayoutEffect(() => {
    const store = storeRef.current;
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (changed(store)) rerender();
  }, [subscribe, value, getSnapshot]);
  useEffect(() => {
    const store = storeRef.current;
    const check = () => {
      if (changed(store)) rerender();
    };
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}

export default { ...compat, useSyncExternalStore };
