/**
 * Demo data for a fresh database. Each feature contributes a seeder; they run
 * together in one transaction, only when every table they fill is empty and
 * never in production (config refuses SEED_DEMO there).
 */
import type { Database, Queryable } from './database';

/** Says what is happening, in words a person reads while waiting (e.g. on the console at the first start). */
export type Progress = (message: string) => void;

export interface Seeder {
  name: string;
  /** Tables this seeder fills; seeding happens only when all are empty. */
  tables: readonly string[];
  run(tx: Queryable, progress: Progress): Promise<void>;
}

const identifier = /^[a-z_][a-z0-9_.]*$/;

export async function seedIfEmpty(db: Database, seeders: readonly Seeder[], progress: Progress = () => undefined): Promise<string[]> {
  if (seeders.length === 0) return [];
  return db.transaction(async (tx) => {
    for (const table of seeders.flatMap((s) => s.tables)) {
      if (!identifier.test(table)) throw new Error(`Seeder table name is not an identifier: ${table}`);
      const rows = await tx.query(`select 1 from ${table} limit 1`);
      if (rows.length > 0) return [];
    }
    progress('The database is empty: filling it with demo data (the first start takes a minute)...');
    for (const seeder of seeders) await seeder.run(tx, progress);
    const names = seeders.map((s) => s.name);
    await tx.query(
      `insert into app_meta (key, value) values ('demo_seed', $1)
       on conflict (key) do update set value = excluded.value, updated_at = now()`,
      [JSON.stringify({ seeders: names, at: new Date().toISOString() })],
    );
    return names;
  });
}
