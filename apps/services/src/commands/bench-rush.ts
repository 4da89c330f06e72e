/**
 * `npm run bench:rush -w @paddock/services`: an on-sale rush on the grandstand ticket 101240201.
 *
 * RUSH_BUYERS buyers (2000), RUSH_CONCURRENCY (200) at a time, each asking in one new cart for two
 * random seats among the ones free at the start (CAT01, CAT02, PMR), each at the adult price of its own
 * category. Prints answers/s, answers by status, latencies (p50, p99, max) and the double sales counted
 * in the database afterwards (a seat in two carts, or stock that does not add up): the target is no 5xx
 * and no double sale.
 *
 * It starts the services itself (`tsx src/main.ts`, on 127.0.0.1:RUSH_PORT, 6390 by default) on a
 * database it empties and seeds first, with the cart limits per address off (CART_RATE_MAX_WRITES=0,
 * CART_RATE_MAX_PLACES=0: every buyer comes from one address here), and stops them at the end:
 *
 *   RUSH_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/throwaway npm run bench:rush -w @paddock/services
 *   RUSH_DATABASE_URL=pglite npm run bench:rush -w @paddock/services    # the embedded database, in a temp folder
 *
 * Before the rush, a warm-up (three reads of an unknown cart per concurrent buyer, not measured) opens
 * the database connections and the client's sockets: the figures are the rush's, not the start-up's.
 * RUSH_SERVICES_DIR runs another checkout's services (to compare a branch with this one). Bounded: the
 * buyers' count, and RUSH_TIMEOUT_SECONDS (300) for the whole run; it calls loopback only.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { standCategory, ticket as ticketSchema } from '@paddock/api-clients/contracts';
import * as z from 'zod/mini';
import { openDatabase, type Database } from '../db/database';
import { dropAll } from '../db/migrations';

const target = process.env['RUSH_DATABASE_URL'];
if (!target) {
  console.error(
    'Set RUSH_DATABASE_URL to a throw-away PostgreSQL database (it is emptied and seeded), or to "pglite".',
  );
  process.exit(2);
}
const buyers = Number(process.env['RUSH_BUYERS'] ?? 2000);
const concurrency = Number(process.env['RUSH_CONCURRENCY'] ?? 200);
const port = Number(process.env['RUSH_PORT'] ?? 6390);
const deadline = Date.now() + Number(process.env['RUSH_TIMEOUT_SECONDS'] ?? 300) * 1000;
const servicesDir =
  process.env['RUSH_SERVICES_DIR'] ?? fileURLToPath(new URL('../..', import.meta.url));
const base = `http://127.0.0.1:${port}`;
const ticketId = '101240201';

const pglite = target === 'pglite';
const dataDir = pglite ? mkdtempSync(join(tmpdir(), 'paddock-rush-')) : undefined;

async function openTarget(): Promise<Database> {
  return openDatabase(dataDir ? { dataDir } : { url: target as string });
}

if (!pglite) {
  const db = await openTarget();
  await dropAll(db);
  await db.close();
}

const services = spawn('npx', ['tsx', '--conditions=@paddock/source', 'src/main.ts'], {
  cwd: servicesDir,
  env: {
    ...process.env,
    NODE_ENV: 'test',
    SERVICES_HOST: '127.0.0.1',
    SERVICES_PORT: String(port),
    ...(dataDir ? { SERVICES_DATA_DIR: dataDir, DATABASE_URL: '' } : { DATABASE_URL: target }),
    CART_RATE_MAX_WRITES: '0',
    CART_RATE_MAX_PLACES: '0',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const stopServices = async () => {
  if (services.exitCode !== null || services.signalCode !== null || services.pid === undefined)
    return;
  const exited = new Promise((resolve) => services.once('exit', resolve));
  process.kill(-services.pid, 'SIGTERM');
  await exited;
};

try {
  for (;;) {
    if (Date.now() > deadline) throw new Error('the services did not start in time');
    const up = await fetch(`${base}/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const tickets = z
    .array(ticketSchema)
    .parse(await (await fetch(`${base}/content/tickets`)).json());
  const ticket = tickets.find((each) => each.secutixId === ticketId);
  if (!ticket) throw new Error(`no ticket ${ticketId}`);
  const stands = z
    .array(standCategory)
    .parse(await (await fetch(`${base}/content/ticket/${ticketId}/stands`)).json());
  const seats = stands.flatMap((category) => {
    const price = ticket.prices.find(
      (each) => each.seatCatSecutixId === category.id && each.audienceCode === 'ADULT',
    );
    if (!price) return [];
    return category.blocks.flatMap((block) =>
      block.seats
        .filter((seat) => seat.available)
        .map((seat) => ({ id: seat.id, price: price.id })),
    );
  });

  // Warm-up, not measured: the server's code paths, its database connections and the client's sockets,
  // with reads of carts that do not exist (404), as many at a time as the rush.
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let round = 0; round < 3; round += 1) {
        await (await fetch(`${base}/cart/carts/${crypto.randomUUID()}`)).arrayBuffer();
      }
    }),
  );

  const statuses = new Map<string, number>();
  const latencies: number[] = [];
  const soldByAnswers: string[] = [];
  let next = 0;
  const started = performance.now();

  async function buyer(): Promise<void> {
    while (next < buyers && Date.now() < deadline) {
      next += 1;
      const first = seats[Math.floor(Math.random() * seats.length)];
      let second = seats[Math.floor(Math.random() * seats.length)];
      while (second === first) second = seats[Math.floor(Math.random() * seats.length)];
      const groups = [first, second].map((seat) => ({
        quantity: 1,
        ticket_option_id: ticketId,
        ticket_option_price_id: seat?.price,
        area_id: '12',
        seatIds: [seat?.id],
      }));
      const sent = performance.now();
      let label: string;
      try {
        const answer = await fetch(`${base}/cart/carts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ buyer: { status: 'anonymous' }, groups }),
        });
        const body = (await answer.json()) as {
          groups?: { items: { seatIds: string[] }[] }[];
          error?: { code: string };
        };
        label = `${answer.status}${body.error ? ` ${body.error.code}` : ''}`;
        if (answer.status === 201) {
          soldByAnswers.push(
            ...(body.groups ?? []).flatMap((group) => group.items.flatMap((item) => item.seatIds)),
          );
        }
      } catch (error) {
        label = `no answer (${error instanceof Error ? error.message : String(error)})`;
      }
      latencies.push(performance.now() - sent);
      statuses.set(label, (statuses.get(label) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, buyer));
  const seconds = (performance.now() - started) / 1000;
  await stopServices();

  // Double sales, from the database: a seat held by two items, a seat's holder without it, stock off.
  const db = await openTarget();
  const [check] = await db.query<{ twice: number; mismatched: number; stock_off: number }>(
    `select
       (select count(*)::int from (select seat from cart_items, unnest(seat_ids) as seat
                                   group by seat having count(*) > 1) as twice) as twice,
       (select count(*)::int from cart_items, unnest(seat_ids) as seat
          join seats on seats.id = seat where seats.held_by is distinct from cart_items.cart_uuid) as mismatched,
       (select count(*)::int from stock where held <> coalesce((select sum(quantity) from cart_items
          where cart_items.ticket_secutix_id = stock.ticket_secutix_id
            and cart_items.seat_cat_secutix_id = stock.seat_cat_secutix_id), 0)) as stock_off`,
  );
  await db.close();

  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const errors = [...statuses].filter(([label]) => !/^[1-4]\d\d/.test(label));
  console.log(
    `\nRush on ${ticketId} (${pglite ? 'PGlite' : 'PostgreSQL'}): ${latencies.length} buyers, ${concurrency} at a time, ${seats.length} free seats at the start`,
  );
  console.log(
    `  ${(latencies.length / seconds).toFixed(0)} answers/s over ${seconds.toFixed(1)} s`,
  );
  for (const [label, count] of [...statuses].sort()) console.log(`  ${label}: ${count}`);
  console.log(`  errors (5xx or no answer): ${errors.reduce((sum, [, count]) => sum + count, 0)}`);
  console.log(
    `  latency p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${(latencies.at(-1) ?? 0).toFixed(0)} ms`,
  );
  console.log(
    `  seats sold (201 answers): ${soldByAnswers.length}, of them twice: ${soldByAnswers.length - new Set(soldByAnswers).size}`,
  );
  console.log(
    `  double sales in the database: ${check?.twice ?? '?'} seats in two items, ${check?.mismatched ?? '?'} seats held by another cart, ${check?.stock_off ?? '?'} stock rows off`,
  );
} finally {
  await stopServices();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
