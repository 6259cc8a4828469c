/**
 * Starts a throwaway PostgreSQL server on loopback for the integration tests
 * and stops it afterwards. Without PostgreSQL binaries the PostgreSQL half of
 * the suite is left out, except in CI, where that is a failure. Every
 * migration is applied once, to a template database each test's database is
 * copied from.
 */
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/db/migrate';
import { openPostgres } from '../../server/db/postgres';
import { adminQuery, findPostgresBinaries, startPostgres } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** The migrated database to copy (CREATE DATABASE … TEMPLATE); empty when there is no server. */
    postgresTemplate: string;
  }
}

/** A migrated database no one stays connected to (a template must have no sessions), and how to drop it. */
async function makeTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `nnoboa_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 1);
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  return { name, drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    const template = await makeTemplate(process.env.TEST_DATABASE_URL);
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    project.provide('postgresTemplate', template.name);
    return () => template.drop();
  }
  const binDir = findPostgresBinaries();
  if (!binDir) {
    if (process.env.CI === 'true') throw new Error('CI needs PostgreSQL: install the "postgresql" package.');
    console.warn('PostgreSQL binaries not found: integration tests run on PGlite only.');
    project.provide('postgresUrl', '');
    project.provide('postgresTemplate', '');
    return;
  }
  const cluster = await startPostgres(binDir);
  const template = await makeTemplate(cluster.url);
  project.provide('postgresUrl', cluster.url);
  project.provide('postgresTemplate', template.name);
  return () => cluster.stop();
}
