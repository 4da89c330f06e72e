import { describe, expect, it } from 'vitest';
import { createLoadContext, documentUrl, previewSessionOf, requestContext } from './context.server';

describe('request context', () => {
  it('takes the locale from the URL and speaks it', () => {
    const french = createLoadContext(new URL('http://site.local/')).get(requestContext);
    const english = createLoadContext(new URL('http://site.local/en/checkout/cart')).get(
      requestContext,
    );
    expect(french.locale).toBe('fr');
    expect(french.i18n._('notFound.title')).toBe('Sortie de piste');
    expect(english.locale).toBe('en');
    expect(english.i18n._('notFound.title')).toBe('Off-track');
  });

  it('gives each request its own Lingui instance and store', () => {
    const first = createLoadContext(new URL('http://site.local/')).get(requestContext);
    const second = createLoadContext(new URL('http://site.local/')).get(requestContext);
    expect(first.i18n).not.toBe(second.i18n);
    expect(first.store).not.toBe(second.store);
    expect(first.config).toBe(second.config);
  });
});

describe('preview session', () => {
  it('reads the visitor’s session from their cookie', () => {
    expect(previewSessionOf('pdk_consent=x; pdk_preview=ps1.abc.def.ghi-jkl_mno')).toBe(
      'ps1.abc.def.ghi-jkl_mno',
    );
    expect(previewSessionOf('pdk_consent=x')).toBeUndefined();
    expect(previewSessionOf(undefined)).toBeUndefined();
  });

  it('forwards only what has the shape of a session, and nothing else', () => {
    const url = new URL('http://site.local/?draft=1');
    const sessionOf = (previewSession: string | undefined) =>
      createLoadContext(url, { previewSession }).get(requestContext).previewSession;
    expect(sessionOf('ps1.abcdefghijklmnop.qrst')).toBe('ps1.abcdefghijklmnop.qrst');
    expect(sessionOf('short')).toBeUndefined();
    expect(sessionOf('ps1.abcdefghijklmnop\r\nx-evil: 1')).toBeUndefined();
    expect(sessionOf(undefined)).toBeUndefined();
  });
});

describe('documentUrl', () => {
  it("reads the page behind React Router's data requests", () => {
    const path = (url: string) => documentUrl(new URL(url, 'http://site.local')).pathname;
    expect(path('/en.data')).toBe('/en');
    expect(path('/_root.data')).toBe('/');
    expect(path('/en/news.data?fp=1')).toBe('/en/news');
    expect(path('/fr/partenaires')).toBe('/fr/partenaires');
  });

  it('gives data requests of English pages the English texts', () => {
    expect(createLoadContext(new URL('http://site.local/en.data')).get(requestContext).locale).toBe(
      'en',
    );
  });
});
