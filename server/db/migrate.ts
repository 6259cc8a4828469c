/**
 * Numbered `.sql` files in ./migrations run once each, in order, each inside
 * its own transaction together with the row that records it. An advisory lock
 * keeps two servers starting at once from running the same migration twice.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const fileName = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export async function loadMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = fileName.exec(file);
    if (!match) throw new Error(`Migration file name must look like 0001_name.sql: ${file}`);
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) throw new Error(`Two migrations share number ${version}`);
    migrations.push({ version, name: match[2] ?? file, sql: await readFile(path.join(dir, file), 'utf8') });
  }
  return migrations;
}

const lockKey = 7_361_420_001;

export async function migrate(db: Database, migrations?: Migration[]): Promise<number[]> {
  const all = migrations ?? (await loadMigrations());
  await db.exec(`create table if not exists schema_migrations (
    version integer primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`);
  const applied: number[] = [];
  for (const migration of all) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [lockKey]);
      const done = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
