import {
  page as pageSchema,
  pageSummary,
  previewSession,
  previewSessionGrant,
} from '@paddock/api-clients/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { startTestServices, type TestServices } from '../testing/harness';
import { http } from '../testing/http';

let services: TestServices;
let api: ReturnType<typeof http>;

beforeAll(async () => {
  services = await startTestServices({ PREVIEW_SESSION_TTL_SECONDS: '600' });
  api = http(`${services.url}/content`);
});
afterAll(() => services.close());

/** A session as the back office gets one for a previewer, with the preview secret. */
async function grantSession(): Promise<z.output<typeof previewSessionGrant>> {
  const granted = await api.post('bo/preview-sessions', {
    headers: { authorization: `Bearer ${services.previewToken}` },
  });
  expect(granted.status).toBe(201);
  return previewSessionGrant.parse(granted.body);
}

/** The French pages, published and as `x-preview-token: token` gets them with draft=1. */
async function frenchPages(token?: string) {
  const headers: Record<string, string> = token ? { 'x-preview-token': token } : {};
  const list = await api.get('pages/auto?locale=fr&draft=1', headers);
  const summaries = z.array(pageSummary).parse(list.body);
  const pages = [];
  for (const { identifier } of summaries) {
    const published = await api.get(`page/auto/${identifier}/i18n/fr`);
    const asked = await api.get(`page/auto/${identifier}/i18n/fr?draft=1`, headers);
    pages.push({
      published: pageSchema.parse(published.body),
      asked: pageSchema.parse(asked.body),
    });
  }
  return pages;
}

const drafts = (pages: Awaited<ReturnType<typeof frenchPages>>) =>
  pages.filter(({ published, asked }) => JSON.stringify(published) !== JSON.stringify(asked));

describe('preview sessions', () => {
  it('serves drafts to a previewer’s session only, never to the preview secret itself', async () => {
    const { token } = await grantSession();
    expect(drafts(await frenchPages(token)).length, 'one page of the seed has a draft').toBe(1);
    // Without a session, with a forged one, or with the back office's secret: what is published.
    expect(drafts(await frenchPages())).toEqual([]);
    expect(drafts(await frenchPages(`${token.slice(0, -2)}xx`))).toEqual([]);
    expect(drafts(await frenchPages(services.previewToken))).toEqual([]);
  });

  it('grants a session only for the preview secret', async () => {
    expect((await api.post('bo/preview-sessions')).status).toBe(401);
    const wrong = await api.post<{ error: { code: string } }>('bo/preview-sessions', {
      headers: { authorization: 'Bearer paddock-preview-guess' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('UNAUTHORIZED');
  });

  it('confirms a session until it ends, and no longer', async () => {
    const { token, expiresAt } = await grantSession();
    expect(Date.parse(expiresAt) - services.clock.now().getTime()).toBe(600_000);
    const check = (value: string) => api.get('preview-session', { 'x-preview-token': value });
    const valid = await check(token);
    expect(valid.status).toBe(200);
    expect(previewSession.parse(valid.body)).toEqual({ expiresAt });
    expect((await check(token.replace(/^ps1\.\w+/, 'ps1.zzzzzzzzz'))).status).toBe(401);
    expect((await api.get('preview-session')).status).toBe(401);

    services.clock.advance(599);
    expect((await check(token)).status).toBe(200);
    services.clock.advance(1);
    expect((await check(token)).status).toBe(401);
    expect(drafts(await frenchPages(token))).toEqual([]);
  });
});
