import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { dropAll, migrate, migrations } from './migrations';

let db: Database;

beforeAll(async () => {
  db = await openDatabase({ memory: true });
});
afterAll(() => db.close());

describe('migrations', () => {
  it('apply once each, in order, and record themselves', async () => {
    expect(await migrate(db)).toEqual(migrations.map((migration) => migration.version));
    expect(await migrate(db)).toEqual([]);
    const tables = await db.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
    );
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining([
        'carts',
        'cart_items',
        'pages',
        'seats',
        'stock',
        'tokens',
        'schema_migrations',
      ]),
    );
  });

  it('keep stock holds within capacity', async () => {
    await db.query(
      "insert into tickets (secutix_id, event_code, position, doc) values ('T', '24A', 0, '{}')",
    );
    await db.query(
      "insert into stock (ticket_secutix_id, seat_cat_secutix_id, capacity) values ('T', 'C', 1)",
    );
    await expect(
      db.query("update stock set held = 2 where ticket_secutix_id = 'T'"),
    ).rejects.toThrow();
  });

  it('roll a failed transaction back whole', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("update stock set held = 1 where ticket_secutix_id = 'T'");
        throw new Error('the add failed half way');
      }),
    ).rejects.toThrow('half way');
    const [row] = await db.query<{ held: number }>(
      "select held from stock where ticket_secutix_id = 'T'",
    );
    expect(row?.held).toBe(0);
  });

  it('can be dropped and applied again (the reset command)', async () => {
    await dropAll(db);
    expect(
      await db.query("select 1 from information_schema.tables where table_name = 'stock'"),
    ).toEqual([]);
    expect(await migrate(db)).toEqual(migrations.map((migration) => migration.version));
  });
});
