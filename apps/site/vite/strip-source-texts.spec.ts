import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogIds, withoutSourceTexts } from './strip-source-texts';

const known = new Set(['header.menu', 'cart.title', 'a.b']);
const strip = (code: string) => withoutSourceTexts(code, 'module.js', known)?.code;

describe('withoutSourceTexts', () => {
  it('leaves out the English text of each descriptor written out', () => {
    expect(strip("const a = /*i18n*/ { id: 'header.menu', message: 'Menu' };")).toBe(
      "const a = /*i18n*/ { id: 'header.menu' };",
    );
    expect(strip('const t = { menu: { message: `Menu`, id: `header.menu` }, b: 1 };')).toBe(
      'const t = { menu: { id: `header.menu` }, b: 1 };',
    );
    expect(strip('f({ id: \'cart.title\', message: "Your cart", values: { n } });')).toBe(
      "f({ id: 'cart.title', values: { n } });",
    );
    expect(
      strip("const x = [{ id: 'a.b', message: 'One' }, { id: 'header.menu', message: 'Two' }];"),
    ).toBe("const x = [{ id: 'a.b' }, { id: 'header.menu' }];");
  });

  it('leaves every other object as it is', () => {
    for (const code of [
      // Not a descriptor: an error, a form field's message.
      "const e = { code: 'INVALID', message: 'Too many' };",
      "setError('email', { type: 'server', message: text });",
      // An id that no catalog holds keeps its text, which Lingui then shows.
      "const a = { id: 'not.in.catalogs', message: 'Fallback' };",
      // A computed id or message, a message with an expression.
      "const a = { id: key, message: 'Menu' };",
      "const a = { id: 'header.menu', message: texts.menu };",
      'const a = { id: `header.menu`, message: `Menu ${n}` };',
      "const a = { ['id']: 'header.menu', message: 'Menu' };",
    ]) {
      expect(strip(code), code).toBeUndefined();
    }
  });
});

describe('catalogIds', () => {
  it('reads the ids that both compiled catalogs of the libs hold', () => {
    const ids = catalogIds(join(import.meta.dirname, '../../../libs'));
    expect(ids.has('header.menu')).toBe(true);
    expect(ids.has('cart.page.title')).toBe(true);
    expect(ids.size).toBeGreaterThan(500);
    expect(ids.has('no.such.message')).toBe(false);
  });
});
