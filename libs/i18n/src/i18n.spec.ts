import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { activateLocale, activeLocale, createI18n, type Catalog } from './i18n.js';

const shell: Catalog = { fr: { 'a.title': 'Sortie de piste' }, en: { 'a.title': 'Off-track' } };
const shop: Catalog = { fr: { 'b.cart': 'Panier de {name}' }, en: { 'b.cart': "{name}'s cart" } };

describe('createI18n', () => {
  it('merges the catalogs of several libs and activates the locale', () => {
    const i18n = createI18n('fr', [shell, shop]);
    expect(i18n.locale).toBe('fr');
    expect(i18n._('a.title')).toBe('Sortie de piste');
    expect(i18n._('b.cart', { name: 'Léa' })).toBe('Panier de Léa');
  });

  it('switches locale without loading anything', () => {
    const i18n = createI18n('fr', [shell, shop]);
    i18n.activate('en');
    expect(i18n._('a.title')).toBe('Off-track');
    expect(i18n._('b.cart', { name: 'Léa' })).toBe("Léa's cart");
  });

  it('gives every request its own instance', () => {
    const first = createI18n('fr', [shell]);
    const second = createI18n('en', [shell]);
    expect(first).not.toBe(second);
    expect(first._('a.title')).toBe('Sortie de piste');
    expect(second._('a.title')).toBe('Off-track');
  });
});

describe('the messages of a list of catalogs', () => {
  it('are merged once: every instance reads the same texts, and none can change them', () => {
    const catalogs = [shell, shop];
    const first = createI18n('fr', catalogs);
    const second = createI18n('en', catalogs);
    second.activate('fr');
    expect(second.messages).toBe(first.messages);
    expect(() => first.load('fr', { 'a.title': 'Autre chose' })).toThrow(TypeError);
    expect(second._('a.title')).toBe('Sortie de piste');
    // Another list, or the wording keys, are other messages.
    expect(createI18n('fr', [shell]).messages).not.toBe(first.messages);
    expect(createI18n('fr', catalogs, { debugWording: true })._('a.title')).toBe('a.title');
    expect(createI18n('fr', catalogs)._('a.title')).toBe('Sortie de piste');
  });
});

describe('debugWording', () => {
  it('shows every message as its key', () => {
    const i18n = createI18n('fr', [shell, shop], { debugWording: true });
    expect(i18n._('a.title')).toBe('a.title');
    expect(i18n._('b.cart', { name: 'Léa' })).toBe('b.cart');
  });
});

describe('activeLocale', () => {
  it('reads the locale an instance speaks', () => {
    expect(activeLocale(createI18n('en', [shell]))).toBe('en');
  });

  it('falls back to French for an instance not (yet) in one of our locales', () => {
    expect(activeLocale(setupI18n())).toBe('fr');
  });
});

describe('the Intl locale of an instance', () => {
  const race: Catalog = {
    fr: { laps: '{count, plural, one {# tour} other {# tours}}' },
    en: { laps: '{count, plural, one {# lap} other {# laps}}' },
  };

  it('formats plurals and numbers the page’s way, in each locale', () => {
    expect(createI18n('en', [race])._('laps', { count: 0 })).toBe('0 laps');
    expect(createI18n('en', [race])._('laps', { count: 1234 })).toBe('1,234 laps');
    expect(createI18n('fr', [race])._('laps', { count: 0 })).toBe('0 tour');
    expect(createI18n('fr', [race])._('laps', { count: 1234 })).toBe('1\u202f234 tours');
  });

  it('follows a switch of locale', () => {
    const i18n = createI18n('fr', [race]);
    activateLocale(i18n, 'en');
    expect(i18n._('laps', { count: 0 })).toBe('0 laps');
    activateLocale(i18n, 'fr');
    expect(i18n._('laps', { count: 1 })).toBe('1 tour');
  });
});
