/**
 * Members of the account service: login with hashed passwords, expiring bearer tokens kept as their
 * SHA-256 only, sessions with an absolute lifetime, bouquets.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { User } from '@paddock/api-clients/contracts';
import { isMember } from '@paddock/api-clients/lite';
import type { Database, Queryable } from '../db/database';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './passwords';

export interface StoredBouquet {
  name: string;
  dateEnd: string;
}

interface AccountRow {
  email: string;
  password_hash: string;
  profile: Omit<User, 'mobile_phone_number'> & { phone?: string };
  bouquets: StoredBouquet[];
}

export interface TokenPolicy {
  /** A token's life: it must be renewed (refresh) before it ends. */
  ttlSeconds: number;
  /** A session's absolute life from its login: no renewed token outlives it. */
  sessionMaxAgeSeconds: number;
}

/** What the database keeps of a token: its SHA-256, so that a leaked table holds no usable token. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

async function findAccount(db: Queryable, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>('select * from accounts where email = $1', [
    email.trim().toLowerCase(),
  ]);
  return row;
}

async function issueToken(
  db: Queryable,
  email: string,
  now: Date,
  sessionStartedAt: Date,
  policy: TokenPolicy,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = Math.min(
    now.getTime() + policy.ttlSeconds * 1000,
    sessionStartedAt.getTime() + policy.sessionMaxAgeSeconds * 1000,
  );
  await db.query(
    `insert into tokens (token_hash, email, issued_at, expires_at, session_started_at)
     values ($1, $2, $3, $4, $5)`,
    [
      tokenDigest(token),
      email,
      now.toISOString(),
      new Date(expiresAt).toISOString(),
      sessionStartedAt.toISOString(),
    ],
  );
  return token;
}

/**
 * A token for the right email and password; undefined otherwise (which of the two is wrong is not told).
 * An unknown email is checked against a dummy hash of today's parameters, so that both cost one scrypt;
 * a right password stored with older parameters is hashed again with today's.
 */
export async function login(
  db: Queryable,
  email: string,
  password: string,
  now: Date,
  policy: TokenPolicy,
): Promise<string | undefined> {
  const account = await findAccount(db, email);
  const valid = await verifyPassword(password, account?.password_hash ?? (await dummyHash()));
  if (!account || !valid) return undefined;
  if (needsRehash(account.password_hash)) {
    await db.query(
      'update accounts set password_hash = $1 where email = $2 and password_hash = $3',
      [await hashPassword(password), account.email, account.password_hash],
    );
  }
  return issueToken(db, account.email, now, now, policy);
}

/** The account behind a token that has not expired. */
export async function accountOf(
  db: Queryable,
  token: string | undefined,
  now: Date,
): Promise<AccountRow | undefined> {
  if (!token) return undefined;
  const [row] = await db.query<AccountRow>(
    `select accounts.* from tokens join accounts using (email) where token_hash = $1 and expires_at > $2`,
    [tokenDigest(token), now.toISOString()],
  );
  return row;
}

/**
 * Renews the current token of a session, presented both as the bearer and as the token to renew: the
 * old one stops working, and the new one ends at the latest when the session does (its login + max
 * age). A token that has passed its short life may still be renewed while its session lasts (a member
 * who stayed connected comes back the next day), but never one that was renewed, revoked by a logout,
 * or whose session has ended.
 */
export async function refresh(
  db: Database,
  bearer: string | undefined,
  token: string,
  now: Date,
  policy: TokenPolicy,
): Promise<string | undefined> {
  if (!bearer || bearer !== token) return undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ email: string; session_started_at: Date | string }>(
      `delete from tokens where token_hash = $1 and session_started_at > $2
       returning email, session_started_at`,
      [
        tokenDigest(token),
        new Date(now.getTime() - policy.sessionMaxAgeSeconds * 1000).toISOString(),
      ],
    );
    if (!row) return undefined;
    return issueToken(tx, row.email, now, new Date(row.session_started_at), policy);
  });
}

/** Ends the session of a token (logout): it is refused from now on. True if it was still known. */
export async function logout(db: Queryable, token: string): Promise<boolean> {
  const rows = await db.query('delete from tokens where token_hash = $1 returning email', [
    tokenDigest(token),
  ]);
  return rows.length > 0;
}

export function userOf(account: AccountRow): User {
  const { phone, ...profile } = account.profile;
  return { ...profile, ...(phone ? { mobile_phone_number: { national_number: phone } } : {}) };
}

export function bouquetsOf(account: Pick<AccountRow, 'bouquets'>) {
  return account.bouquets.map((bouquet) => ({
    choice: { name: bouquet.name },
    date_end: bouquet.dateEnd,
  }));
}

/** Membership (SPEC §4), by the one rule the browser uses too: an ACO1 bouquet whose end is to come. */
export function isCurrentMember(account: Pick<AccountRow, 'bouquets'>, now: Date): boolean {
  return isMember(bouquetsOf(account), now);
}
