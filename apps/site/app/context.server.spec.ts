import { describe, expect, it } from 'vitest';
import { createLoadContext, requestContext } from './context.server';

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
