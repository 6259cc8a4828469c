/**
 * The PGlite data folders every test copies, made once per run rather than
 * once per test file: one just initialised, one with every migration applied.
 * A third is made in the background while the first tests run: migrated and
 * filled with the demo data, beside the photo files the demo stories point at
 * (the browser tests start from it, and the demo data's own test reads it).
 */
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { seedIfEmpty } from '../../server/db/seed';
import { demoSeeders } from '../../server/demo/seeders';
import { demoFolder, makePgliteFolders, type PgliteFolders } from './pglite-folders';
import { dumpEngine, openPgliteEngine } from './pglite-copies';
import { testConfig } from './test-server';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteFolders: PgliteFolders;
  }
}

interface Made {
  folders: PgliteFolders;
  demo: Promise<void>;
  users: number;
}

// Both projects (integration, e2e) list this setup; the run makes the folders once.
const shared = globalThis as { nnoboaPglite?: Promise<Made> };

/** Migrated and seeded as a first start with SEED_DEMO=true does it, through the same seeders; the marker names them. */
async function makeDemo(folders: PgliteFolders): Promise<void> {
  const demo = demoFolder(folders);
  try {
    const { db, engine } = await openPgliteEngine(new Blob([await readFile(folders.migrated)]));
    let seeded: string[];
    try {
      seeded = await seedIfEmpty(db, demoSeeders(testConfig({ SEED_DEMO: 'true', DATA_DIR: demo.files })));
      await writeFile(demo.dump, await dumpEngine(engine));
    } finally {
      await db.close();
    }
    // Whole or not at all: a test waiting for the marker reads it as soon as it is there.
    await writeFile(`${demo.ready}.part`, JSON.stringify(seeded));
    await rename(`${demo.ready}.part`, demo.ready);
  } catch (error) {
    await writeFile(demo.failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
}

export default async function setup(project: TestProject) {
  shared.nnoboaPglite ??= makePgliteFolders().then((folders) => ({ folders, demo: makeDemo(folders), users: 0 }));
  const made = await shared.nnoboaPglite;
  made.users += 1;
  project.provide('pgliteFolders', made.folders);
  return async () => {
    made.users -= 1;
    if (made.users > 0) return;
    await made.demo;
    await rm(made.folders.root, { recursive: true, force: true });
  };
}
