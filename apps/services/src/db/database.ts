/**
 * One data-access interface over the embedded PostgreSQL (PGlite, in a folder or in memory) and a real
 * PostgreSQL (DATABASE_URL): the same SQL runs on both.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Several statements at once (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` in one transaction: everything or nothing. On PostgreSQL, a transaction the server
   * aborted as a deadlock victim or a serialization failure is run again (a few times at most), so
   * `work` must do nothing but queries.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** `stop` runs when the database starts closing (timers that query it, for one). */
  onClose(stop: () => void): void;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

export type DatabaseLocation =
  { url: string; poolSize?: number } | { dataDir: string } | { memory: true };

/** What PostgreSQL asks to retry: `deadlock_detected` and `serialization_failure`. */
const retryable = new Set(['40P01', '40001']);
const maxAttempts = 5;

function isRetryable(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    retryable.has(error.code)
  );
}

/** Closing runs each `stop` once, before the database itself closes. */
function closer(close: () => Promise<void>) {
  const stops: (() => void)[] = [];
  return {
    onClose: (stop: () => void) => {
      stops.push(stop);
    },
    close: async () => {
      for (const stop of stops.splice(0)) stop();
      await close();
    },
  };
}

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('url' in location) return openPostgres(location.url, location.poolSize ?? 10);
  const lite = 'dataDir' in location ? new PGlite(location.dataDir) : new PGlite();
  await lite.waitReady;
  return {
    kind: 'pglite',
    query: async <Row>(sql: string, params: unknown[] = []) =>
      (await lite.query<Row>(sql, params)).rows,
    exec: async (sql) => {
      await lite.exec(sql);
    },
    transaction: (work) =>
      lite.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params: unknown[] = []) =>
            (await tx.query<Row>(sql, params)).rows,
        }),
      ),
    ...closer(() => lite.close()),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  await pool.query('select 1');
  const query = async <Row>(sql: string, params: unknown[] = []) =>
    (await pool.query(sql, params)).rows as Row[];
  return {
    kind: 'postgres',
    query,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      for (let attempt = 1; ; attempt += 1) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await work({
            query: async <Row>(sql: string, params: unknown[] = []) =>
              (await client.query(sql, params)).rows as Row[],
          });
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback');
          if (!isRetryable(error) || attempt >= maxAttempts) throw error;
        } finally {
          client.release();
        }
        // Apart, at random, so that the transactions that collided do not collide again.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** attempt));
      }
    },
    ...closer(() => pool.end()),
  };
}
