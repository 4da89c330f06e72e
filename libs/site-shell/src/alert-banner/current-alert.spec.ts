import type { Alert } from '@paddock/api-clients/contracts';
import { describe, expect, it } from 'vitest';
import { currentAlert } from './current-alert.js';

const alert = (uuid: string, start: string, end: string): Alert => ({
  uuid,
  text: uuid,
  start,
  end,
});

const now = new Date('2027-06-01T12:00:00+02:00');

describe('currentAlert', () => {
  it('is the alert that started before now and ends after it', () => {
    const alerts = [
      alert('past', '2027-05-01T00:00:00+02:00', '2027-05-31T00:00:00+02:00'),
      alert('current', '2027-05-30T00:00:00+02:00', '2027-06-10T00:00:00+02:00'),
      alert('future', '2027-06-02T00:00:00+02:00', '2027-06-20T00:00:00+02:00'),
    ];
    expect(currentAlert(alerts, now)?.uuid).toBe('current');
  });

  it('is the earliest started of several current alerts, whatever their order', () => {
    const alerts = [
      alert('later', '2027-05-31T00:00:00+02:00', '2027-06-30T00:00:00+02:00'),
      alert('earliest', '2027-05-01T00:00:00+02:00', '2027-06-02T00:00:00+02:00'),
      alert('middle', '2027-05-15T00:00:00+02:00', '2027-06-30T00:00:00+02:00'),
    ];
    expect(currentAlert(alerts, now)?.uuid).toBe('earliest');
  });

  it('compares instants, whatever the offsets', () => {
    // 09:59 UTC is before noon in Paris (10:00 UTC); 10:01 UTC after it.
    const alerts = [
      alert('not yet', '2027-06-01T10:01:00Z', '2027-06-02T00:00:00Z'),
      alert('started', '2027-06-01T09:59:00Z', '2027-06-02T00:00:00Z'),
    ];
    expect(currentAlert(alerts, now)?.uuid).toBe('started');
  });

  it('is none when no alert covers now, nor at the exact bounds', () => {
    expect(currentAlert([], now)).toBeUndefined();
    expect(
      currentAlert(
        [
          alert('starts now', '2027-06-01T12:00:00+02:00', '2027-06-02T00:00:00+02:00'),
          alert('ends now', '2027-05-01T00:00:00+02:00', '2027-06-01T12:00:00+02:00'),
        ],
        now,
      ),
    ).toBeUndefined();
  });
});
