import { describe, expect, it } from 'vitest';
import { eventDate } from './event-date.js';
import { dateTimeFormat, numberFormat } from './intl.js';
import { collator, displayNames, listFormat } from './intl-names.js';

describe('the Intl formats made once', () => {
  it('hands back the same format for the same locale and options, written anew or not', () => {
    const first = dateTimeFormat('fr-FR', { day: 'numeric', month: 'long' });
    expect(dateTimeFormat('fr-FR', { day: 'numeric', month: 'long' })).toBe(first);
    expect(numberFormat('en-GB')).toBe(numberFormat('en-GB'));
    expect(listFormat('fr', { type: 'conjunction' })).toBe(
      listFormat('fr', { type: 'conjunction' }),
    );
  });

  it('makes another for another locale or other options, each formatting as asked', () => {
    const june = new Date('2027-06-12T10:00:00Z');
    expect(dateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(june)).toBe('juin');
    expect(dateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(june)).toBe('June');
    expect(dateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(june)).toBe('Jun');
    expect(numberFormat('en-GB', { minimumFractionDigits: 2 }).format(3)).toBe('3.00');
    expect(numberFormat('en-GB').format(3)).toBe('3');
    expect(listFormat('en', { type: 'conjunction' }).format(['1', '2', '3'])).toBe('1, 2, and 3');
    expect(displayNames('fr', { type: 'region' }).of('DE')).toBe('Allemagne');
    expect(displayNames('en', { type: 'region' }).of('DE')).toBe('Germany');
    expect(['é', 'f', 'e'].sort(collator('fr').compare)).toEqual(['e', 'é', 'f']);
  });
});

describe('eventDate', () => {
  it('is the calendar day in Le Mans, whatever the instant was written in', () => {
    // 22:30 UTC on 12 June is 00:30 on the 13th in Le Mans (summer time, UTC+2).
    expect(eventDate('2027-06-12T22:30:00Z')).toBe('2027-06-13');
    expect(eventDate(new Date('2027-06-12T21:30:00Z'))).toBe('2027-06-12');
    // Winter time is UTC+1.
    expect(eventDate(Date.parse('2027-01-01T23:30:00Z'))).toBe('2027-01-02');
    expect(eventDate('2027-01-01T22:30:00Z')).toBe('2027-01-01');
  });
});
