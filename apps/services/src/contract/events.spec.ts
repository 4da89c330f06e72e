import { notification } from '@paddock/api-clients/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServices, type TestServices } from '../testing/harness';
import { http } from '../testing/http';

let services: TestServices;
let api: ReturnType<typeof http>;

beforeAll(async () => {
  services = await startTestServices();
  api = http(`${services.url}/events`);
});
afterAll(() => services.close());

/** Reads server-sent events until one named `name` arrives. */
async function nextEvent(response: Response, name: string): Promise<unknown> {
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error('no stream');
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended');
    buffer += value;
    for (const message of buffer.split('\n\n').slice(0, -1)) {
      const fields = Object.fromEntries(
        message
          .split('\n')
          .filter((line) => !line.startsWith(':'))
          .map((line) => [
            line.slice(0, line.indexOf(':')),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
      );
      if (fields['event'] === name) {
        await reader.cancel();
        return JSON.parse(fields['data'] ?? 'null');
      }
    }
    buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
  }
}

describe('event stream', () => {
  it("delivers a published notification to the site's visitors, as named JSON events", async () => {
    const stream = await fetch(`${services.url}/events/auto`, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(stream.headers.get('access-control-allow-credentials')).toBe('true');
    const received = nextEvent(stream, 'notification');

    const published = await api.post<{ delivered: number }>('auto/notifications', {
      json: { text: 'Voiture de sécurité en piste', duration: 8000 },
      headers: { authorization: `Bearer ${services.adminToken}` },
    });
    expect(published.status).toBe(201);
    expect(published.body.delivered).toBe(1);
    const data = notification.parse(await received);
    expect(data.text).toBe('Voiture de sécurité en piste');
    expect(data.duration).toBe(8000);
  });

  it('publishes only with the admin token and a valid notification', async () => {
    const anonymous = await api.post('auto/notifications', { json: { text: 'Hello' } });
    expect(anonymous.status).toBe(401);
    const invalid = await api.post<{ error: { code: string } }>('auto/notifications', {
      json: { text: '' },
      headers: { authorization: `Bearer ${services.adminToken}` },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe('INVALID_REQUEST');
  });

  it('has no stream for a site that does not exist', async () => {
    expect((await api.get('formula-e')).status).toBe(404);
  });
});
