/**
 * Passwords are stored as scrypt hashes with a random salt: `scrypt$N$r$p$salt$hash` (base64url). New
 * hashes use OWASP's current minimum for scrypt (Password Storage Cheat Sheet: N=2^17, r=8, p=1); a
 * stored hash keeps the parameters it was made with, so older ones still verify and are rehashed at the
 * next login (`needsRehash`).
 */
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

export const scryptParams = { N: 2 ** 17, r: 8, p: 1 } as const;
const keyLength = 32;
/** Stored hashes of stronger parameters than these are refused rather than computed (a DoS guard). */
const maxCost = { N: 2 ** 20, r: 16, p: 4 } as const;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const N = options.N ?? 0;
  const r = options.r ?? 0;
  const p = options.p ?? 1;
  // scrypt needs 128·N·r bytes (128 MiB at N=2^17, r=8), above Node's 32 MiB default `maxmem`.
  const maxmem = 128 * N * r * p + 32 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

interface StoredHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): StoredHash | undefined {
  const [scheme, N, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !N || !r || !p || !salt || !hash || rest.length > 0) return undefined;
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  const valid =
    Object.values(params).every(Number.isSafeInteger) &&
    params.N > 1 &&
    (params.N & (params.N - 1)) === 0 &&
    params.N <= maxCost.N &&
    params.r >= 1 &&
    params.r <= maxCost.r &&
    params.p >= 1 &&
    params.p <= maxCost.p;
  return valid
    ? { ...params, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') }
    : undefined;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, scryptParams);
  return [
    'scrypt',
    scryptParams.N,
    scryptParams.r,
    scryptParams.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await scrypt(password, parsed.salt, parsed);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** Whether a stored hash was made with other parameters than today's (it is then replaced at login). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    !parsed ||
    parsed.N !== scryptParams.N ||
    parsed.r !== scryptParams.r ||
    parsed.p !== scryptParams.p
  );
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password at today's parameters, made once per process: a login for an unknown
 * email is checked against it, so that it costs the same time as one for a known email.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummy;
}
