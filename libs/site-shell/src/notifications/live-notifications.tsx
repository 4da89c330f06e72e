import type { Notification } from '@paddock/api-clients/contracts';
import { Contained } from '@paddock/ui';
import { useCallback, useEffect, useState } from 'react';
import {
  startLiveConnection,
  type LiveConnectionOptions,
  type LiveState,
} from './live-connection.js';
import { asNotification } from './notification.js';
import { NotificationToast } from './notification-toast.js';

export interface LiveNotificationsProps {
  /** The site's stream, `{host}/{siteIdentifier}`. */
  url: string;
  /** Closes the stream after this long without activity (IDLE_TIMEOUT, SPEC §9). */
  idleTimeout: number;
  /** For tests and stories: how to open the stream. */
  open?: LiveConnectionOptions['open'];
}

/**
 * The site's live notifications: the event stream, opened after hydration, closed while the visitor is
 * idle, and the toast of its newest notification. `data-live` says the stream's state. A toast that
 * fails to show is left out (logged) without closing the stream.
 */
export function LiveNotifications({ url, idleTimeout, open }: LiveNotificationsProps) {
  const [newest, setNewest] = useState<Notification | null>(null);
  const [state, setState] = useState<LiveState>('connecting');
  const dismiss = useCallback(() => setNewest(null), []);

  useEffect(
    () =>
      startLiveConnection({
        url,
        idleTimeout,
        handlers: {
          notification: (data) => {
            const notification = asNotification(data);
            if (notification) setNewest(notification);
          },
        },
        onStateChange: setState,
        ...(open ? { open } : {}),
      }),
    [url, idleTimeout, open],
  );

  return (
    <div data-live={state}>
      <Contained name="notification toast">
        <NotificationToast notification={newest} onClose={dismiss} />
      </Contained>
    </div>
  );
}
