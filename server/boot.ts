/** Opens the database, brings its schema up to date, seeds demo data and builds the app. */
import type { FastifyInstance } from 'fastify';
import { numberFormats, pluralForm } from '../contract/rules/numbers';
import { buildApp } from './app';
import type { Config } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { seedIfEmpty, type Progress } from './db/seed';
import { demoSeeders } from './demo/seeders';
import { usersPort } from './users/port';

export async function boot(
  config: Config,
  options: { db?: Database; logStream?: NodeJS.WritableStream; progress?: Progress } = {},
): Promise<FastifyInstance> {
  const progress = options.progress ?? (() => undefined);
  progress(config.databaseUrl ? 'Opening the PostgreSQL database...' : `Opening the database in ${config.dataDir}...`);
  const db = options.db ?? (await openDatabase(config));
  try {
    const applied = await migrate(db);
    if (applied.length > 0) {
      const english = numberFormats('en');
      progress(
        `Database brought up to date: ${english.count(applied.length)} ${pluralForm(english, applied.length, { one: 'migration', other: 'migrations' })} applied.`,
      );
    }
    if (config.seedDemo) {
      const seeded = await seedIfEmpty(db, demoSeeders(config), progress);
      if (seeded.length > 0) progress('Demo data ready.');
    }
    await usersPort.promoteEmails(db, config.auth.adminEmails);
    return await buildApp({ config, db, logStream: options.logStream });
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
