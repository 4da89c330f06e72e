/**
 * A fuzz of every route of the services, read from the app's own route table: hostile path parameters
 * and query values (NUL bytes, uuid-shaped ids that are not uuids, broken percent-encoding, very long
 * values…), hostile bodies (NUL bytes and half surrogate pairs in every field, JSON too large, too deep,
 * not JSON at all) under every content type. Nothing may answer 5xx, and every refusal keeps the usual
 * shape: the `{ error: { code, message } }` of the services, the `{ success: false }` of the account
 * routes, or an HTML page for the services' own pages.
 */
import {
  accountRoutes,
  apiError,
  cartRoutes,
  contentRoutes,
  ticket as ticketSchema,
  type RouteContract,
} from '@paddock/api-clients/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { maxBodyBytes } from '../http/app';
import { startTestServices, type TestServices } from '../testing/harness';

let services: TestServices;

beforeAll(async () => {
  services = await startTestServices();
});
afterAll(() => services.close());

/** Values for a path parameter or a query value, written as they go in the URL. */
const hostileValues = [
  '%00',
  'a%00b',
  '%00%00%00%00',
  '000000000000000000000000000000000000',
  '00000000-0000-0000-0000-00000000000z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  '%F0%9F%8F%81',
  "'%20or%201%3D1--",
  '%22%3B%20drop%20table%20accounts%3B--',
  '..%2F..%2F..%2Fpackage.json',
  '%5C..%5C..%5Cpackage.json',
  'x'.repeat(3000),
  '-1',
  '1e308',
  'NaN',
  '%20',
  'null',
  '__proto__',
  'constructor',
];

/** Everyday values of the routes' parameters, so that the others' hostile values get further in. */
const everydayParams: Record<string, string> = {
  site: 'auto',
  identifier: 'main',
  locale: 'fr',
  listIdentifier: 'countries',
  secutixId: '101240101',
  blockId: 'T34-A',
  formIdentifier: 'contact',
  itemId: 'item',
  page: 'forgot-password',
};

/** The contract behind each route of the app, by `METHOD /path`. */
const contracts = new Map<string, RouteContract>();
for (const [base, table] of [
  ['/content/', contentRoutes],
  ['/cart/', cartRoutes],
  ['/account/', accountRoutes],
] as const) {
  for (const route of Object.values(table) as RouteContract[]) {
    contracts.set(`${route.method} ${base}${route.path}`, route);
  }
}

function queryKeysOf(contract: RouteContract | undefined): string[] {
  const keys = contract?.query instanceof z.ZodMiniObject ? Object.keys(contract.query.shape) : [];
  // Routes outside the contracts read these, and the contract routes must ignore them unharmed.
  return [...new Set([...keys, 'locale', 'email', 'draft'])];
}

const params = (path: string) =>
  [...path.matchAll(/:(\w+)(?:\{[^}]*\})?/g)].map((match) => match[1] ?? '');

function fill(path: string, values: Record<string, string>): string {
  return path
    .replace(/:(\w+)(?:\{[^}]*\})?/g, (_, name: string) => values[name] ?? 'x')
    .replace(/\*$/, values['*'] ?? 'logo.svg');
}

interface Probe {
  method: string;
  path: string;
  note: string;
  headers?: Record<string, string>;
  body?: string | (() => ReadableStream<Uint8Array>);
}

const contact = {
  name: 'Camille Martin',
  email: 'camille.martin@example.org',
  phone: '06 12 34 56 78',
  subject: 'Navettes',
  message: 'Bonjour',
  consent: true,
};

/** Every string or number of a body, one at a time, replaced by something hostile. */
function mutations(template: unknown): { note: string; value: unknown }[] {
  const found: { note: string; value: unknown }[] = [];
  const walk = (value: unknown, replace: (next: unknown) => unknown, where: string): void => {
    if (typeof value === 'string') {
      for (const [label, next] of [
        ['a NUL', `${value}\u0000`],
        ['half a surrogate pair', `${value}\ud800`],
        ['a long text', value.repeat(1 + Math.floor(20_000 / Math.max(1, value.length)))],
        ['a number', 12],
        ['an object', { value }],
      ] as const) {
        found.push({ note: `${where}: ${label}`, value: replace(next) });
      }
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      for (const next of [-1, 1e308, 0.5, '1', null]) {
        found.push({ note: `${where}: ${JSON.stringify(next)}`, value: replace(next) });
      }
    } else if (Array.isArray(value)) {
      found.push({
        note: `${where}: 2,000 entries`,
        value: replace(Array.from({ length: 2000 }, () => value[0])),
      });
      found.push({ note: `${where}: empty`, value: replace([]) });
      value.forEach((item, index) =>
        walk(
          item,
          (next) => replace(value.map((each, at) => (at === index ? next : each))),
          `${where}[${index}]`,
        ),
      );
    } else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      found.push({ note: `${where}: a NUL key`, value: replace({ ...record, 'k\u0000': 'v' }) });
      found.push({
        note: `${where}: __proto__`,
        value: replace(JSON.parse(`{"__proto__":{"polluted":true},"constructor":{}}`)),
      });
      for (const key of Object.keys(record)) {
        const { [key]: _left, ...others } = record;
        found.push({ note: `${where}.${key}: left out`, value: replace(others) });
        walk(record[key], (next) => replace({ ...record, [key]: next }), `${where}.${key}`);
      }
    }
  };
  walk(template, (next) => next, 'body');
  return found;
}

const rawBodies: [string, string | (() => ReadableStream<Uint8Array>)][] = [
  ['empty', ''],
  ['null', 'null'],
  ['an array', '[]'],
  ['a string', '"text"'],
  ['a number', '0'],
  ['cut short', '{"buyer": {'],
  ['not JSON', 'not json at all'],
  ['a NUL byte', '{"a":"\u0000"}'],
  ['an escaped NUL', '{"locale":"fr","values":{"message":"\\u0000"}}'],
  ['a lone surrogate', '{"locale":"fr","values":{"message":"\\ud800"}}'],
  ['30,000 arrays deep', `${'['.repeat(30_000)}${']'.repeat(30_000)}`],
  ['5,000 objects deep', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
  ['a form', 'email=a%00b&password=x&email=c'],
  ['too large', JSON.stringify({ text: 'x'.repeat(maxBodyBytes + 1) })],
  [
    'too large, in chunks',
    () => {
      const chunk = new TextEncoder().encode('x'.repeat(16_384));
      let sent = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent > maxBodyBytes) controller.close();
          else controller.enqueue(chunk);
          sent += chunk.length;
        },
      });
    },
  ],
];

const contentTypes = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=utf-16',
  undefined,
];

const bearers = [
  undefined,
  'Bearer ',
  'Bearer %00',
  `Bearer ${'x'.repeat(4000)}`,
  "Bearer ' or 1=1--",
  'Basic dXNlcjpwYXNz',
];

function probesOf(
  route: { method: string; path: string },
  templates: Map<string, unknown>,
  cartId: string,
): Probe[] {
  const method = route.method === 'ALL' ? 'GET' : route.method;
  const everyday = { ...everydayParams, cartId };
  const probes: Probe[] = [];
  const names = params(route.path);
  for (const name of names) {
    for (const value of hostileValues) {
      probes.push({
        method,
        path: fill(route.path, { ...everyday, [name]: value }),
        note: `:${name} = ${value.slice(0, 40)}`,
      });
    }
  }
  if (route.path.endsWith('*')) {
    for (const value of hostileValues) {
      probes.push({ method, path: fill(route.path, { '*': value }), note: `* = ${value}` });
    }
  }
  if (names.length > 1) {
    probes.push({
      method,
      path: fill(route.path, Object.fromEntries(names.map((name) => [name, '%00']))),
      note: 'every parameter NUL',
    });
  }
  const base = fill(route.path, everyday);
  const contract = contracts.get(`${route.method} ${route.path.replace(/\{[^}]*\}/g, '')}`);
  for (const key of queryKeysOf(contract)) {
    const others = key === 'locale' ? '' : 'locale=fr&';
    for (const value of hostileValues) {
      probes.push({ method, path: `${base}?${others}${key}=${value}`, note: `?${key}=${value}` });
    }
    probes.push({ method, path: `${base}?${key}=fr&${key}=en`, note: `?${key} twice` });
    probes.push({ method, path: `${base}?${key}`, note: `?${key} without a value` });
    probes.push({ method, path: `${base}?${key}[]=fr`, note: `?${key}[]` });
    probes.push({ method, path: `${base}?${key}%00=fr`, note: `?${key} with a NUL in the key` });
  }
  for (const authorization of bearers) {
    probes.push({
      method,
      path: base,
      note: `authorization: ${authorization?.slice(0, 20)}`,
      ...(authorization ? { headers: { authorization } } : {}),
    });
  }
  if (method === 'POST' || method === 'DELETE') {
    const template = templates.get(`${route.method} ${route.path}`);
    const isForm = contract?.form === true;
    const write = (value: unknown) =>
      isForm
        ? new URLSearchParams(
            Object.entries(value as Record<string, unknown>).map(([key, item]) => [
              key,
              String(item),
            ]),
          ).toString()
        : JSON.stringify(value);
    const contentType = isForm ? 'application/x-www-form-urlencoded' : 'application/json';
    const admin: Record<string, string> = route.path.startsWith('/events/')
      ? { authorization: `Bearer ${services.adminToken}` }
      : {};
    if (template !== undefined) {
      const variants = isForm
        ? mutations(template).filter(
            ({ value }) => value !== null && typeof value === 'object' && !Array.isArray(value),
          )
        : mutations(template);
      for (const { note, value } of variants) {
        probes.push({
          method,
          path: base,
          note,
          headers: { 'content-type': contentType, ...admin },
          body: write(value),
        });
      }
    }
    for (const [note, body] of rawBodies) {
      for (const type of contentTypes) {
        probes.push({
          method,
          path: base,
          note: `${note} as ${type ?? 'no content type'}`,
          headers: { ...(type ? { 'content-type': type } : {}), ...admin },
          body,
        });
      }
    }
  }
  return probes;
}

const refusal = z.union([apiError, z.looseObject({ success: z.literal(false) })]);

interface Outcome {
  probe: Probe;
  status: number;
  problem?: string;
}

function request(probe: Probe): Promise<Response> {
  const body = typeof probe.body === 'function' ? probe.body() : probe.body;
  return fetch(`${services.url}${probe.path}`, {
    method: probe.method,
    ...(probe.headers ? { headers: probe.headers } : {}),
    ...(body !== undefined ? { body, duplex: 'half' } : {}),
  } as RequestInit);
}

async function send(probe: Probe): Promise<Outcome> {
  let response: Response;
  try {
    // Once more on a network error: the server closes a connection whose too-large body it refused
    // unread, and the client may have picked that connection for its next request meanwhile.
    response = await request(probe).catch(() => request(probe));
  } catch (error) {
    return { probe, status: 0, problem: `no answer: ${String((error as Error).cause ?? error)}` };
  }
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('text/event-stream')) {
    // The event stream never ends by itself.
    await response.body?.cancel();
    return { probe, status: response.status };
  }
  const text = await response.text();
  const outcome: Outcome = { probe, status: response.status };
  if (response.status >= 500) return { ...outcome, problem: text.slice(0, 200) };
  if (response.status >= 400 && !type.startsWith('text/html')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { ...outcome, problem: `not JSON: ${text.slice(0, 100)}` };
    }
    if (!refusal.safeParse(parsed).success) {
      return { ...outcome, problem: `not the usual error: ${text.slice(0, 100)}` };
    }
  }
  if (/"name":\s*"@paddock\//.test(text)) {
    return { ...outcome, problem: 'a file outside the assets was served' };
  }
  return outcome;
}

async function inTurn<T, R>(items: T[], width: number, run: (item: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        results.push(await run(item));
      }
    }),
  );
  return results;
}

describe('a fuzz of every route', () => {
  it('answers no 5xx, and refuses in the usual shape', async () => {
    const tickets = z
      .array(ticketSchema)
      .parse(await (await fetch(`${services.url}/content/tickets?eventCode=24A`)).json());
    const standing = tickets.find((ticket) => !ticket.seated && ticket.prices.length > 0);
    const price = standing?.prices.find((each) => !each.hidden && each.availability > 0);
    const group = {
      productSecutixId: standing?.secutixId ?? '101240101',
      composedPerformanceSecutixId: standing?.performanceSecutixId ?? '101240101-P1',
      productType: standing?.type ?? 'track',
      audiences: [
        {
          id: price?.id ?? 'x',
          quantity: 1,
          seatCategory: { locations: [], price: price?.id ?? 'x' },
        },
      ],
    };
    const created = await fetch(`${services.url}/cart/carts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ buyer: { status: 'anonymous' }, groups: [group] }),
    });
    expect(created.status).toBe(201);
    const cartId = z.object({ uuid: z.uuid() }).parse(await created.json()).uuid;

    const templates = new Map<string, unknown>([
      ['POST /cart/carts', { buyer: { status: 'anonymous' }, groups: [group] }],
      ['POST /cart/carts/:cartId/items', group],
      ['POST /content/contact', { locale: 'fr', values: contact, page: '/fr/contact' }],
      ['POST /content/form/:formIdentifier/i18n/:locale', { values: contact, page: '/fr' }],
      ['POST /account/api/mobile/login', { email: 'fuzz@paddock.test', password: 'guess' }],
      ['POST /account/api/mobile/login/token/refresh', { token_to_renew: 'token' }],
      ['POST /events/:site/notifications', { text: 'Safety car', duration: 8000 }],
    ]);
    const routes = [
      ...new Map(services.routes.map((route) => [`${route.method} ${route.path}`, route])).values(),
    ];
    const probes = routes.flatMap((route) => probesOf(route, templates, cartId));
    const outcomes = await inTurn(probes, 8, send);

    const serverErrors = outcomes.filter((outcome) => outcome.status >= 500);
    console.info(
      `fuzz: ${outcomes.length} requests over ${routes.length} routes, ${serverErrors.length} answered 5xx`,
    );
    const problems = outcomes
      .filter((outcome) => outcome.problem !== undefined)
      .map(
        ({ probe, status, problem }) =>
          `${probe.method} ${probe.path.slice(0, 120)} [${probe.note}] → ${status}: ${problem}`,
      );
    expect(problems).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(40);
    // About 6,000 requests: some 20 s alone, more beside the other spec files on two cores.
  }, 300_000);
});
