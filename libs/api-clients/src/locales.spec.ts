import { describe, expect, it } from 'vitest';
import { inLocale, intlLocale, isLocale, localeOrDefault } from './locales.js';

describe('the locales', () => {
  it('knows French and English only', () => {
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('falls back to French for anything else', () => {
    expect(localeOrDefault('en')).toBe('en');
    expect(localeOrDefault('de')).toBe('fr');
    expect(localeOrDefault(null)).toBe('fr');
  });

  it('reads a catalogue value in a locale, French when untranslated', () => {
    expect(inLocale({ fr: 'Tribune', en: 'Stand' }, 'en')).toBe('Stand');
    expect(inLocale({ fr: 'Tribune' }, 'en')).toBe('Tribune');
  });

  it('formats English the British way and French the French way', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('fr')).toBe('fr-FR');
    expect(intlLocale('de')).toBe('fr-FR');
    const day = new Date('2027-06-12T14:00:00Z');
    const format = (locale: string) =>
      new Intl.DateTimeFormat(intlLocale(locale), {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(day);
    expect(format('en')).toBe('Saturday 12 June');
    expect(format('fr')).toBe('samedi 12 juin');
  });
});
