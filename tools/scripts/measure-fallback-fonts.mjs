// Measures the fallback faces of @paddock/ui's tokens.css against Archivo, the way their size-adjust
// was chosen: on the site's own words. It collects every text the built site shows on the home, a
// ticket page, the cart and the partners page, in French and English, on a phone and a desktop (with
// the weight and case it is set in; texts without a letter left out: a key figure or a price stands
// alone), then lays each out in Archivo and in each fallback face's local font, unscaled, and prints
// per face the scale at which the two are as wide in all (Archivo's width over the font's), beside
// the size-adjust tokens.css has, with the texts that differ most from it. A face for capitals is
// measured on the labels of buttons where it sets any: buttons sit side by side and wrap together. The Arial faces are
// measured in this machine's fonts (Liberation Sans, Arial's metric twin); the Roboto faces in a
// Chromium given only the e2e fixture's Roboto (an Android phone's fonts). A face's ascent and descent
// overrides follow from its scale: Archivo's ascent and descent (0.88 and 0.21 of its size) divided by
// it. It prints figures; it changes nothing. The site listens on BENCH_PORT (3420), the services on the
// next port.
import { readFileSync, readdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { launchWithAndroidFonts } from '../testing/android-fonts.ts';
import { chromiumLaunchOptions } from '../testing/chromium.ts';
import { buildSite, startStack } from './lib/servers.mjs';

const root = new URL('../../', import.meta.url);
const sitePort = Number(process.env.BENCH_PORT ?? 3420);
const pages = [
  '/',
  '/en',
  '/fr/billetterie/enceinte-et-tribunes',
  '/en/tickets/general-admission-and-grandstands',
  '/fr/checkout/cart',
  '/en/checkout/cart',
  '/fr/partenaires',
  '/en/partners',
];
const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** The fallback faces of tokens.css: family, weight range, src and size-adjust. */
function fallbackFaces() {
  const css = readFileSync(new URL('libs/ui/src/tokens/tokens.css', root), 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map(([, body]) => ({
      family: /font-family:\s*'([^']+)'/.exec(body)?.[1] ?? '',
      weights: (/font-weight:\s*(\d+) (\d+)/.exec(body) ?? []).slice(1).map(Number),
      src: /src:\s*([^;]+);/.exec(body)?.[1]?.replace(/\s+/g, ' ') ?? '',
      sizeAdjust: Number(/size-adjust:\s*([\d.]+)%/.exec(body)?.[1]),
    }))
    .filter((face) => face.family.startsWith('Archivo fallback'));
}

/** Every text of the pages, with the weight and case it is set in, once each. */
async function siteTexts(siteUrl) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const texts = new Map();
  try {
    for (const path of pages) {
      for (const viewport of viewports) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
        const found = await page.evaluate(() => {
          const out = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
            const element = node.parentElement;
            if (!text || !element || !element.checkVisibility()) continue;
            const style = getComputedStyle(element);
            if (!style.fontFamily.includes('Archivo')) continue;
            out.push({
              text,
              weight: Number(style.fontWeight),
              caps: style.textTransform === 'uppercase',
              button: element.closest('button, a[class*="button"]') !== null,
            });
          }
          return out;
        });
        for (const each of found) {
          if (/\p{L}/u.test(each.text)) texts.set(JSON.stringify(each), each);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return [...texts.values()];
}

/** Archivo's width of the texts over the local font's, per face, in `browser` (closed after). */
async function measure(faces, texts, typeface, browser) {
  try {
    const page = await browser.newPage();
    await page.route('**/archivo.woff2', (route) =>
      route.fulfill({ body: typeface, contentType: 'font/woff2' }),
    );
    const rules = faces
      .map(
        (face, index) =>
          `@font-face{font-family:F${index};font-weight:${face.weights.join(' ')};src:${face.src}}`,
      )
      .join('');
    await page.route('**/measure', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><style>@font-face{font-family:A;font-weight:100 900;src:url(/archivo.woff2) format('woff2-variations')}${rules} span{white-space:nowrap;font-size:100px}</style><div id=r></div>`,
      }),
    );
    await page.goto('http://127.0.0.1:9/measure');
    return await page.evaluate(
      async ({ faces, texts }) => {
        const box = document.getElementById('r');
        const span = (text, family, weight, caps) => {
          const element = document.createElement('span');
          element.textContent = text;
          element.style.cssText = `font-family:${family};font-weight:${weight};${caps ? 'text-transform:uppercase' : ''}`;
          box?.append(element);
          return element;
        };
        const results = [];
        for (const [index, face] of faces.entries()) {
          const caps = face.family.endsWith('caps');
          const all = texts.filter(
            (each) =>
              each.caps === caps &&
              each.weight >= face.weights[0] &&
              each.weight <= face.weights[1],
          );
          // Buttons sit side by side and wrap together: capitals are measured on their labels where
          // the face sets any.
          const labels = all.filter((each) => each.button);
          const mine = caps && labels.length ? labels : all;
          const loaded = await document.fonts.load(`${face.weights[0]} 100px F${index}`);
          if (!loaded.length || !mine.length) {
            results.push({ loaded: loaded.length > 0, characters: 0 });
            continue;
          }
          let archivo = 0;
          let local = 0;
          const each = [];
          for (const { text, weight } of mine) {
            await document.fonts.load(`${weight} 100px A`);
            const a = span(text, 'A', weight, caps);
            const f = span(text, `F${index}`, weight, caps);
            const [wa, wf] = [a.getBoundingClientRect().width, f.getBoundingClientRect().width];
            archivo += wa;
            local += wf;
            each.push({ text, ratio: wa / wf });
            a.remove();
            f.remove();
          }
          const scale = archivo / local;
          const apart = each
            .map(({ text, ratio }) => ({ text, off: (ratio / scale - 1) * 100 }))
            .sort((x, y) => Math.abs(y.off) - Math.abs(x.off))
            .slice(0, 2);
          results.push({
            loaded: true,
            characters: mine.reduce((sum, { text }) => sum + text.length, 0),
            scale: scale * 100,
            apart,
          });
        }
        return results;
      },
      { faces, texts },
    );
  } finally {
    await browser.close();
  }
}

buildSite();
const stack = await startStack({ sitePort, servicesPort: sitePort + 1 });
try {
  const texts = await siteTexts(stack.siteUrl);
  const assets = new URL('apps/site/build/client/assets/', root);
  const font = readdirSync(assets).find((file) => /^archivo-.*\.woff2$/.test(file));
  if (!font) throw new Error('No Archivo woff2 in the build');
  const typeface = readFileSync(new URL(font, assets));
  const faces = fallbackFaces();
  const arial = faces.filter((face) => !face.family.includes('Roboto'));
  const android = faces.filter((face) => face.family.includes('Roboto'));
  const measured = [
    ...(await measure(arial, texts, typeface, await chromium.launch(chromiumLaunchOptions()))),
    ...(await measure(android, texts, typeface, await launchWithAndroidFonts())),
  ];
  console.log(
    `${texts.length} texts of ${pages.length} pages at ${viewports.map((each) => each.width).join(' and ')} px\n`,
  );
  console.log(
    'face'.padEnd(30) +
      'weights'.padEnd(10) +
      'chars'.padStart(7) +
      'measured'.padStart(10) +
      'tokens'.padStart(9) +
      '   the texts most apart',
  );
  for (const [index, face] of [...arial, ...android].entries()) {
    const result = measured[index];
    const row = face.family.padEnd(30) + face.weights.join('-').padEnd(10);
    if (!result?.loaded) {
      console.log(`${row}  its local font is not on this machine (${face.src})`);
    } else if (!result.characters) {
      console.log(
        `${row}${'0'.padStart(7)}${'-'.padStart(10)}${`${face.sizeAdjust}%`.padStart(9)}`,
      );
    } else {
      console.log(
        row +
          String(result.characters).padStart(7) +
          `${result.scale.toFixed(2)}%`.padStart(10) +
          `${face.sizeAdjust}%`.padStart(9) +
          '   ' +
          result.apart.map(({ text, off }) => `${text.slice(0, 24)} ${off.toFixed(1)}%`).join(', '),
      );
    }
  }
} finally {
  stack.stop();
}
