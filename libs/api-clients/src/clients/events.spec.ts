// @vitest-environment node
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as browser from '../browser.js';
import { streamEvents, type Notification } from '../contracts/index.js';
import { eventStreamUrl, streamEventNames, type StreamEvent } from './events.js';
import * as validated from './index.js';

const notification = {
  uuid: '0c9b1d6e-2f3a-4b5c-8d7e-9f0a1b2c3d4e',
  text: 'Départ dans 1 heure',
  duration: 8000,
  publishedAt: '2027-06-14T15:00:00+02:00',
};

describe('eventStreamUrl', () => {
  it('is the events URL and the site identifier', () => {
    expect(eventStreamUrl('http://localhost:3100/events', 'auto')).toBe(
      'http://localhost:3100/events/auto',
    );
  });

  it('never doubles a slash', () => {
    expect(eventStreamUrl('http://localhost:3100/events/', 'moto')).toBe(
      'http://localhost:3100/events/moto',
    );
    expect(eventStreamUrl('http://localhost:3100/events//', '/aco')).toBe(
      'http://localhost:3100/events/aco',
    );
    expect(eventStreamUrl('/events', 'classic')).toBe('/events/classic');
  });
});

// The main entry's reader validates each event; the browser's takes our stream's JSON as typed.
const flavours = [
  { flavour: 'validating (main entry)', validates: true, ...validated },
  { flavour: 'browser', validates: false, ...browser },
];

describe.each(flavours)('parseStreamEvent, $flavour', ({ parseStreamEvent, validates }) => {
  it('parses a notification', () => {
    expect(parseStreamEvent('notification', JSON.stringify(notification))).toEqual({
      name: 'notification',
      data: notification,
    });
  });

  it('is null for a name the stream does not define', () => {
    expect(parseStreamEvent('message', JSON.stringify(notification))).toBeNull();
    expect(parseStreamEvent('toString', JSON.stringify(notification))).toBeNull();
    expect(parseStreamEvent('__proto__', JSON.stringify(notification))).toBeNull();
  });

  it('is null for data that is not a JSON object', () => {
    expect(parseStreamEvent('notification', '{not json')).toBeNull();
    expect(parseStreamEvent('notification', '')).toBeNull();
    expect(parseStreamEvent('notification', 'null')).toBeNull();
    expect(parseStreamEvent('notification', '[]')).toBeNull();
  });

  it.runIf(validates)('is null for data not of the event shape', () => {
    expect(
      parseStreamEvent('notification', JSON.stringify({ ...notification, duration: -1 })),
    ).toBeNull();
  });

  it('types the data by event name', () => {
    const event = parseStreamEvent('notification', JSON.stringify(notification));
    expectTypeOf(event).toEqualTypeOf<StreamEvent | null>();
    if (event?.name === 'notification') expectTypeOf(event.data).toEqualTypeOf<Notification>();
  });
});

describe('streamEventNames', () => {
  it('lists the events to listen to', () => {
    expect(streamEventNames).toEqual(['notification']);
    expect([...streamEventNames].sort()).toEqual(Object.keys(streamEvents).sort());
  });
});
