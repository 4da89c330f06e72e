import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader } from '../routes/messages';
import { messagesElementId, messagesScriptText, messagesUrl, serializeMessages } from './messages';

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
    expect(messagesScriptText({ 'a.b': 'Server' })).toBe('{"a.b":"Server"}');
    const written = '{"a.b":"Server \\u003c"}';
    const getElementById = vi.fn((id: string) =>
      id === messagesElementId ? { textContent: written } : null,
    );
    // The browser's build.
    vi.stubEnv('SSR', false);
    vi.stubGlobal('document', { getElementById });
    const stringify = vi.spyOn(JSON, 'stringify');

    expect(messagesScriptText({ 'a.b': 'Browser' })).toBe(written);
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
