/** Members of the account service: login with hashed passwords, expiring bearer tokens, bouquets. */
import { randomBytes } from 'node:crypto';
import { membershipCode, type User } from '@paddock/api-clients/contracts';
import type { Queryable } from '../db/database';
import { verifyPassword } from './passwords';

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
  ttlSeconds: number;
  refreshWindowSeconds: number;
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
  policy: TokenPolicy,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    'insert into tokens (token, email, issued_at, expires_at) values ($1, $2, $3, $4)',
    [
      token,
      email,
      now.toISOString(),
      new Date(now.getTime() + policy.ttlSeconds * 1000).toISOString(),
    ],
  );
  return token;
}

/** A token for the right email and password; undefined otherwise (which of the two is wrong is not told). */
export async function login(
  db: Queryable,
  email: string,
  password: string,
  now: Date,
  policy: TokenPolicy,
): Promise<string | undefined> {
  const account = await findAccount(db, email);
  if (!account || !(await verifyPassword(password, account.password_hash))) return undefined;
  return issueToken(db, account.email, now, policy);
}

/** The account behind a token that has not expired. */
export async function accountOf(
  db: Queryable,
  token: string | undefined,
  now: Date,
): Promise<AccountRow | undefined> {
  if (!token) return undefined;
  const [row] = await db.query<AccountRow>(
    `select accounts.* from tokens join accounts using (email) where token = $1 and expires_at > $2`,
    [token, now.toISOString()],
  );
  return row;
}

/** Renews a token issued within the refresh window (even if expired): the old one stops working. */
export async function refresh(
  db: Queryable,
  token: string,
  now: Date,
  policy: TokenPolicy,
): Promise<string | undefined> {
  const [row] = await db.query<{ email: string }>(
    'delete from tokens where token = $1 and issued_at > $2 returning email',
    [token, new Date(now.getTime() - policy.refreshWindowSeconds * 1000).toISOString()],
  );
  return row ? issueToken(db, row.email, now, policy) : undefined;
}

export function userOf(account: AccountRow): User {
  const { phone, ...profile } = account.profile;
  return { ...profile, ...(phone ? { mobile_phone_number: { national_number: phone } } : {}) };
}

export function bouquetsOf(account: AccountRow) {
  return account.bouquets.map((bouquet) => ({
    choice: { name: bouquet.name },
    date_end: bouquet.dateEnd,
  }));
}

/** Membership (SPEC §4): an ACO1 bouquet whose end is still to come. */
export function isCurrentMember(account: { bouquets: StoredBouquet[] }, now: Date): boolean {
  return account.bouquets.some(
    (bouquet) => bouquet.name === membershipCode && new Date(bouquet.dateEnd) > now,
  );
}
