import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_COOKIE,
  CONSENT_STATE_ATTRIBUTE,
  consentStateScript,
  cookieStorage,
  createConsentStore,
  watchCookieLinks,
  type ConsentStorage,
} from './consent.js';

function memoryStorage(initial: string | null = null) {
  const state = { value: initial, maxAgeDays: 0 };
  const storage: ConsentStorage = {
    read: () => state.value,
    write: (value, maxAgeDays) => {
      state.value = value;
      state.maxAgeDays = maxAgeDays;
    },
  };
  return { storage, state };
}

const now = () => new Date('2026-06-10T08:00:00Z');

describe('the consent store', () => {
  it('allows only what is necessary before the visitor has chosen', () => {
    const consent = createConsentStore(memoryStorage().storage, now);
    expect(consent.choice()).toBeNull();
    expect(consent.allows('necessary')).toBe(true);
    expect(consent.allows('audience')).toBe(false);
    expect(consent.allows('marketing')).toBe(false);
  });

  it('keeps a choice for 180 days, and reads it back on the next page', () => {
    const { storage, state } = memoryStorage();
    createConsentStore(storage, now).decide({ audience: true });
    expect(state.maxAgeDays).toBe(180);
    const next = createConsentStore(storage, now);
    expect(next.choice()).toEqual({
      audience: true,
      marketing: false,
      decidedAt: '2026-06-10T08:00:00.000Z',
      version: 1,
    });
  });

  it('accepts all, refuses all, and allows one more category keeping the others', () => {
    const consent = createConsentStore(memoryStorage().storage, now);
    consent.acceptAll();
    expect([consent.allows('audience'), consent.allows('marketing')]).toEqual([true, true]);
    consent.refuseAll();
    expect([consent.allows('audience'), consent.allows('marketing')]).toEqual([false, false]);
    consent.decide({ audience: true });
    consent.allow('marketing');
    expect([consent.allows('audience'), consent.allows('marketing')]).toEqual([true, true]);
  });

  it('tells its listeners of each choice, until they leave', () => {
    const consent = createConsentStore(memoryStorage().storage, now);
    const listener = vi.fn();
    const leave = consent.subscribe(listener);
    consent.acceptAll();
    leave();
    consent.refuseAll();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('asks again when the stored choice is unreadable or of another version', () => {
    for (const stored of [
      '{oops',
      '{"audience":true,"marketing":true,"decidedAt":"x","version":0}',
    ]) {
      expect(createConsentStore(memoryStorage(stored).storage, now).choice()).toBeNull();
    }
  });

  it('keeps the choice for this page when the storage refuses it, and says so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const consent = createConsentStore(
      {
        read: () => null,
        write: () => {
          throw new Error('cookies disabled');
        },
      },
      now,
    );
    consent.acceptAll();
    expect(consent.allows('marketing')).toBe(true);
    expect(error).toHaveBeenCalledWith('The consent choice could not be stored', expect.any(Error));
    error.mockRestore();
  });

  it('reads the choice again when the stored one changes (another tab, cleared cookies)', () => {
    const { storage, state } = memoryStorage();
    const consent = createConsentStore(storage, now);
    consent.acceptAll();
    const first = consent.choice();
    expect(consent.choice()).toBe(first);
    state.value = null;
    expect(consent.choice()).toBeNull();
    expect(consent.allows('marketing')).toBe(false);
  });
});

describe('the consent cookie', () => {
  afterEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('is written for the whole site and read back', () => {
    const storage = cookieStorage(document);
    expect(storage.read()).toBeNull();
    storage.write('{"a":"b c"}', 180);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=`);
    expect(storage.read()).toBe('{"a":"b c"}');
  });

  it("marks the page 'ask' without it and 'chosen' with it, before any module runs (the head's script)", () => {
    const runHeadScript = () => {
      // The text the document's head carries, run as the browser runs it.
      new Function(consentStateScript)();
      return document.documentElement.getAttribute(CONSENT_STATE_ATTRIBUTE);
    };
    document.cookie = 'pdk_consent_old=1; Path=/';
    expect(runHeadScript()).toBe('ask');
    cookieStorage(document).write('{"audience":false}', 180);
    expect(runHeadScript()).toBe('chosen');
    document.cookie = 'pdk_consent_old=; Max-Age=0; Path=/';
    document.documentElement.removeAttribute(CONSENT_STATE_ATTRIBUTE);
  });
});

describe('#cookie', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '';
  });

  it('opens the preferences when the address ends with it, and leaves the address clean', () => {
    window.history.replaceState(null, '', '/fr/billetterie?fp=1#cookie');
    const open = vi.fn();
    const stop = watchCookieLinks(window, open);
    expect(open).toHaveBeenCalledTimes(1);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/fr/billetterie?fp=1',
    );
    stop();
  });

  it('opens the preferences from any link to #cookie, without following it', () => {
    document.body.innerHTML =
      '<a href="#cookie"><span>Cookies</span></a><a href="/fr/mentions#cookie">Mentions</a><a href="/fr">Accueil</a>';
    const open = vi.fn();
    const stop = watchCookieLinks(window, open);
    const link = (name: string) => {
      const found = [...document.querySelectorAll('a')].find((a) => a.textContent === name);
      if (!found) throw new Error(`no link ${name}`);
      return found;
    };
    const click = (element: Element) =>
      element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const own = link('Cookies');
    expect(click(own.querySelector('span') ?? own)).toBe(false);
    expect(click(link('Mentions'))).toBe(false);
    const plain = link('Accueil');
    plain.addEventListener('click', (event) => event.preventDefault());
    click(plain);
    expect(open).toHaveBeenCalledTimes(2);
    stop();
    click(own);
    expect(open).toHaveBeenCalledTimes(2);
  });
});
