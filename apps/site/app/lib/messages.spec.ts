import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader } from '../routes/messages';
import { messagesElementId, messagesUrl, pageMessagesOf, serializeMessages } from './messages';

type Args = Parameters<typeof loader>[0];
const call = (file: string, search = '') =>
  loader({
    params: { file },
    url: new URL(`http://localhost/i18n/${file}${search}`),
  } as unknown as Args);

describe('the texts as data', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('serializes messages so that no `<` can close the script element', () => {
    const text = serializeMessages({ 'a.b': '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ 'a.b': '</script><script>alert(1)</script>' });
  });

  it('writes messages that cannot change once, and any other as they are now', () => {
    const shared = Object.freeze({ 'a.b': 'Sortie de piste' });
    expect(serializeMessages(shared)).toBe(serializeMessages(shared));
    expect(JSON.parse(serializeMessages(shared))).toEqual(shared);
    const changing: Record<string, string> = { 'a.b': 'Avant' };
    expect(serializeMessages(changing)).toBe('{"a.b":"Avant"}');
    changing['a.b'] = 'Après';
    expect(serializeMessages(changing)).toBe('{"a.b":"Après"}');
  });

  it('are written by the server, and kept as written by the browser, which never serializes them again', () => {
    expect(pageMessagesOf({ 'a.b': 'Server' }, undefined)).toEqual({
      text: '{"a.b":"Server"}',
      partial: false,
      attributes: {},
    });
    // What the server's entry gives: part of the locale, marked so.
    expect(pageMessagesOf({ 'a.b': 'Server' }, { text: '{}', partial: true })).toEqual({
      text: '{}',
      partial: true,
      attributes: { 'data-partial': '' },
    });
    const written = '{"a.b":"Server \\u003c"}';
    const element = {
      textContent: written,
      hasAttribute: (name: string) => name === 'data-partial',
    };
    const getElementById = vi.fn((id: string) => (id === messagesElementId ? element : null));
    // The browser's build.
    vi.stubEnv('SSR', false);
    vi.stubGlobal('document', { getElementById });
    const stringify = vi.spyOn(JSON, 'stringify');

    expect(pageMessagesOf({ 'a.b': 'Browser' }, undefined)).toEqual({
      text: written,
      partial: true,
      attributes: { 'data-partial': '' },
    });
    expect(stringify).not.toHaveBeenCalled();
  });

  it('serves a locale’s texts, and the wording keys with debugWording', async () => {
    const english = (await call('en.json')) as Response;
    const messages = (await english.json()) as Record<string, unknown>;
    expect(messages['notFound.backToStands']).toEqual(['Back to stands']);
    const keys = (await (call('fr.json', '?debugWording=true') as Response).json()) as Record<
      string,
      unknown
    >;
    expect(keys['notFound.backToStands']).toEqual(['notFound.backToStands']);
    expect(messagesUrl('en', true)).toBe('/i18n/en.json?debugWording=true');
  });

  it('knows no other locale', () => {
    expect(() => call('de.json')).toThrow();
    expect(() => call('fr.js')).toThrow();
  });
});

describe('the browser’s texts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** A fresh module, on a page in `lang` whose messages element holds `messages`. */
  async function browserPage(lang: string, messages: object, partial: boolean) {
    const element = {
      textContent: JSON.stringify(messages),
      hasAttribute: (name: string) => partial && name === 'data-partial',
    };
    vi.stubGlobal('document', {
      documentElement: { lang },
      getElementById: (id: string) => (id === 'pdk-messages' ? element : null),
    });
    vi.stubGlobal('window', { location: { search: '' } });
    const fetch = vi.fn(async (url: string) =>
      url.startsWith('/i18n/fr.json')
        ? Response.json({ 'a.b': ['Texte'], 'c.d': ['Plus tard'] })
        : Response.json({ 'a.b': ['Text'] }),
    );
    vi.stubGlobal('fetch', fetch);
    const module = await import('./messages');
    return { ...module, fetch };
  }

  it('loads the rest of a partial locale when a render asks for a message the page lacks', async () => {
    const { browserI18n, ensureBrowserLocale, fetch } = await browserPage(
      'fr',
      { 'a.b': ['Texte'] },
      true,
    );
    const i18n = browserI18n();
    const changed = vi.fn();
    i18n.on('change', changed);
    expect(i18n._('a.b')).toBe('Texte');
    // Empty until the rest is in, never the id; asked twice, loaded once.
    expect(i18n._('c.d')).toBe('');
    expect(i18n._('c.d')).toBe('');
    await ensureBrowserLocale('fr');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/i18n/fr.json');
    expect(changed).toHaveBeenCalled();
    expect(i18n._('c.d')).toBe('Plus tard');
    // The whole locale is in: a message it lacks is a mistake of ours, shown as its id.
    expect(i18n._('x.y')).toBe('x.y');
    await ensureBrowserLocale('fr');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a page that brought its whole locale, and another locale once', async () => {
    const { browserI18n, ensureBrowserLocale, fetch } = await browserPage(
      'fr',
      { 'a.b': ['Texte'] },
      false,
    );
    browserI18n();
    await ensureBrowserLocale('fr');
    expect(fetch).not.toHaveBeenCalled();
    await Promise.all([ensureBrowserLocale('en'), ensureBrowserLocale('en')]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/i18n/en.json');
  });

  it('tries again after a load that failed', async () => {
    const { ensureBrowserLocale, fetch } = await browserPage('fr', {}, true);
    fetch.mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(ensureBrowserLocale('fr')).rejects.toThrow('No texts for fr: 503');
    await ensureBrowserLocale('fr');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
