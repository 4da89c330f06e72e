import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { productionBuildOf } from './production-router';

const require = createRequire(import.meta.url);

describe('productionBuildOf', () => {
  it("maps a module of React Router's development build to the production build's file", () => {
    expect(
      productionBuildOf('/repo/node_modules/react-router/dist/development/dom-export.mjs'),
    ).toBe('/repo/node_modules/react-router/dist/production/dom-export.mjs');
  });

  it('leaves any other module alone', () => {
    expect(productionBuildOf('/repo/node_modules/react-dom/client.js')).toBeNull();
    expect(productionBuildOf('/repo/node_modules/other/dist/development/index.mjs')).toBeNull();
  });

  it.each(['react-router', 'react-router/dom'])(
    'finds the production file of the installed %s',
    (name) => {
      const production = productionBuildOf(require.resolve(name));
      expect(production).not.toBeNull();
      expect(existsSync(production as string)).toBe(true);
    },
  );
});
