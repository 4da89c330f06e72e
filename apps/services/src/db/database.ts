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
  /** Runs `work` in one transaction: everything or nothing. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

export type DatabaseLocation = { url: string } | { dataDir: string } | { memory: true };

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('url' in location) return openPostgres(location.url);
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
    close: () => lite.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
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
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
