// Migrations and the demo seed, on both engines.
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { loadMigrations, migrate, type Migration } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { seedIfEmpty, type Seeder } from '../../server/db/seed';
import { testDatabases } from '../helpers/databases';

describe.each(testDatabases())('database on $kind', ({ create }) => {
  let db: Database;
  beforeEach(async () => {
    db = await create();
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
