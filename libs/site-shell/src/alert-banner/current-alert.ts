import type { Alert } from '@paddock/api-clients/contracts';

/**
 * The alert to show at `now` (SPEC §4): among those that started before it and end after it, the one
 * that started first.
 */
export function currentAlert(alerts: readonly Alert[], now: Date): Alert | undefined {
  const time = now.getTime();
  let current: Alert | undefined;
  for (const alert of alerts) {
    const start = Date.parse(alert.start);
    if (start < time && time < Date.parse(alert.end)) {
      if (!current || start < Date.parse(current.start)) {
        current = alert;
      }
    }
  }
  return current;
}
