import type { Notification } from '@paddock/api-clients/contracts';
import { renderInLocale } from '@paddock/ui/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteShellCatalog } from '../i18n.js';
import { FakeEventSource } from '../testing/fake-event-source.js';
import { LiveNotifications } from './live-notifications.js';
import { asNotification } from './notification.js';
import { NotificationToast } from './notification-toast.js';

const catalogs = [siteShellCatalog];
const safetyCar: Notification = {
  uuid: '6f1c2b4e-8a0d-4c55-9f1e-2d3c4b5a6e70',
  text: 'Voiture de sécurité en piste.',
  duration: 8000,
  publishedAt: '2026-06-13T18:42:00.000Z',
  link: { href: '/fr/live', text: 'Suivre le direct' },
};

beforeEach(() => {
  FakeEventSource.opened.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('NotificationToast', () => {
  it('shows the notification and its link in a polite live region, without taking the focus', () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    renderInLocale(<NotificationToast notification={safetyCar} onClose={() => undefined} />, {
      catalogs,
    });
    const region = screen.getByRole('status', { name: 'Notification en direct' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Voiture de sécurité en piste.');
    expect(screen.getByRole('link', { name: 'Suivre le direct' })).toHaveAttribute(
      'href',
      '/fr/live',
    );
    expect(button).toHaveFocus();
    button.remove();
  });

  it('goes after its own duration', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderInLocale(
      <NotificationToast notification={{ ...safetyCar, duration: 3000 }} onClose={onClose} />,
      { catalogs },
    );
    vi.advanceTimersByTime(2999);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('goes when closed', async () => {
    const onClose = vi.fn();
    renderInLocale(<NotificationToast notification={safetyCar} onClose={onClose} />, {
      catalogs,
      locale: 'en',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close the notification' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('LiveNotifications', () => {
  it('shows the newest notification of the stream, and drops data that is not one', () => {
    renderInLocale(
      <LiveNotifications url="/events/auto" idleTimeout={120_000} open={FakeEventSource.open} />,
      { catalogs },
    );
    const source = FakeEventSource.latest();
    if (!source) throw new Error('no stream');
    act(() => source.accept());
    act(() => source.send('notification', safetyCar));
    act(() =>
      source.send('notification', {
        ...safetyCar,
        uuid: 'b',
        text: 'Drapeau vert.',
        link: undefined,
      }),
    );
    act(() => source.send('notification', { text: 42 }));
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Drapeau vert.');
    expect(region).not.toHaveTextContent('Voiture de sécurité');
    expect(region.closest('[data-live]')).toHaveAttribute('data-live', 'open');
  });

  it('checks notifications by hand: the contract shape, or nothing', () => {
    expect(asNotification(safetyCar)).toEqual(safetyCar);
    expect(asNotification({ ...safetyCar, duration: 0 })).toBeNull();
    expect(asNotification({ ...safetyCar, link: { href: 1 } })).toBeNull();
    expect(asNotification('text')).toBeNull();
  });
});
