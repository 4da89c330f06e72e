import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  holdHydration,
  holdScripts,
  isHydrated,
  test,
  waitForHydration,
} from './fixtures';

/**
 * The home's blocks that are only HTML (blockInteractivity of @paddock/content-blocks), by type: the
 * social wall with the posts the site server attached.
 */
const staticTypes = ['key-figures', 'news-section', 'editorial', 'partners', 'social-wall'];

/** Each static block's inner HTML, by its id. */
const staticBlocks = (page: Page) =>
  page
    .locator('[data-static-block]')
    .evaluateAll((elements) =>
      elements.map((element): [string, string] => [
        element.getAttribute('data-static-block') ?? '',
        element.innerHTML,
      ]),
    );

/** The names of the scripts of this site the page requested (`/assets/key-figures-….js`). */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' || pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

const chunkOf = (type: string) => new RegExp(`^/assets/${type}-[\\w-]+\\.js$`);

test.describe('blocks that are only HTML', () => {
  test('keep the server HTML on a first visit and ship no code', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The blocks as the server sent them, read by a browser that runs no script.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${baseURL}/`);
    const served = new Map(await staticBlocks(plain));
    await noScript.close();
    const html = await (await page.request.get('/')).text();
    const scripts = scriptsOf(page);
    await page.goto('/');
    await waitForHydration(page);
    // The interactive ones hydrate beside them: the ticket offers' code is there.
    await expect(page.getByRole('button', { name: /Ajouter au panier/ }).first()).toBeEnabled();
    await page.waitForLoadState('networkidle');
    const blocks = await staticBlocks(page);
    const types = await page
      .locator('[data-static-block]')
      .evaluateAll((elements) =>
        elements.map((element) => element.parentElement?.getAttribute('data-block-type')),
      );
    for (const type of staticTypes) expect(types).toContain(type);
    expect(blocks.length).toBe(served.size);
    for (const [id, inner] of blocks) {
      // Hydrated and idle, each holds exactly what the server wrote.
      expect(inner, `static block ${id}`).toBe(served.get(id));
    }
    for (const type of staticTypes) {
      expect(scripts.filter((script) => chunkOf(type).test(script))).toEqual([]);
    }
    // Their data is not in the page's data either: the key figures' label and the social wall's first
    // post are in the HTML once.
    expect(html.split('spectateurs l’an dernier').length - 1).toBe(1);
    expect(html.split('Le soleil se couche sur la ligne droite').length - 1).toBe(1);
  });

  test('arrive as HTML on a client-side navigation, still without code', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as Window & { stayed?: boolean }).stayed = true;
    });
    // A link of the router's (the main menu's, folded in the phone's menu sheet), clicked as it is once
    // React has hydrated it (before that, a click is the browser's own navigation).
    const link = page.locator('a[data-discover][href="/fr/partenaires"]').first();
    await expect.poll(() => isHydrated(link)).toBe(true);
    await link.evaluate((element: HTMLAnchorElement) => element.click());
    await expect(page).toHaveURL('/fr/partenaires');
    await expect(page.getByRole('heading', { name: 'Nos partenaires' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Voltanis Énergies' }).first()).toBeVisible();
    // The router navigated (no new document), and the partners' block came as HTML in its data.
    expect(await page.evaluate(() => (window as Window & { stayed?: boolean }).stayed)).toBe(true);
    expect(scripts.filter((script) => chunkOf('partners').test(script))).toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.locator('[data-block-type="key-figures"]')).toContainText('spectateurs');
  });
});

test.describe('interactive blocks', () => {
  test('hydrate in place: the elements the server wrote stay, and each asks its service once', async ({
    page,
  }) => {
    // Every element taken out of an interactive block's frame, recorded from before the HTML arrives.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedFromBlocks: removed });
      new MutationObserver((records) => {
        for (const { target, removedNodes } of records) {
          if (!(target instanceof Element) || target.hasAttribute('data-static-block')) continue;
          const frame = target.parentElement;
          if (!frame?.hasAttribute('data-block-type')) continue;
          for (const node of removedNodes) {
            if (node instanceof Element) removed.push(frame.getAttribute('data-block-type') ?? '');
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/(ticket-availabilities|social-posts|__manifest)$/.test(pathname)) asked.push(pathname);
    });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: /Ajouter au panier/ }).first()).toBeEnabled();
    // The router and the blocks have done what a first visit makes them do (their code, their data).
    await page.waitForLoadState('networkidle');
    const removed = await page.evaluate(
      () => (window as Window & { removedFromBlocks?: string[] }).removedFromBlocks,
    );
    expect(removed).toEqual([]);
    expect(asked.filter((path) => path.endsWith('/ticket-availabilities'))).toHaveLength(1);
    // The social wall's posts came in the HTML: the browser never asks for them.
    expect(asked.filter((path) => path.endsWith('/social-posts'))).toEqual([]);
    // Nor for a manifest of routes: the page brought every route (its answer would re-render the
    // page from the router down, hydrating at once what waits for its turn).
    expect(asked.filter((path) => path.endsWith('/__manifest'))).toEqual([]);
  });

  test('answer a tap made before their code came, once it has: a gallery’s picture opens its viewer', async ({
    page,
  }) => {
    // The gallery's code held back until the fan has tapped a picture (a slow phone's network).
    const letThrough = await holdScripts(page, chunkOf('gallery'));
    await page.goto('/');
    await waitForHydration(page);
    const gallery = page.locator('[data-block-type="gallery"]').first();
    await gallery.scrollIntoViewIfNeeded();
    const picture = gallery.getByRole('button', { name: /^Agrandir la photo 1 sur / });
    await picture.click();
    expect(await isHydrated(picture)).toBe(false);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    letThrough();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Fermer la visionneuse' })).toBeFocused();
    // Once only: closed, it stays closed, and the picture has the focus back.
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(picture).toBeFocused();
  });

  test("keep their height when the page hydrates: a slider has its buttons' room from the HTML", async ({
    page,
  }) => {
    // The scripts held until the sliders are measured as the server drew them.
    const release = await holdHydration(page);
    await page.goto('/');
    const blockTitled = (title: string) =>
      page.locator('[data-block-type]', { has: page.getByRole('heading', { name: title }) });
    // Each slider by its title, and its button to the next slides.
    const sliders = [
      ['Un siècle de légende', 'Dates suivantes'],
      ['Toute l’année au circuit', 'Événements suivants'],
    ].map(([title = '', next = '']) => ({ block: blockTitled(title), next }));
    // The social wall between them, its posts in the HTML (no placeholder to grow out of).
    const wall = blockTitled('Le circuit en direct sur les réseaux');
    const heights = () =>
      Promise.all(
        [...sliders.map(({ block }) => block), wall].map((block) =>
          block.evaluate((element) => element.clientHeight),
        ),
      );
    await expect(wall.getByRole('article')).toHaveCount(6);
    const before = await heights();
    // Both sliders have more slides than a screen shows: their buttons are in the HTML, with room.
    for (const { block, next } of sliders) {
      await expect(block.getByRole('button', { name: next })).toBeVisible();
    }
    release();
    await waitForHydration(page);
    // Measured: the buttons follow the lists now.
    await expect(page.locator('[data-unmeasured]')).toHaveCount(0);
    expect(await heights()).toEqual(before);
  });

  test('a live timing comes with its classification and keeps its height while the browser refreshes it', async ({
    page,
  }) => {
    const release = await holdHydration(page);
    // The browser's own asks for the timing, held until the hydrated boards are measured.
    const asked: string[] = [];
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(/\/content\/live\/(auto|moto)\?/, async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await answered;
      await route.continue();
    });
    await page.goto('/fr/guide-de-style');
    const car = page.getByRole('region', { name: 'Classement en direct' });
    const boards = page.locator('[data-block-type^="live-"]');
    const heights = () => boards.evaluateAll((all) => all.map((board) => board.clientHeight));
    // The server's classification, not a busy placeholder to grow out of.
    await expect(boards).toHaveCount(2);
    await expect(car).toHaveAttribute('aria-busy', 'false');
    expect(await car.getByRole('row').count()).toBeGreaterThan(20);
    await expect(car.getByRole('status')).toHaveCount(0);
    const before = await heights();
    release();
    await waitForHydration(page);
    // Hydrated, each board asks for its race's timing now, once, with the server's still shown.
    await expect
      .poll(() => [...asked].sort())
      .toEqual(['/content/live/auto', '/content/live/moto']);
    expect(await heights()).toEqual(before);
    answer();
    await page.waitForLoadState('networkidle');
    await expect(car).toHaveAttribute('aria-busy', 'false');
    expect(await car.getByRole('row').count()).toBeGreaterThan(20);
    expect(asked).toHaveLength(2);
  });
});

/** The footer's boundary in a page the server sent whole (`<!--$-->…<!--/$-->`), and the footer in it. */
function wholeFooter(html: string) {
  const boundary = /<!--\$--><footer[\s\S]*?<\/footer><!--\/\$-->/.exec(html)?.[0];
  return boundary
    ? { boundary, footer: boundary.slice('<!--$-->'.length, -'<!--/$-->'.length) }
    : undefined;
}

test.describe('a part of the frame the server streams after the page', () => {
  // When the footer's data comes late, React's server writes a placeholder where the footer goes
  // (`<!--$?--><template id="B:…">`), sends the footer at the end of the document in a hidden element,
  // then a script (`$RC`) that marks the placeholder `$~` and moves the footer in place at the next
  // frame or up to 300 ms later. Here the page comes with its streamed parts so held back (the footer
  // made one when the server sent it whole), and the test moves them in place as React's script does.
  // Should the footer's HTML not have come yet when the page's code runs, Preact renders it from the
  // page's data, and React's script, when it comes, finds no placeholder and drops the server's.
  // A page the test fulfils is no longer the loopback's to Chromium, which then refuses its requests
  // to the services on another loopback port (partner logos, the notifications' stream).
  test.use({ allowedConsoleErrors: [/`loopback` address space|net::ERR_FAILED/] });
  test('hydrates once they are in place: one footer, the server’s', async ({ page }) => {
    await page.route('**/fr/checkout/cart', async (route) => {
      const response = await route.fetch();
      let html = await response.text();
      const whole = wholeFooter(html);
      if (whole) {
        html = html
          .replace(whole.boundary, '<!--$~--><template id="B:90"></template><!--/$-->')
          .replace('</body>', `<div hidden id="S:90">${whole.footer}</div></body>`);
      }
      // React's reveals, held: the placeholder marked, its content left hidden.
      html = html.replace(
        /\$RC\("(B:\d+)","(S:\d+)"\)/g,
        'document.getElementById("$1").previousSibling.data="$~",(self.held??=[]).push(["$1","$2"])',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/fr/checkout/cart');
    // The page's code has come and run (with the lazy parts it asked for): the footer, still held
    // back, is not shown, and no other footer stands in for it.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    expect(await page.locator('footer').count()).toBe(1);
    // The server's footer, marked to be known again.
    await page.locator('footer').evaluate((element) => element.setAttribute('data-served', ''));

    // What React's `$RV` does to each placeholder held.
    await page.evaluate(() => {
      const held = (self as unknown as { held?: [string, string][] }).held ?? [];
      const pairs: [string, string][] = [...held, ['B:90', 'S:90']];
      for (const [placeholderId, segmentId] of pairs) {
        const placeholder = document.getElementById(placeholderId);
        const segment = document.getElementById(segmentId);
        const marker = placeholder?.previousSibling;
        if (!placeholder || !segment || !(marker instanceof Comment)) continue;
        placeholder.replaceWith(...segment.childNodes);
        segment.remove();
        marker.data = '$';
        // React's hydration (SITE_BROWSER_RUNTIME=react) waits for this call.
        const retry = (marker as Comment & { _reactRetry?: () => void })._reactRetry;
        if (retry) requestAnimationFrame(retry);
      }
    });
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveCount(1);
    await expect.poll(() => isHydrated(footer)).toBe(true);
    await expect(footer).toHaveAttribute('data-served', '');
    await expect(page.getByRole('main')).toContainText('Votre panier est vide.');
    await expectNoAxeViolations(page);
  });

  test('hydrates at once when their HTML has not come yet, and shows one footer when it comes', async ({
    page,
  }) => {
    const late = { placeholder: '', footer: '' };
    await page.route('**/fr/checkout/cart', async (route) => {
      const response = await route.fetch();
      let html = await response.text();
      const whole = wholeFooter(html);
      const segment = /<div hidden id="(S:\d+)">(<footer[\s\S]*?<\/footer>)<\/div>/.exec(html);
      if (whole) {
        // Sent whole: the footer made a placeholder whose content is still to come.
        late.placeholder = 'B:91';
        late.footer = whole.footer;
        html = html.replace(whole.boundary, '<!--$?--><template id="B:91"></template><!--/$-->');
      } else if (segment) {
        // Streamed: the footer's content and React's script for it held back.
        const [element, segmentId, footer] = segment;
        const reveal = new RegExp(`\\$RC\\("(B:\\d+)","${segmentId}"\\)`).exec(html);
        late.placeholder = reveal?.[1] ?? '';
        late.footer = footer ?? '';
        html = html.replace(element, '').replace(reveal?.[0] ?? '', 'void 0');
      }
      expect(late.placeholder).not.toBe('');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/fr/checkout/cart');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveCount(1);
    await expect.poll(() => isHydrated(footer)).toBe(true);

    // The footer's HTML comes late, and React's script looks for its placeholder (`$RC`).
    await page.evaluate(({ placeholder, footer: html }) => {
      document.body.insertAdjacentHTML('beforeend', `<div hidden id="S:91">${html}</div>`);
      if (document.getElementById(placeholder)) throw new Error('the placeholder is still there');
      document.getElementById('S:91')?.remove();
    }, late);
    expect(await page.locator('footer').count()).toBe(1);
    await expect(page.getByRole('main')).toContainText('Votre panier est vide.');
    await expectNoAxeViolations(page);
  });
});
