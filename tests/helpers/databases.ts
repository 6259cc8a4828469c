/**
 * The databases every server test runs against: PGlite always, and the
 * throwaway PostgreSQL server when the global setup started one. Each call
 * gives a fresh, empty database of its own.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database, DatabaseKind } from '../../server/db/database';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';

export interface TestDatabaseFactory {
  kind: DatabaseKind;
  create(): Promise<Database>;
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new empty PostgreSQL database, or null when no server runs for the tests. */
export async function createPostgresUrl(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) return null;
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}

async function createPostgresDatabase(): Promise<Database> {
  const target = await createPostgresUrl();
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
  const factories: TestDatabaseFactory[] = [{ kind: 'pglite', create: () => openPglite(null) }];
  if (inject('postgresUrl')) factories.push({ kind: 'postgres', create: createPostgresDatabase });
  return factories;
}
