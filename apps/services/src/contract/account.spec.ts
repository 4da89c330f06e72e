import {
  bouquetsResponse,
  customerResponse,
  loginResponse,
  logoutResponse,
  refreshResponse,
} from '@paddock/api-clients/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServices, type TestServices } from '../testing/harness';
import { http } from '../testing/http';

const password = 'Paddock-24h!';
let services: TestServices;
let api: ReturnType<typeof http>;

beforeAll(async () => {
  services = await startTestServices({
    LOGIN_MAX_FAILURES: '3',
    SESSION_MAX_AGE_SECONDS: String(4 * 3600),
  });
  api = http(`${services.url}/account`);
});
afterAll(() => services.close());

async function login(email: string, secret = password) {
  const answer = await api.post<unknown>('api/mobile/login', { form: { email, password: secret } });
  return { status: answer.status, body: loginResponse.parse(answer.body) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Renews `token`, sent as the token to renew and (unless told otherwise) as the bearer. */
const refresh = (token: string, headers: Record<string, string> = bearer(token)) =>
  api.post('api/mobile/login/token/refresh', { form: { token_to_renew: token }, headers });

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

  it('expires tokens, and renews a valid one presented as bearer and token to renew', async () => {
    const token = (await login('visitor@paddock.test')).body.data?.token ?? '';
    services.clock.advance(3000);
    const renewed = await refresh(token);
    expect(renewed.status).toBe(200);
    const fresh = refreshResponse.parse(renewed.body).data?.token ?? '';
    expect(fresh).not.toBe(token);
    expect((await api.get('api/mobile/customer', bearer(fresh))).status).toBe(200);
    // The renewed token is spent.
    expect((await api.get('api/mobile/customer', bearer(token))).status).toBe(401);
    expect((await refresh(token)).status).toBe(401);

    services.clock.advance(3601);
    const expired = await api.get<{ success: boolean; message: string }>(
      'api/mobile/customer',
      bearer(fresh),
    );
    expect(expired.status).toBe(401);
    expect(expired.body.success).toBe(false);
    expect(expired.body.message).toMatch(/expired/i);
  });

  it('renews a token past its short life while its session lasts, but never twice', async () => {
    const token = (await login('visitor@paddock.test')).body.data?.token ?? '';
    services.clock.advance(3601);
    // Expired for the customer and the cart, yet still the session's current token: it is renewed once.
    expect((await api.get('api/mobile/customer', bearer(token))).status).toBe(401);
    const renewed = await refresh(token);
    expect(renewed.status).toBe(200);
    const fresh = refreshResponse.parse(renewed.body).data?.token ?? '';
    expect((await api.get('api/mobile/customer', bearer(fresh))).status).toBe(200);
    const again = await refresh(token);
    expect(again.status).toBe(401);
    expect(refreshResponse.parse(again.body).success).toBe(false);
  });

  it('refuses to renew a token without it as the bearer', async () => {
    const token = (await login('visitor@paddock.test')).body.data?.token ?? '';
    const other = (await login('member@paddock.test')).body.data?.token ?? '';
    expect((await refresh(token, {})).status).toBe(401);
    expect((await refresh(token, bearer(other))).status).toBe(401);
    // Neither refusal spent it.
    expect((await refresh(token)).status).toBe(200);
  });

  it('ends a session at its absolute lifetime, however often its token is renewed', async () => {
    let token = (await login('member@paddock.test')).body.data?.token ?? '';
    // SESSION_MAX_AGE_SECONDS is 4 hours here; tokens live 1 hour.
    for (let hour = 0; hour < 4; hour += 1) {
      services.clock.advance(3000);
      const renewed = await refresh(token);
      expect(renewed.status).toBe(200);
      token = refreshResponse.parse(renewed.body).data?.token ?? '';
    }
    // 12,000 s in: the renewed token ends with the session, at 14,400 s, not an hour from now.
    services.clock.advance(2399);
    expect((await api.get('api/mobile/customer', bearer(token))).status).toBe(200);
    services.clock.advance(2);
    expect((await api.get('api/mobile/customer', bearer(token))).status).toBe(401);
    expect((await refresh(token)).status).toBe(401);
  });

  it('logs out: the token is revoked on the server and refused from then on', async () => {
    const token = (await login('member@paddock.test')).body.data?.token ?? '';
    expect((await api.get('api/mobile/customer', bearer(token))).status).toBe(200);
    const answer = await api.post('api/mobile/logout', { headers: bearer(token) });
    expect(answer.status).toBe(200);
    expect(logoutResponse.parse(answer.body)).toEqual({ success: true });
    expect((await api.get('api/mobile/customer', bearer(token))).status).toBe(401);
    expect((await api.get('api/mobile/customer/bouquets', bearer(token))).status).toBe(401);
    expect((await refresh(token)).status).toBe(401);
    // Logging out again changes nothing; without a token there is nothing to log out.
    expect((await api.post('api/mobile/logout', { headers: bearer(token) })).status).toBe(200);
    expect((await api.post('api/mobile/logout')).status).toBe(401);
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
