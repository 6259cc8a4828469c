import path from 'node:path';
import type { Database } from './database';

/** A PostgreSQL server when a URL is given, else PGlite under the data folder. */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string | null }): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir ? path.join(options.dataDir, 'pglite') : null);
}
