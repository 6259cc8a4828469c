/**
 * Where the run's PGlite data folders are (pglite-global-setup.ts makes them)
 * and how a test file opens a copy of one.
 */
import { existsSync, rmSync } from 'node:fs';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { dumpEngine, openPgliteEngine } from './pglite-copies';

export interface PgliteFolders {
  root: string;
  /** Initialised, with no schema: for tests of the migrations themselves. */
  empty: string;
  /** Every migration applied. */
  migrated: string;
}

export const pgliteFolders = (root: string): PgliteFolders => ({
  root,
  empty: path.join(root, 'empty.tar'),
  migrated: path.join(root, 'migrated.tar'),
});

/** The demo copy: its dump, its photo files (a DATA_DIR), and the marker written when it is done (naming the seeders that ran) or failed. */
export const demoFolder = ({ root }: PgliteFolders) => ({
  dump: path.join(root, 'demo.tar'),
  files: path.join(root, 'demo-data'),
  ready: path.join(root, 'demo.ready'),
  failed: path.join(root, 'demo.failed'),
});

/** Initialises one PGlite database and dumps it twice: as it starts, and with every migration applied. */
export async function makePgliteFolders(): Promise<PgliteFolders> {
  const folders = pgliteFolders(await mkdtemp(path.join(tmpdir(), 'nnoboa-pglite-')));
  const { db, engine } = await openPgliteEngine();
  try {
    await writeFile(folders.empty, await dumpEngine(engine));
    await migrate(db);
    await writeFile(folders.migrated, await dumpEngine(engine));
  } finally {
    await db.close();
  }
  return folders;
}

let own: Promise<PgliteFolders> | undefined;

/** The folders the global setup made for the run, if it did (a script outside vitest has no setup to ask). */
function given(): PgliteFolders | undefined {
  try {
    return inject('pgliteFolders');
  } catch {
    return undefined;
  }
}

function runFolders(): Promise<PgliteFolders> {
  const made = given();
  if (made) return Promise.resolve(made);
  // Run without the global setup (another config, a script): this process makes its own, once, and removes them at exit.
  own ??= makePgliteFolders().then((folders) => {
    process.once('exit', () => rmSync(folders.root, { recursive: true, force: true }));
    return folders;
  });
  return own;
}

async function openCopy(file: string): Promise<Database> {
  return (await openPgliteEngine(new Blob([await readFile(file)]))).db;
}

/** A fresh in-memory PGlite database of its own with every migration applied. */
export async function migratedPglite(): Promise<Database> {
  return openCopy((await runFolders()).migrated);
}

/** A fresh in-memory PGlite database with no schema yet. */
export async function emptyPglite(): Promise<Database> {
  return openCopy((await runFolders()).empty);
}

/**
 * A fresh PGlite database with the demo data and a new DATA_DIR holding the demo's photos, as a first start with
 * SEED_DEMO=true leaves them, and the seeders that made it. Waits for the global setup to finish making it (it starts
 * with the run).
 */
export async function demoPglite(): Promise<{ db: Database; dataDir: string; seeded: string[] }> {
  const made = given();
  if (!made) throw new Error('The demo copy is made by the global setup (tests/helpers/pglite-global-setup.ts)');
  const demo = demoFolder(made);
  // Seeding forty stories with their covers takes a while on a busy machine: wait for the marker, whatever the pace.
  for (;;) {
    if (existsSync(demo.ready)) break;
    if (existsSync(demo.failed)) throw new Error(`Making the demo database failed:\n${await readFile(demo.failed, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nnoboa-test-'));
  await cp(demo.files, dataDir, { recursive: true });
  const seeded = JSON.parse(await readFile(demo.ready, 'utf8')) as string[];
  return { db: await openCopy(demo.dump), dataDir, seeded };
}
