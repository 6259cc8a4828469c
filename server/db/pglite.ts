import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { typeParsers, type Database, type Queryable } from './database';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * PostgreSQL's defaults assume a machine of its own; PGlite runs inside this
 * process and its WebAssembly memory only grows, never gives back. 32 MB of
 * shared buffers (the default is 128 MB) keep the hot stories and indexes in
 * cache while the operating system's file cache holds the rest; index builds
 * and vacuums take at most 16 MB. A smaller write-ahead log keeps the data
 * folder small and a start after a crash short.
 */
const startParams = [
  ...PGlite.defaultStartParams,
  ...['shared_buffers=32MB', 'maintenance_work_mem=16MB', 'max_wal_size=64MB', 'min_wal_size=32MB'].flatMap((setting) => ['-c', setting]),
];

/** Opens PGlite persisted in `dataDir`, or in memory when `dataDir` is null. */
export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm: the trigram indexes of the admins' searches (0023_admin_search.sql).
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), parsers: typeParsers, startParams, extensions: { pg_trgm } });
  const root = wrap(pg);
  return {
    kind: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}
