// @vitest-environment jsdom
import { act } from 'preact/test-utils';
import { hydrateRoot } from 'preact/compat/client';
import { options } from 'preact';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createElement as h,
  Fragment,
  type FunctionComponent,
  lazy,
  Suspense,
  useId,
  useState,
} from 'preact/compat';
import { useSyncExternalStore, whenSlicesHydrated } from './react';

// What the browser build runs as `react` (vite/preact-browser.ts), met the way the site uses it: a
// server-rendered document hydrated with hydrateRoot.

const never = () => () => undefined;

// Preact runs effects after the next frame: requestAnimationFrame, with a 100 ms timer in case no
// frame comes, which then calls cancelAnimationFrame. On a busy machine that timer may fire once this
// file's jsdom is gone (an uncaught "cancelAnimationFrame is not defined" fails the run): here effects
// run in the next task instead, and those still waiting when the file ends run before its document goes.
const frames = new Map<() => void, ReturnType<typeof setTimeout>>();
const browserFrame = options.requestAnimationFrame;
beforeAll(() => {
  options.requestAnimationFrame = (flush) => {
    const run = () => {
      clearTimeout(frames.get(run));
      frames.delete(run);
      flush();
    };
    frames.set(run, setTimeout(run));
  };
});
afterAll(() => {
  for (const run of [...frames.keys()]) run();
  options.requestAnimationFrame = browserFrame;
});

/** A component that says whether the page has hydrated, and how many times it rendered. */
function hydrationFlag() {
  let renders = 0;
  function Flag() {
    renders += 1;
    if (renders > 20) throw new Error('useSyncExternalStore renders without end');
    const ready = useSyncExternalStore(
      never,
      () => true,
      () => false,
    );
    return h('p', null, ready ? 'ready' : 'waiting');
  }
  return { Flag, renders: () => renders };
}

/** A lazy block, whose code arrives when `load` is called. */
function lazyBlock() {
  let resolve: (module: { default: FunctionComponent }) => void = () => undefined;
  const Block = lazy(
    () =>
      new Promise<{ default: FunctionComponent }>((done) => {
        resolve = done;
      }),
  );
  return {
    Block,
    load: async () => {
      resolve({ default: () => h('p', null, 'block') });
      await Promise.resolve();
    },
  };
}

afterEach(async () => {
  // What a test left waiting (a head, a slice) renders before the next test's document is written.
  await whenSlicesHydrated();
  document.documentElement.replaceChildren(
    document.createElement('head'),
    document.createElement('body'),
  );
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
});

describe('the document element', () => {
  it('hydrates the tree’s <html> into the document’s own: one html, one head, one body', async () => {
    document.documentElement.innerHTML =
      '<head><title>Le Mans</title></head><body><main>Programme</main></body>';
    document.documentElement.setAttribute('data-consent', 'accepted');

    await act(() => {
      hydrateRoot(
        document,
        h(
          'html',
          { lang: 'fr', dir: 'ltr', style: { colorScheme: 'light', '--accent': '#c00' } },
          h('head', null, h('title', null, 'Le Mans')),
          h('body', null, h('main', null, 'Programme')),
        ),
      );
    });

    expect(document.querySelectorAll('html')).toHaveLength(1);
    expect(document.querySelectorAll('head')).toHaveLength(1);
    expect(document.querySelectorAll('body')).toHaveLength(1);
    expect(document.querySelector('main')?.textContent).toBe('Programme');
    const root = document.documentElement;
    expect(root.getAttribute('lang')).toBe('fr');
    expect(root.getAttribute('dir')).toBe('ltr');
    expect(root.style.getPropertyValue('color-scheme')).toBe('light');
    expect(root.style.getPropertyValue('--accent')).toBe('#c00');
    // What the head's script set before the app ran is kept.
    expect(root.getAttribute('data-consent')).toBe('accepted');
  });
});

describe('the document head', () => {
  it('keeps what the server hoisted into it and follows the tree’s head after hydration', async () => {
    document.documentElement.innerHTML = [
      '<head><meta charset="utf-8"><link rel="preload" as="image" href="/logo.svg">',
      '<style data-precedence="paddock">main{color:red}</style><title>Accueil</title>',
      '<link rel="canonical" href="/"><script>window.ran = (window.ran ?? 0) + 1</script></head>',
      '<body><main>Accueil</main></body>',
    ].join('');
    let navigate: (title: string) => void = () => undefined;
    function Page() {
      const [title, setTitle] = useState('Accueil');
      navigate = setTitle;
      return h(
        'html',
        { lang: 'fr' },
        h(
          'head',
          null,
          h('meta', { charSet: 'utf-8' }),
          h('title', null, title),
          h('link', { rel: 'canonical', href: title === 'Accueil' ? '/' : '/programme' }),
          h('script', { dangerouslySetInnerHTML: { __html: 'window.ran = 2' } }),
        ),
        h('body', null, h('main', null, title)),
      );
    }

    await act(() => {
      hydrateRoot(document, h(Page, null));
    });
    await whenSlicesHydrated();
    const head = () =>
      [...document.head.children].map((node) => node.outerHTML.replace(/ nonce=""/, ''));
    expect(head()).toEqual([
      '<meta charset="utf-8">',
      '<link rel="preload" as="image" href="/logo.svg">',
      '<style data-precedence="paddock">main{color:red}</style>',
      '<title>Accueil</title>',
      '<link rel="canonical" href="/">',
      '<script>window.ran = (window.ran ?? 0) + 1</script>',
    ]);

    await act(() => navigate('Programme'));
    await act(() => Promise.resolve());

    expect(document.title).toBe('Programme');
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('/programme');
    expect(document.querySelectorAll('link[rel=canonical], style, meta, script')).toHaveLength(4);
    expect(document.querySelector('main')?.textContent).toBe('Programme');
  });

  it('renders the tree’s head in a task after the root’s, the server’s head kept meanwhile', async () => {
    document.documentElement.innerHTML =
      '<head><title>Accueil</title></head><body><main>Accueil</main></body>';
    let headRenders = 0;
    function Title() {
      headRenders += 1;
      return h('title', null, 'Accueil');
    }

    await act(() => {
      hydrateRoot(
        document,
        h(
          'html',
          null,
          h('head', null, h(Title, null)),
          h('body', null, h('main', null, 'Accueil')),
        ),
      );
    });

    expect(headRenders).toBe(0);
    expect(document.title).toBe('Accueil');
    await whenSlicesHydrated();
    expect(headRenders).toBe(1);
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('Accueil');
  });
});

describe('ids', () => {
  it('names, after hydration, the elements rendered later by ids the page holds', async () => {
    document.body.innerHTML =
      '<div><button aria-controls="_R_1_menu" aria-expanded="false">Billetterie</button></div>';
    let open: () => void = () => undefined;
    function Menu() {
      const id = useId();
      const [expanded, setExpanded] = useState(false);
      open = () => setExpanded(true);
      return h(
        'div',
        null,
        h(
          'button',
          { 'aria-controls': `${id}menu`, 'aria-expanded': String(expanded) },
          'Billetterie',
        ),
        expanded ? h('ul', { id: `${id}menu` }, h('li', null, 'Tribunes')) : null,
      );
    }

    await act(() => {
      hydrateRoot(document.body, h(Menu, null));
    });
    await act(() => open());

    const controlled = document.querySelector('button')?.getAttribute('aria-controls') ?? '';
    expect(document.getElementById(controlled)?.textContent).toBe('Tribunes');
  });
});

describe('tabIndex', () => {
  it('puts an SVG element in the tab order as React does', async () => {
    document.body.innerHTML =
      '<svg><circle role="button" aria-label="Rang A, place 1" tabindex="-1"></circle></svg>';
    let reach: () => void = () => undefined;
    function Seat() {
      const [tabbable, setTabbable] = useState(false);
      reach = () => setTabbable(true);
      return h(
        'svg',
        null,
        h('circle', {
          role: 'button',
          'aria-label': 'Rang A, place 1',
          tabIndex: tabbable ? 0 : -1,
        }),
      );
    }

    await act(() => {
      hydrateRoot(document.body, h(Seat, null));
    });
    await act(() => reach());

    const seat = document.querySelector('circle');
    expect(seat?.getAttribute('tabindex')).toBe('0');
    expect(seat?.getAttributeNames()).not.toContain('tabIndex');
  });
});

describe('useSyncExternalStore', () => {
  it('hydrates with the server’s snapshot, then renders the browser’s into the DOM', async () => {
    document.body.innerHTML =
      '<main><form><button disabled="">Ajouter au panier</button></form></main>';
    const seen: boolean[] = [];
    function Submit() {
      const hydrated = useSyncExternalStore(
        never,
        () => true,
        () => false,
      );
      seen.push(hydrated);
      return h('button', { disabled: !hydrated }, 'Ajouter au panier');
    }

    await act(() => {
      hydrateRoot(document.body, h('main', null, h('form', null, h(Submit, null))));
    });
    await whenSlicesHydrated();

    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(document.querySelectorAll('button')).toHaveLength(1);
    expect(document.querySelector('button')?.disabled).toBe(false);
  });

  it('shows the value of a store that starts with its first subscriber at once, not at its first change', async () => {
    document.body.innerHTML = '<main><p>–</p></main>';
    // A countdown's clock: no time until a countdown subscribes, and then a tick a second.
    const clock = { now: null as number | null };
    const subscribe = () => {
      clock.now = 42;
      return () => {
        clock.now = null;
      };
    };
    function Countdown() {
      const now = useSyncExternalStore(
        subscribe,
        () => clock.now,
        () => null,
      );
      return h('p', null, now === null ? '–' : String(now));
    }

    await act(() => {
      hydrateRoot(document.body, h('main', null, h(Countdown, null)));
    });
    await whenSlicesHydrated();

    // The clock never ticks here: only the check after subscribing can show its time.
    await expect.poll(() => document.body.textContent, { timeout: 10_000 }).toBe('42');
  });

  it('reads the browser’s snapshot after a hydration in which a lazy block suspended', async () => {
    document.body.innerHTML = '<div><p>block</p></div>';
    const flag = hydrationFlag();
    let show: (shown: boolean) => void = () => undefined;
    function Later() {
      const [shown, setShown] = useState(false);
      show = setShown;
      return shown ? h(flag.Flag, null) : null;
    }
    const block = lazyBlock();

    await act(() => {
      hydrateRoot(
        document.body,
        h('div', null, h(Later, null), h(Suspense, { fallback: null }, h(block.Block, null))),
      );
    });
    // A component that mounts once the page is hydrated, while the block is still on its way.
    await act(() => show(true));
    await act(() => block.load());

    expect(document.body.textContent).toBe('readyblock');
    expect(flag.renders()).toBe(1);
  });

  it('shows the browser’s snapshot once a suspended part of the hydration has come in', async () => {
    document.body.innerHTML = '<div><p>waiting</p><p>block</p></div>';
    const flag = hydrationFlag();
    const block = lazyBlock();

    await act(() => {
      hydrateRoot(
        document.body,
        h(Suspense, { fallback: null }, h('div', null, h(flag.Flag, null), h(block.Block, null))),
      );
    });
    await act(() => block.load());

    expect(document.body.textContent).toBe('readyblock');
    expect(flag.renders()).toBeLessThanOrEqual(3);
  });
});

describe('hydration in slices', () => {
  /** A block whose button counts its taps, and says when it renders. */
  function counter(name: string, renders: string[], onRender?: () => void) {
    return function Counter() {
      const [taps, setTaps] = useState(0);
      renders.push(name);
      onRender?.();
      return h('button', { onClick: () => setTaps(taps + 1) }, `${name} ${taps}`);
    };
  }
  const frame = (name: string, Counter: FunctionComponent) =>
    h('div', { key: name, 'data-block-type': 'offers' }, h('p', null, name), h(Counter, null));
  const serverHtml = [
    '<header><a href="/">Accueil</a></header><main>',
    '<div data-block-type="offers"><p>one</p><button>one 0</button></div>',
    '<div data-block-type="offers"><p>two</p><button>two 0</button></div>',
    '</main><footer>Pied</footer>',
  ].join('');
  const task = () => new Promise<void>((resolve) => setTimeout(resolve));
  const page = (One: FunctionComponent, Two: FunctionComponent) =>
    h(
      Fragment,
      null,
      h('header', null, h('a', { href: '/' }, 'Accueil')),
      h('main', null, frame('one', One), frame('two', Two)),
      h('footer', null, 'Pied'),
    );

  it('hydrates each landmark and block in a task of its own, in the document’s order, the server’s DOM kept', async () => {
    document.body.innerHTML = serverHtml;
    const renders: string[] = [];
    let afterOne: string[] = [];
    const One = counter('one', renders, () =>
      queueMicrotask(() => queueMicrotask(() => (afterOne = [...renders]))),
    );
    const Two = counter('two', renders);
    const kept = [...document.body.querySelectorAll('*')];

    hydrateRoot(document.body, page(One, Two));
    // The root's own task left every slice as the server wrote it.
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(renders).toEqual([]);
    await whenSlicesHydrated();
    expect(renders).toEqual(['one', 'two']);
    // Each in a task of its own: no render of `two` in the microtasks after that of `one`.
    expect(afterOne).toEqual(['one']);
    expect(document.body.innerHTML).toBe(serverHtml);
    expect([...document.body.querySelectorAll('*')].every((node, at) => node === kept[at])).toBe(
      true,
    );
    document.querySelectorAll('button')[1]?.click();
    await task();
    expect(document.querySelectorAll('button')[1]?.textContent).toBe('two 1');
  });

  it('hydrates the document’s body in a task after the root’s, its elements kept', async () => {
    document.documentElement.innerHTML =
      '<head><title>Le Mans</title></head><body><p>Programme</p></body>';
    const body = document.body;
    const paragraph = document.querySelector('p');
    const renders: string[] = [];
    function Programme() {
      renders.push('programme');
      return h('p', null, 'Programme');
    }
    hydrateRoot(
      document,
      h(
        'html',
        { lang: 'fr' },
        h('head', null, h('title', null, 'Le Mans')),
        h('body', null, h(Programme, null)),
      ),
    );
    // The root's task (on the site: the router's creation) ends at the body.
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(renders).toEqual([]);
    await whenSlicesHydrated();

    expect(renders).toEqual(['programme']);
    expect(document.body).toBe(body);
    expect(document.querySelector('p')).toBe(paragraph);
    expect(document.querySelectorAll('body')).toHaveLength(1);
  });

  it('hydrates at once the slices around the target of a tap, before the others', async () => {
    document.body.innerHTML = serverHtml;
    const renders: string[] = [];
    const [One, Two] = [counter('one', renders), counter('two', renders)];
    hydrateRoot(document.body, page(One, Two));

    const second = () => document.querySelectorAll('button')[1];
    second()?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    // The microtasks after the event's listeners (no task in between), as the browser runs them.
    for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
    // Before `one`, though `one` comes first in the document.
    expect(renders[0]).toBe('two');
    second()?.click();
    await task();

    expect(second()?.textContent).toBe('two 1');
    await whenSlicesHydrated();
    expect(renders).toContain('one');
  });

  it('writes an update above a slice that reaches it before its turn: a form enabled once hydrated', async () => {
    const card = '<article><form><button disabled="">Ajouter au panier</button></form></article>';
    document.body.innerHTML = `<main><div data-block-type="offers">${card}${card}</div></main>`;
    // The hook is outside the card (a slice), the button it enables inside.
    function Offer() {
      const hydrated = useSyncExternalStore(
        never,
        () => true,
        () => false,
      );
      return h(
        'article',
        null,
        h('form', null, h('button', { disabled: !hydrated }, 'Ajouter au panier')),
      );
    }
    hydrateRoot(
      document.body,
      h(
        Fragment,
        null,
        h('main', null, h('div', { 'data-block-type': 'offers' }, h(Offer, null), h(Offer, null))),
      ),
    );
    await whenSlicesHydrated();
    await task();

    expect([...document.querySelectorAll('button')].map((button) => button.disabled)).toEqual([
      false,
      false,
    ]);
    expect(document.querySelectorAll('article')).toHaveLength(2);
  });

  it('keeps a slice waiting for its turn when an update above reaches it: each card in a task of its own', async () => {
    const card =
      '<article><form><p>Tribune</p><button disabled="">Ajouter au panier</button></form></article>';
    document.body.innerHTML = `<main><div data-block-type="offers">${card}${card}</div></main>`;
    const renders: string[] = [];
    let afterOffers: string[] | undefined;
    function Name() {
      renders.push('card');
      return h('p', null, 'Tribune');
    }
    // The hook is outside the card (a slice): its update after hydrating comes from above the card.
    function Offer() {
      const hydrated = useSyncExternalStore(
        never,
        () => true,
        () => false,
      );
      if (renders.length === 0) {
        // The microtasks after the offers' hydration, in which their update renders (no task).
        void (async () => {
          for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
          afterOffers = [...renders];
        })();
      }
      renders.push('offer');
      return h(
        'article',
        null,
        h('form', null, h(Name, null), h('button', { disabled: !hydrated }, 'Ajouter au panier')),
      );
    }
    hydrateRoot(
      document.body,
      h('main', null, h('div', { 'data-block-type': 'offers' }, h(Offer, null), h(Offer, null))),
    );
    await whenSlicesHydrated();
    await task();

    expect(afterOffers).toBeDefined();
    expect(afterOffers).not.toContain('card');
    expect(renders.filter((render) => render === 'card').length).toBeGreaterThanOrEqual(2);
    expect([...document.querySelectorAll('button')].map((button) => button.disabled)).toEqual([
      false,
      false,
    ]);
    expect(document.body.innerHTML).toBe(
      `<main><div data-block-type="offers">${card.replace(' disabled=""', '')}${card.replace(' disabled=""', '')}</div></main>`,
    );
  });

  it('leaves nothing of a slice still waiting when a client navigation replaces its page', async () => {
    document.body.innerHTML = `<div><aside>Notifications</aside>${serverHtml}</div>`;
    const renders: string[] = [];
    const [One, Two] = [counter('one', renders), counter('two', renders)];
    let navigate: () => void = () => undefined;
    function Site() {
      const [path, setPath] = useState('/');
      navigate = () => setPath('/panier');
      // A slice of the layout around the routes, which the navigation renders again.
      return h(
        'div',
        null,
        h('aside', null, 'Notifications'),
        path === '/' ? h(Home, null) : h(Cart, null),
      );
    }
    // Two routes: the navigation unmounts the one and mounts the other.
    const Home = () => page(One, Two);
    const Cart = () => h('main', null, h('section', null, 'Panier'));
    hydrateRoot(document.body, h(Site, null));
    // Right after the root's task: every slice still waits for its turn.
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(renders).toEqual([]);

    // A tap in the footer releases it (its render comes in the microtasks after), and the
    // navigation's render comes first.
    await act(() => {
      document.querySelector('footer')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      navigate();
    });
    await whenSlicesHydrated();
    await task();

    expect(document.body.innerHTML).toBe(
      '<div><aside>Notifications</aside><main><section>Panier</section></main></div>',
    );
    expect(document.querySelectorAll('footer, header')).toHaveLength(0);
  });

  it('renders a slice at once once the page has hydrated (a client navigation)', async () => {
    document.body.innerHTML = '<header>Accueil</header>';
    let navigate: () => void = () => undefined;
    function Page() {
      const [path, setPath] = useState('/');
      navigate = () => setPath('/programme');
      return path === '/'
        ? h('header', null, 'Accueil')
        : h('main', null, h('section', null, 'Programme'));
    }
    hydrateRoot(document.body, h(Page, null));
    await whenSlicesHydrated();

    await act(() => navigate());

    expect(document.body.innerHTML).toBe('<main><section>Programme</section></main>');
  });
});
