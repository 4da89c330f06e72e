/** Where the uuids of the alerts a visitor closed are kept (SPEC §9): a JSON array of strings. */
export const dismissedAlertsKey = 'ALERTS_DISMISSED';

const nothingDismissed: readonly string[] = [];
const listeners = new Set<() => void>();
// Read once per mounted banner (see subscribe), not on every render.
let snapshot: readonly string[] | undefined;

function read(): readonly string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(dismissedAlertsKey) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((uuid): uuid is string => typeof uuid === 'string')
      : nothingDismissed;
  } catch (error) {
    // Storage refused (private mode, policy) or garbage in it: the banner shows, nothing breaks.
    console.error('Could not read the dismissed alerts', error);
    return nothingDismissed;
  }
}

/** The uuids of the alerts closed in this browser. */
export function dismissedAlerts(): readonly string[] {
  snapshot ??= read();
  return snapshot;
}

/** Nothing is dismissed on the server, nor in the hydrating render: both show the same first frame. */
export function dismissedOnTheServer(): readonly string[] {
  return nothingDismissed;
}

export function subscribeToDismissedAlerts(onChange: () => void): () => void {
  // A banner that mounts reads the storage afresh (another tab may have written to it).
  snapshot = undefined;
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === dismissedAlertsKey || event.key === null) {
      snapshot = undefined;
      onChange();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Remembers that the visitor closed the alert `uuid`; it stays closed even if storing it failed. */
export function dismissAlert(uuid: string): void {
  const dismissed = dismissedAlerts();
  snapshot = dismissed.includes(uuid) ? dismissed : [...dismissed, uuid];
  try {
    localStorage.setItem(dismissedAlertsKey, JSON.stringify(snapshot));
  } catch (error) {
    console.error('Could not store the dismissed alert', error);
  }
  for (const listener of listeners) {
    listener();
  }
}
