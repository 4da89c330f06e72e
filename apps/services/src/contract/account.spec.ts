import {
  bouquetsResponse,
  customerResponse,
  loginResponse,
  refreshResponse,
} from '@paddock/api-clients/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServices, type TestServices } from '../testing/harness';
import { http } from '../testing/http';

const password = 'Paddock-24h!';
let services: TestServices;
let api: ReturnType<typeof http>;

beforeAll(async () => {
  services = await startTestServices({ LOGIN_MAX_FAILURES: '3' });
  api = http(`${services.url}/account`);
});
afterAll(() => services.close());

async function login(email: string, secret = password) {
  const answer = await api.post<unknown>('api/mobile/login', { form: { email, password: secret } });
  return { status: answer.status, body: loginResponse.parse(answer.body) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('account service', () => {
  it('logs a demo member in and tells who they are and what they hold', async () => {
    const { status, body } = await login('member@paddock.test');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const token = body.data?.token ?? '';

    const customer = await api.get('api/mobile/customer', bearer(token));
    expect(customer.status).toBe(200);
    const user = customerResponse.parse(customer.body).data;
    expect(user?.email).toBe('member@paddock.test');
    expect(user?.firstname).toBeTruthy();

    const bouquets = bouquetsResponse.parse(
      (await api.get('api/mobile/customer/bouquets', bearer(token))).body,
    );
    const aco1 = bouquets.data.objects.find((bouquet) => bouquet.choice.name === 'ACO1');
    expect(new Date(aco1?.date_end ?? 0).getTime()).toBeGreaterThan(services.clock.now().getTime());
  });

  it('refuses a wrong password without saying which part is wrong', async () => {
    const { status, body } = await login('visitor@paddock.test', 'not-the-password');
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, error: 'Unknown email or wrong password.' });
    expect((await login('nobody@paddock.test')).body.error).toBe(
      'Unknown email or wrong password.',
    );
  });

  it('answers 429 after repeated failures for one email, even with the right password', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login('expired@paddock.test', 'wrong')).status).toBe(401);
    }
    const blocked = await login('expired@paddock.test');
    expect(blocked.status).toBe(429);
    expect(blocked.body.success).toBe(false);
  });

  it('validates the login form: a clear 400 for a missing or malformed email', async () => {
    const answer = await api.post<{ error: { code: string; message: string } }>(
      'api/mobile/login',
      {
        form: { email: 'not-an-email', password },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('INVALID_REQUEST');
    expect(answer.body.error.message).toMatch(/email/);
  });

  it('expires tokens, and renews them within the refresh window', async () => {
    const token = (await login('visitor@paddock.test')).body.data?.token ?? '';
    services.clock.advance(3601);
    const expired = await api.get<{ success: boolean; message: string }>(
      'api/mobile/customer',
      bearer(token),
    );
    expect(expired.status).toBe(401);
    expect(expired.body.success).toBe(false);
    expect(expired.body.message).toMatch(/expired/i);

    const renewed = await api.post('api/mobile/login/token/refresh', {
      form: { token_to_renew: token },
      headers: bearer(token),
    });
    expect(renewed.status).toBe(200);
    const fresh = refreshResponse.parse(renewed.body).data?.token ?? '';
    expect(fresh).not.toBe(token);
    expect((await api.get('api/mobile/customer', bearer(fresh))).status).toBe(200);
    // The renewed token is spent.
    const again = await api.post('api/mobile/login/token/refresh', {
      form: { token_to_renew: token },
      headers: bearer(token),
    });
    expect(again.status).toBe(401);
  });

  it('refuses to renew a token issued before the refresh window', async () => {
    const token = (await login('visitor@paddock.test')).body.data?.token ?? '';
    services.clock.advance(31 * 24 * 3600);
    const answer = await api.post('api/mobile/login/token/refresh', {
      form: { token_to_renew: token },
      headers: bearer(token),
    });
    expect(answer.status).toBe(401);
    expect(refreshResponse.parse(answer.body).success).toBe(false);
  });

  it('refuses the customer and bouquets without a token', async () => {
    expect((await api.get('api/mobile/customer')).status).toBe(401);
    expect((await api.get('api/mobile/customer/bouquets')).status).toBe(401);
  });

  it("serves the account site's pages in both locales, escaping what it echoes", async () => {
    const french = await api.get<string>('fr/forgot-password?email=%3Cb%3Efan%40paddock.test');
    expect(french.status).toBe(200);
    expect(french.body).toContain('Mot de passe oublié');
    expect(french.body).toContain('&lt;b&gt;fan@paddock.test');
    const english = await api.get<string>('en/create-account');
    expect(english.body).toContain('Create an account');
    expect((await api.get<string>('en/edit-account')).body).toContain('My account');
  });
});
