import { describe, expect, it } from 'vitest';
import { paintFirst } from './paint-first-scripts';

// React Router's inline module as <Scripts> writes it (route discovery on: no manifest import).
const reactRouterModule = `;
import * as route0 from "/assets/root-C1.js";
import * as route1_clientLoader from "/assets/page-loader-C2.js";
import * as route1_main from "/assets/page-C2.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterManifest = { "entry": { "module": "/assets/entry.client-C3.js" } };
  window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};

import("/assets/entry.client-C3.js");`;

const modules = ['/assets/entry.client-C3.js', '/assets/frame-C4.js', '/assets/root-C1.js'];

describe('paintFirst', () => {
  const source = paintFirst(reactRouterModule, modules, 'n0nce') ?? '';
  const lines = source.split('\n');

  it('waits for a painted frame, unless the page is hidden, before anything else', () => {
    expect(lines[0]).toBe(
      "if (document.visibilityState !== 'hidden') await new Promise((go) => requestAnimationFrame(() => setTimeout(go)));",
    );
  });

  it('then links every module of the page at once, with the page’s nonce', () => {
    expect(lines[1]).toBe(
      `for (const href of ${JSON.stringify(modules)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, nonce: "n0nce" }));`,
    );
  });

  it('imports the route modules with import(), in their order, and keeps the rest as it was', () => {
    expect(source).not.toMatch(/^import \* as/m);
    expect(lines.slice(2)).toEqual([
      ';',
      'const route0 = await import("/assets/root-C1.js");',
      'const route1_clientLoader = await import("/assets/page-loader-C2.js");',
      'const route1_main = await import("/assets/page-C2.js");',
      ...reactRouterModule.split('\n').slice(4),
    ]);
  });

  it('runs a statement it is given first of all, before the wait for the paint', () => {
    const withWarmUp = (
      paintFirst(reactRouterModule, modules, 'n0nce', 'startWarmUp();') ?? ''
    ).split('\n');
    expect(withWarmUp[0]).toBe('startWarmUp();');
    expect(withWarmUp.slice(1)).toEqual(lines);
  });

  it('turns a bare import (the manifest’s, without route discovery) into import() too', () => {
    const withManifest = `import "/assets/manifest-C5.js";\n${reactRouterModule}`;
    expect(paintFirst(withManifest)).toContain('await import("/assets/manifest-C5.js");');
  });

  it('leaves a module it does not know alone, and escapes < in the links', () => {
    expect(paintFirst('import("/assets/entry.client-C3.js");', modules)).toBeNull();
    expect(paintFirst(reactRouterModule, ['/assets/</script>.js'])).not.toContain('</script>');
  });
});
