// Migrations and the demo seed, on both engines.
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PgError, type Database } from '../../server/db/database';
import { loadMigrations, migrate, type Migration } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { seedIfEmpty, type Seeder } from '../../server/db/seed';
import { testDatabases } from '../helpers/databases';
import { emptyPglite } from '../helpers/pglite-folders';

describe.each(testDatabases())('database on $kind', ({ createEmpty }) => {
  let db: Database;
  beforeEach(async () => {
    db = await createEmpty();
  });
  afterEach(() => db.close());

  it('runs every migration once and records it', async () => {
    const all = await loadMigrations();
    expect(all.length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual(all.map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: number }>('select version from schema_migrations order by version');
    expect(rows.map((r) => r.version)).toEqual(all.map((m) => m.version));
  });

  it('rolls a failing migration back entirely and records nothing for it', async () => {
    const broken: Migration[] = [
      { version: 1, name: 'ok', sql: 'create table a (id int primary key);' },
      { version: 2, name: 'broken', sql: 'create table b (id int primary key); insert into nowhere values (1);' },
    ];
    await expect(migrate(db, broken)).rejects.toThrow();
    const tables = await db.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
    );
    expect(tables.map((t) => t.name)).toEqual(['a', 'schema_migrations']);
    expect(await db.query('select version from schema_migrations')).toEqual([{ version: 1 }]);
  });

  it('seeds demo data only into an empty database, in one transaction', async () => {
    await migrate(db);
    await db.exec('create table demo_things (name text not null)');
    const seeder: Seeder = {
      name: 'things',
      tables: ['demo_things'],
      run: async (tx) => {
        await tx.query("insert into demo_things values ('first')");
      },
    };
    expect(await seedIfEmpty(db, [seeder])).toEqual(['things']);
    expect(await seedIfEmpty(db, [seeder])).toEqual([]);
    expect(await db.query('select name from demo_things')).toEqual([{ name: 'first' }]);
    const meta = await db.query<{ value: { seeders: string[] } }>("select value from app_meta where key = 'demo_seed'");
    expect(meta[0]?.value.seeders).toEqual(['things']);
  });

  it('leaves nothing behind when a seeder fails', async () => {
    await migrate(db);
    await db.exec('create table demo_things (name text not null)');
    const failing: Seeder = {
      name: 'broken',
      tables: ['demo_things'],
      run: async (tx) => {
        await tx.query("insert into demo_things values ('half')");
        await tx.query('insert into demo_things values (null)');
      },
    };
    await expect(seedIfEmpty(db, [failing])).rejects.toThrow();
    expect(await db.query('select * from demo_things')).toEqual([]);
  });
});

describe('PGlite on disk', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'nnoboa-pglite-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps data across a restart', async () => {
    const first = await openPglite(dir);
    await migrate(first);
    await first.query("insert into app_meta (key, value) values ('kept', '\"yes\"')");
    await first.close();
    const second = await openPglite(dir);
    expect(await migrate(second)).toEqual([]);
    expect(await second.query("select value from app_meta where key = 'kept'")).toEqual([{ value: 'yes' }]);
    await second.close();
  });

  it('starts with memory settings sized for a process it shares, not PostgreSQL defaults', async () => {
    const db = await openPglite(dir);
    const settings = await db.query<{ name: string; value: string }>(
      `select name, current_setting(name) as value from pg_settings
        where name in ('shared_buffers', 'maintenance_work_mem', 'max_wal_size') order by name`,
    );
    expect(settings).toEqual([
      { name: 'maintenance_work_mem', value: '16MB' },
      { name: 'max_wal_size', value: '64MB' },
      { name: 'shared_buffers', value: '32MB' },
    ]);
    await db.close();
  });

  it('refuses a badly named migration file', async () => {
    const migrations = path.join(dir, 'migrations');
    await mkdir(migrations);
    await writeFile(path.join(migrations, 'add-things.sql'), 'select 1');
    await expect(loadMigrations(migrations)).rejects.toThrow(/0001_name\.sql/);
  });
});

describe('PGlite statements', () => {
  let db: Database;
  beforeEach(async () => {
    db = await emptyPglite();
    await db.exec('create table things (id int primary key, name text not null, tags text[], details jsonb, at timestamptz, ok boolean)');
  });
  afterEach(() => db.close());

  const prepared = (text: string) =>
    db.query<{ count: number }>('select count(*)::int as count from pg_prepared_statements where statement = $1', [text]);

  it('prepares each text once and runs it again with new values', async () => {
    const insert = 'insert into things (id, name) values ($1, $2) returning id, name';
    expect(await db.query(insert, [1, 'one'])).toEqual([{ id: 1, name: 'one' }]);
    expect(await db.query(insert, [2, 'two'])).toEqual([{ id: 2, name: 'two' }]);
    expect(await prepared(insert)).toEqual([{ count: 1 }]);
    expect(await db.query('select id from things order by id')).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('plans every run for its own values', async () => {
    expect(await db.query('select current_setting($1) as mode', ['plan_cache_mode'])).toEqual([{ mode: 'force_custom_plan' }]);
  });

  it('sends each value as its parameter type and reads each column back', async () => {
    const at = new Date('2026-03-06T09:30:00.000Z');
    await db.query('insert into things values ($1, $2, $3, $4, $5, $6)', [
      3,
      'Ama',
      ['school', 'water'],
      { goal: 500_000, nested: [1, 'a'] },
      at,
      true,
    ]);
    await db.query('insert into things values ($1, $2, $3, $4, $5, $6)', [4, 'Kofi', null, null, undefined, false]);
    expect(await db.query('select * from things order by id')).toEqual([
      { id: 3, name: 'Ama', tags: ['school', 'water'], details: { goal: 500_000, nested: [1, 'a'] }, at, ok: true },
      { id: 4, name: 'Kofi', tags: null, details: null, at: null, ok: false },
    ]);
  });

  it('keeps the SQLSTATE of a failed statement and runs the next one', async () => {
    const insert = 'insert into things (id, name) values ($1, $2)';
    await db.query(insert, [1, 'one']);
    await expect(db.query(insert, [1, 'again'])).rejects.toMatchObject({ code: PgError.uniqueViolation });
    await expect(db.query('select nothing from nowhere')).rejects.toMatchObject({ code: '42P01' });
    await db.query(insert, [2, 'two']);
    expect(await db.query<{ n: number }>('select count(*)::int as n from things')).toEqual([{ n: 2 }]);
  });

  it('keeps a statement first prepared in a transaction that rolled back', async () => {
    const select = 'select name from things where id = $1';
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into things (id, name) values ($1, $2)', [1, 'gone']);
        expect(await tx.query(select, [1])).toEqual([{ name: 'gone' }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await db.query(select, [1])).toEqual([]);
    await db.query('insert into things (id, name) values ($1, $2)', [1, 'kept']);
    expect(await db.query(select, [1])).toEqual([{ name: 'kept' }]);
  });

  it('reads the new shape of a table after a migration changes it', async () => {
    await db.query("insert into things (id, name) values (1, 'one')");
    expect(await db.query('select * from things')).toEqual([{ id: 1, name: 'one', tags: null, details: null, at: null, ok: null }]);
    await db.transaction((tx) => tx.exec("alter table things drop column tags, add column region text not null default 'Ashanti'"));
    expect(await db.query('select * from things')).toEqual([{ id: 1, name: 'one', details: null, at: null, ok: null, region: 'Ashanti' }]);
    await db.exec('alter table things drop column region');
    expect(await db.query('select * from things')).toEqual([{ id: 1, name: 'one', details: null, at: null, ok: null }]);
  });

  it('keeps at most 256 statements prepared, closing the least recently run', async () => {
    const texts = Array.from({ length: 300 }, (_, i) => `select ${i} as n`);
    for (const [i, text] of texts.entries()) expect(await db.query(text)).toEqual([{ n: i }]);
    const [held] = await db.query<{ count: number }>('select count(*)::int as count from pg_prepared_statements');
    expect(held?.count).toBeLessThanOrEqual(256);
    expect(held?.count).toBeGreaterThan(200);
    expect(await prepared(texts[0]!)).toEqual([{ count: 0 }]);
    expect(await prepared(texts[299]!)).toEqual([{ count: 1 }]);
    expect(await db.query(texts[0]!)).toEqual([{ n: 0 }]);
  });
});
