/**
 * The app's in-memory PGlite database (server/db/pglite.ts, with its settings
 * and prepared statements), started from a dumped data folder instead of an
 * empty one. PGlite's own first start runs initdb, which costs seconds of CPU
 * every time; a copy of a folder made once per run costs a fraction of that.
 * The dump is handed to `PGlite.create` for the one call `openPglite` makes.
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { Database } from '../../server/db/database';
import { openPglite } from '../../server/db/pglite';

export interface OpenedPglite {
  db: Database;
  /** The engine under `db`, for dumping its data folder. */
  engine: PGlite;
}

/** Opens the app's PGlite in memory, from `dump` when given (a tar of a data folder), else from initdb. */
export async function openPgliteEngine(dump?: Blob): Promise<OpenedPglite> {
  const original = PGlite.create;
  const create = original.bind(PGlite) as (options: PGliteOptions) => Promise<PGlite>;
  let engine: PGlite | undefined;
  const once = async (options: PGliteOptions) => {
    PGlite.create = original;
    engine = await create(dump ? { ...options, loadDataDir: dump } : options);
    return engine;
  };
  PGlite.create = once as typeof original;
  try {
    const db = await openPglite(null);
    if (!engine) throw new Error('openPglite no longer starts PGlite through PGlite.create: update tests/helpers/pglite-copies.ts');
    return { db, engine };
  } finally {
    PGlite.create = original;
  }
}

/** The data folder of an open engine as an uncompressed tar: unpacking it is cheaper than inflating it. */
export async function dumpEngine(engine: PGlite): Promise<Buffer> {
  // Written out first: the dump is read from the files, not from the engine's buffers.
  await engine.exec('checkpoint');
  return Buffer.from(await (await engine.dumpDataDir('none')).arrayBuffer());
}
