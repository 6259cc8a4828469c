/** Opens the database, brings its schema up to date, seeds demo data and builds the app. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { seedIfEmpty } from './db/seed';
import { demoSeeders } from './demo/seeders';
import { usersRepository } from './users/repository';

export async function boot(config: Config, options: { db?: Database; logStream?: NodeJS.WritableStream } = {}): Promise<FastifyInstance> {
  const db = options.db ?? (await openDatabase(config));
  try {
    await migrate(db);
    if (config.seedDemo) await seedIfEmpty(db, demoSeeders(config));
    await usersRepository.promoteEmails(db, config.auth.adminEmails);
    return await buildApp({ config, db, logStream: options.logStream });
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
