import { options, type VNode } from 'preact';
import compat, {
  createElement,
  createPortal,
  type CSSProperties,
  type ReactNode,
  Suspense,
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
 * Hydration in slices. Preact hydrates a tree in one task, where React hydrates in short ones and
 * leaves the main thread free between them: on a phone, one long task that Lighthouse counts as
 * blocking time. While the page hydrates, the tree's `<head>` (`DocumentHead`), its `<body>` (the
 * root's own task, on the site the router's creation, ends there), each of its sectioning elements
 * (`<header>`, `<main>`, `<footer>`, `<nav>`, `<section>`, `<article>`, `<aside>`: the site's
 * frame, a ticket list, a card) and each block's frame (`data-block-type`, `renderBlocks` of
 * @paddock/content-blocks) is left as the server wrote it and hydrates in a task of its own, the
 * first in the document first (the head is no element Preact keeps: it renders apart); the slices
 * within a slice wait in turn. Preact keeps a part that suspends while hydrating as it is (a slice is
 * one element, which is what it keeps) and resumes it where it was. An element with a `ref` is not a
 * slice (the ref would be the slice's, not the element's).
 *
 * An event a visitor makes (a tap, a key, a focus) in a slice not hydrated yet hydrates it, and the
 * slices around its target, at once: the microtasks that follow the document's capture listener
 * render them before the event reaches its target, whose handlers are then there. Once the page has
 * hydrated (a client navigation, a block that mounts later) nothing is sliced: a slice renders at once.
 */
const sliceTags = new Set([
  'body',
  'header',
  'main',
  'footer',
  'nav',
  'section',
  'article',
  'aside',
]);
const sliceAttribute = 'data-block-type';

function isSlice(type: unknown, props: unknown): type is string {
  return (
    typeof type === 'string' &&
    (sliceTags.has(type) ||
      (typeof props === 'object' && props !== null && sliceAttribute in props))
  );
}

interface Pending {
  resolve: () => void;
  /** The server's element that the slice keeps while it waits (known once its render suspended). */
  element: () => Element | null;
}
const pending: Pending[] = [];

/** The events a visitor makes, which hydrate the slices around their target at once. */
const urgentEvents = [
  'pointerdown',
  'mousedown',
  'touchstart',
  'click',
  'auxclick',
  'contextmenu',
  'keydown',
  'keyup',
  'focusin',
  'input',
  'change',
  'submit',
] as const;
let listening = false;
/** The target of the last urgent event, until the next task: slices around it never wait. */
let urgentTarget: Node | null = null;

function listen(): void {
  if (listening) return;
  listening = true;
  for (const type of urgentEvents) {
    document.addEventListener(type, onUrgentEvent, { capture: true, passive: true });
  }
}

function stopListening(): void {
  if (!listening) return;
  listening = false;
  for (const type of urgentEvents) document.removeEventListener(type, onUrgentEvent, true);
}

function release(entry: Pending): void {
  const index = pending.indexOf(entry);
  if (index < 0) return;
  pending.splice(index, 1);
  entry.resolve();
  if (pending.length > 0) return;
  stopListening();
  // After the renders the last release starts (microtasks), which may find slices within it.
  setTimeout(() => {
    for (const settled of settledWaiters.splice(0)) settled();
  });
}

const settledWaiters: (() => void)[] = [];

/** Resolves once no slice of the page waits to hydrate (for tests: the page is then whole). */
export async function whenSlicesHydrated(): Promise<void> {
  while (pending.length > 0) {
    await new Promise<void>((resolve) => settledWaiters.push(resolve));
  }
}

function holdsUrgentTarget(entry: Pending): boolean {
  return urgentTarget !== null && (entry.element()?.contains(urgentTarget) ?? false);
}

function onUrgentEvent(event: Event): void {
  if (!(event.target instanceof Node)) return;
  if (urgentTarget === null) setTimeout(() => (urgentTarget = null));
  urgentTarget = event.target;
  for (const entry of pending.filter(holdsUrgentTarget)) release(entry);
}

const channel = typeof MessageChannel === 'undefined' ? undefined : new MessageChannel();
let scheduled = false;

/** The slice waiting whose element comes first in the document. */
function firstPending(): Pending | undefined {
  let first: Pending | undefined;
  for (const entry of pending) {
    const element = entry.element();
    const firstElement = first?.element();
    if (
      !first ||
      (element &&
        firstElement &&
        element.compareDocumentPosition(firstElement) & Node.DOCUMENT_POSITION_FOLLOWING)
    ) {
      first = entry;
    }
  }
  return first;
}

/** Hydrates the first slice waiting, and asks for a task for the next one. */
function next(): void {
  scheduled = false;
  const entry = firstPending();
  if (!entry) return;
  release(entry);
  schedule();
}

function schedule(): void {
  if (scheduled || pending.length === 0) return;
  scheduled = true;
  if (channel) channel.port2.postMessage(null);
  else setTimeout(next);
}
if (channel) channel.port1.onmessage = next;

interface GateInstance {
  /** The vnode, which holds, once the render suspended, the server's element Preact keeps for it. */
  __v?: VNodeInternals;
  forceUpdate: () => void;
  /** The slice's wait, once its render suspended while the page hydrated. */
  gate?: { entry: Pending; held: ReactNode; hydrated: boolean };
}

interface SliceProps {
  tag: string;
  attributes: Record<string, unknown>;
}

interface SliceInstance {
  props: SliceProps;
  forceUpdate: () => void;
  /** Preact asks it before rendering the slice again for an update from above. */
  shouldComponentUpdate?: (next: SliceProps) => boolean;
  /** While its gate waits for its turn: whether an update from above came meanwhile. */
  waiting?: { updated: boolean };
}

/**
 * Leaves its slice as the server wrote it while the page hydrates, until its turn. Preact calls a
 * function component with its instance as `this`, which keeps the wait (Preact drops the hooks of a
 * render that suspended).
 *
 * Its first render after that hydrates the server's elements with the children it suspended with,
 * whatever started it (its turn, an event, or an update above it that reached it anyway): hydrating
 * keeps the server's attributes, so it hydrates what the server rendered, and the newer children
 * render after, as an update that writes their differences into the DOM. An update from above that
 * comes while it waits (a form outside the slice that enables its button once hydrated: each ticket
 * card of a list) stops at its `Slice` and renders once the gate has hydrated, in the gate's task:
 * were it to go on, every slice under a hydrated component would hydrate in that component's task.
 */
function Gate(
  this: GateInstance,
  { slice, children }: { slice: SliceInstance; children?: ReactNode },
) {
  const gate = this.gate;
  if (!gate && hydrating && typeof document !== 'undefined') {
    const entry: Pending = {
      resolve: () => undefined,
      element: () => {
        const dom = this.__v?.__e;
        return dom instanceof Element ? dom : null;
      },
    };
    const wait = new Promise<void>((resolve) => {
      entry.resolve = resolve;
    });
    this.gate = { entry, held: children, hydrated: false };
    slice.waiting = { updated: false };
    pending.push(entry);
    listen();
    // A slice within one that an event hydrates: hydrated at once too when it holds the target.
    queueMicrotask(() => {
      if (holdsUrgentTarget(entry)) release(entry);
    });
    schedule();
    throw wait;
  }
  let shown = children;
  let updatedAbove = false;
  if (gate && !gate.hydrated) {
    gate.hydrated = true;
    release(gate.entry);
    shown = gate.held;
    gate.held = null;
    updatedAbove = slice.waiting?.updated ?? false;
    slice.waiting = undefined;
  }
  useLayoutEffect(() => {
    if (updatedAbove) slice.forceUpdate();
    else if (shown !== children) this.forceUpdate();
  });
  return shown;
}

/** Whether an update from above renders a slice now: not while its gate waits (see `Gate`). */
function sliceShouldUpdate(this: SliceInstance, next: SliceProps): boolean {
  const waiting = this.waiting;
  if (!waiting || next.tag !== this.props.tag) return true;
  waiting.updated = true;
  return false;
}

/** Creates a slice's own element without making it a slice again. */
let creatingSliceElement = false;

/** A slice: its element behind a `Gate`, within a boundary that keeps the server's DOM meanwhile. */
function Slice(this: SliceInstance, { tag, attributes }: SliceProps) {
  this.shouldComponentUpdate = sliceShouldUpdate;
  creatingSliceElement = true;
  const element = createElement(tag, attributes);
  creatingSliceElement = false;
  return createElement(Suspense, { fallback: null }, createElement(Gate, { slice: this }, element));
}

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
 *
 * While the page hydrates, the server's head is already what the tree's would be: the tree's head
 * renders at its turn, as the first slice (its meta, links and stylesheets are 2–5 ms of a phone's
 * time that the root's task, the router's creation, would otherwise carry).
 */
function DocumentHead({ children }: { children?: ReactNode }) {
  const [rendered] = useState(() => document.createElement('head'));
  const [shown, setShown] = useState(!hydrating);
  useLayoutEffect(() => {
    if (shown) return;
    pending.push({ resolve: () => setShown(true), element: () => document.head });
    schedule();
  }, [shown]);
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
    shown ? createPortal(children, rendered) : null,
  ];
}

interface VNodeHook {
  (vnode: VNode): void;
}
const created: VNodeHook | undefined = options.vnode;
options.vnode = (vnode) => {
  if (!creatingSliceElement && vnode.ref == null && isSlice(vnode.type, vnode.props)) {
    (vnode as { props: unknown }).props = { tag: vnode.type, attributes: vnode.props };
    (vnode as { type: unknown }).type = Slice;
    created?.(vnode);
    return;
  }
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
  // Subscribed first, then checked, as React does: a store that starts with its first subscriber (a
  // countdown's clock) shows its value at once, not at its first change.
  useEffect(() => {
    const store = storeRef.current;
    const check = () => {
      if (changed(store)) rerender();
    };
    const unsubscribe = subscribe(check);
    check();
    return unsubscribe;
  }, [subscribe]);
  return value;
}

export default { ...compat, useSyncExternalStore };
