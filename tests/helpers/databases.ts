/**
 * The databases every server test runs against: PGlite always, and the
 * throwaway PostgreSQL server when the global setup started one. Each call
 * gives a fresh database of its own, copied from one the run migrated once
 * (PGlite: a dumped data folder; PostgreSQL: CREATE DATABASE … TEMPLATE), so a
 * test file pays neither initdb nor the migrations; `createEmpty()` gives one
 * with no schema, for the tests of the migrations themselves.
 */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { Database, DatabaseKind } from '../../server/db/database';
import { openPostgres } from '../../server/db/postgres';
import { emptyPglite, migratedPglite } from './pglite-folders';
import { adminQuery } from './postgres-cluster';

export interface TestDatabaseFactory {
  kind: DatabaseKind;
  /** A fresh database with every migration applied. */
  create(): Promise<Database>;
  /** A fresh database with no schema at all. */
  createEmpty(): Promise<Database>;
}

/**
 * A new PostgreSQL database, or null when no server runs for the tests: with every migration applied (copied from
 * the run's template), or empty, as a first start finds it.
 */
export async function createPostgresUrl(
  schema: 'empty' | 'migrated' = 'empty',
): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) return null;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = schema === 'migrated' ? inject('postgresTemplate') : '';
  await adminQuery(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}

async function createPostgresDatabase(schema: 'empty' | 'migrated'): Promise<Database> {
  const target = await createPostgresUrl(schema);
  if (!target) throw new Error('No PostgreSQL server for the tests');
  const db = await openPostgres(target.url, 5);
  return {
    ...db,
    async close() {
      await db.close();
      await target.drop();
    },
  };
}

export function testDatabases(): TestDatabaseFactory[] {
  const factories: TestDatabaseFactory[] = [{ kind: 'pglite', create: migratedPglite, createEmpty: emptyPglite }];
  if (inject('postgresUrl'))
    factories.push({
      kind: 'postgres',
      create: () => createPostgresDatabase('migrated'),
      createEmpty: () => createPostgresDatabase('empty'),
    });
  return factories;
}
