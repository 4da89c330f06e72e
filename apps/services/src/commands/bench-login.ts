/**
 * `npm run bench:login -w @paddock/services`: how long a login takes for an email that exists and for
 * one that does not (both with a wrong password; they should be alike, or accounts can be told apart),
 * and one password hash at today's cost. Runs the services in memory, calls the app in the process
 * (no network), with the login limits lifted. It prints figures; it asserts nothing.
 */
import { systemClock } from '../clock';
import { readServicesConfig } from '../config';
import { hashPassword } from '../domain/passwords';
import { demoEmails } from '../seed/accounts';
import { startServices } from '../server';

const runs = Number(process.env['BENCH_RUNS'] ?? 21);

const config = readServicesConfig({
  NODE_ENV: 'test',
  LOGIN_MAX_FAILURES: '1000000',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
});
const { app, db } = await startServices(config, systemClock, { memory: true });

async function login(email: string): Promise<number> {
  const started = performance.now();
  const response = await app.fetch(
    new Request('http://localhost/account/api/mobile/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: 'not-the-password' }),
    }),
  );
  await response.text();
  if (response.status !== 401) throw new Error(`login answered ${response.status}`);
  return performance.now() - started;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

await login(demoEmails.visitor);
await login('warm-up@paddock.test');
const known: number[] = [];
const unknown: number[] = [];
const hashes: number[] = [];
for (let run = 0; run < runs; run += 1) {
  known.push(await login(demoEmails.visitor));
  unknown.push(await login(`nobody-${run}@paddock.test`));
  const started = performance.now();
  await hashPassword('Paddock-24h!');
  hashes.push(performance.now() - started);
}
const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(`login with a wrong password, median of ${runs}:`);
console.log(`  known email    ${ms(median(known))}`);
console.log(`  unknown email  ${ms(median(unknown))}`);
console.log(`scrypt hash (N=2^17, r=8, p=1), median of ${runs}: ${ms(median(hashes))}`);
await db.close();
