import { createHash, randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrate, migrations } from '../db/migrations';
import { accountOf, login, logout } from './accounts';
import type * as Passwords from './passwords';
import { dummyHash, hashPassword, needsRehash, scryptParams, verifyPassword } from './passwords';

// The real scrypt, watched: which hash each login is checked against.
vi.mock('./passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const now = new Date('2027-01-15T10:00:00Z');
const policy = { ttlSeconds: 3600, sessionMaxAgeSeconds: 30 * 24 * 3600 };
const password = 'Paddock-24h!';
let db: Database;

/** A hash as the service stored them before: scrypt at N=2^14. */
function legacyHash(secret: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(secret, salt, 32, { N: 2 ** 14, r: 8, p: 1 });
  return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'), hash.toString('base64url')].join(
    '$',
  );
}

async function addAccount(email: string, passwordHash: string): Promise<void> {
  await db.query(
    'insert into accounts (email, password_hash, profile, bouquets) values ($1, $2, $3, $4)',
    [email, passwordHash, JSON.stringify({ email }), '[]'],
  );
}

const storedHashOf = async (email: string) =>
  (
    await db.query<{ password_hash: string }>(
      'select password_hash from accounts where email = $1',
      [email],
    )
  )[0]?.password_hash ?? '';

beforeAll(async () => {
  db = await openDatabase({ memory: true });
  await migrate(db);
  await addAccount('member@paddock.test', await hashPassword(password));
  await addAccount('legacy@paddock.test', legacyHash(password));
});
afterAll(() => db.close());
beforeEach(() => {
  vi.mocked(verifyPassword).mockClear();
});

describe('passwords', () => {
  it("are hashed at OWASP's scrypt cost, with the parameters in the stored hash", async () => {
    expect(scryptParams).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const stored = await storedHashOf('member@paddock.test');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(needsRehash(stored)).toBe(false);
  });

  it('still verify when stored with older parameters, and are rehashed at the next login', async () => {
    const before = await storedHashOf('legacy@paddock.test');
    expect(needsRehash(before)).toBe(true);
    expect(await login(db, 'legacy@paddock.test', 'wrong', now, policy)).toBeUndefined();
    expect(await storedHashOf('legacy@paddock.test')).toBe(before);

    expect(await login(db, 'legacy@paddock.test', password, now, policy)).toBeTruthy();
    const after = await storedHashOf('legacy@paddock.test');
    expect(after).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(password, after)).toBe(true);
    expect(await login(db, 'legacy@paddock.test', password, now, policy)).toBeTruthy();
  });

  it('refuse stored hashes of absurd parameters rather than computing them', async () => {
    expect(await verifyPassword(password, 'scrypt$4194304$8$1$c2FsdA$aGFzaA')).toBe(false);
    expect(await verifyPassword(password, 'scrypt$1000$8$1$c2FsdA$aGFzaA')).toBe(false);
    expect(await verifyPassword(password, 'bcrypt$10$abc')).toBe(false);
  });
});

describe('login', () => {
  it('checks an unknown email against a dummy hash of the same cost, as long as a known one', async () => {
    expect(await login(db, 'nobody@paddock.test', password, now, policy)).toBeUndefined();
    const dummy = await dummyHash();
    expect(verifyPassword).toHaveBeenCalledExactlyOnceWith(password, dummy);
    expect(needsRehash(dummy)).toBe(false);

    vi.mocked(verifyPassword).mockClear();
    expect(await login(db, 'member@paddock.test', 'wrong', now, policy)).toBeUndefined();
    expect(verifyPassword).toHaveBeenCalledExactlyOnceWith(
      'wrong',
      await storedHashOf('member@paddock.test'),
    );
  });
});

describe('tokens', () => {
  it('are stored as their SHA-256, never as themselves', async () => {
    const token = (await login(db, 'member@paddock.test', password, now, policy)) ?? '';
    const rows = await db.query<Record<string, unknown>>('select * from tokens');
    expect(JSON.stringify(rows)).not.toContain(token);
    const digest = createHash('sha256').update(token).digest('hex');
    expect(rows.map((row) => row['token_hash'])).toContain(digest);
    expect((await accountOf(db, token, now))?.email).toBe('member@paddock.test');
    // The digest itself opens nothing.
    expect(await accountOf(db, digest, now)).toBeUndefined();
  });

  it('are revoked by logout', async () => {
    const token = (await login(db, 'member@paddock.test', password, now, policy)) ?? '';
    expect(await logout(db, token)).toBe(true);
    expect(await accountOf(db, token, now)).toBeUndefined();
    expect(await logout(db, token)).toBe(false);
  });
});

describe('the migration to hashed tokens', () => {
  it('keeps the tokens issued before working, and keeps none of them in clear', async () => {
    const old = await openDatabase({ memory: true });
    try {
      await old.exec(
        'create table schema_migrations (version int primary key, name text not null, applied_at timestamptz not null default now())',
      );
      for (const migration of migrations.filter(({ version }) => version <= 2)) {
        await old.exec(migration.sql);
        await old.query('insert into schema_migrations (version, name) values ($1, $2)', [
          migration.version,
          migration.name,
        ]);
      }
      await old.query(
        "insert into accounts (email, password_hash, profile, bouquets) values ('a@paddock.test', 'x', '{\"email\":\"a@paddock.test\"}', '[]')",
      );
      await old.query(
        "insert into tokens (token, email, issued_at, expires_at) values ('issued-before', 'a@paddock.test', $1, $2)",
        [now.toISOString(), new Date(now.getTime() + 3600_000).toISOString()],
      );

      expect(await migrate(old)).toEqual(
        migrations.filter(({ version }) => version > 2).map(({ version }) => version),
      );
      expect((await accountOf(old, 'issued-before', now))?.email).toBe('a@paddock.test');
      expect(JSON.stringify(await old.query('select * from tokens'))).not.toContain(
        'issued-before',
      );
    } finally {
      await old.close();
    }
  });
});
