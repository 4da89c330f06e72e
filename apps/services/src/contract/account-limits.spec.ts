/**
 * The login limits under attack: attempts in parallel, and many emails from one address. Each block
 * has services of its own, as the limits are per client address and every test here comes from one.
 */
import { loginResponse } from '@paddock/api-clients/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServices, type TestServices } from '../testing/harness';
import { http } from '../testing/http';

const password = 'Paddock-24h!';

function loginWith(services: TestServices) {
  const api = http(`${services.url}/account`);
  return async (email: string, secret: string) => {
    const answer = await api.post<unknown>('api/mobile/login', {
      form: { email, password: secret },
    });
    return { status: answer.status, body: loginResponse.parse(answer.body) };
  };
}

/** How many answers of each status. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('login attempts in parallel for one email', () => {
  const maxFailures = 5;
  let services: TestServices;
  let login: ReturnType<typeof loginWith>;

  beforeAll(async () => {
    services = await startTestServices({
      LOGIN_MAX_FAILURES: String(maxFailures),
      LOGIN_MAX_FAILURES_PER_ADDRESS: '50',
    });
    login = loginWith(services);
  });
  afterAll(() => services.close());

  it('judges at most the allowed number of 40 wrong passwords sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) => login('visitor@paddock.test', `wrong-${attempt}`)),
    );
    const counts = tally(answers.map((answer) => answer.status));
    expect(counts).toEqual({ 401: maxFailures, 429: 40 - maxFailures });
  });

  it('lets no one in with the right password at #97 of 100 sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, attempt) =>
        login('expired@paddock.test', attempt === 96 ? password : `wrong-${attempt}`),
      ),
    );
    const counts = tally(answers.map((answer) => answer.status));
    expect(counts[200]).toBeUndefined();
    expect(counts[401]).toBeLessThanOrEqual(maxFailures);
    expect(counts[429]).toBeGreaterThanOrEqual(100 - maxFailures);
    expect(answers[96]?.status).toBe(429);
  });
});

describe('failed logins from one address, whatever the emails', () => {
  const perAddress = 4;
  let services: TestServices;
  let login: ReturnType<typeof loginWith>;

  beforeAll(async () => {
    services = await startTestServices({
      LOGIN_MAX_FAILURES: '5',
      LOGIN_MAX_FAILURES_PER_ADDRESS: String(perAddress),
    });
    login = loginWith(services);
  });
  afterAll(() => services.close());

  it('do not count the logins that succeed', async () => {
    for (let attempt = 0; attempt < perAddress + 2; attempt += 1) {
      expect((await login('member@paddock.test', password)).status).toBe(200);
    }
  });

  it('are limited: of 60 emails tried, only the allowed number are judged, and then none', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 60; attempt += 1) {
      statuses.push((await login(`fan-${attempt}@paddock.test`, 'guess')).status);
    }
    expect(tally(statuses)).toEqual({ 401: perAddress, 429: 60 - perAddress });
    const blocked = await login('member@paddock.test', password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, error: 'Too many attempts: try again later.' });
  });
});
