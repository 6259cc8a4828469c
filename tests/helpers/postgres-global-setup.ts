/**
 * Starts a throwaway PostgreSQL server on loopback for the integration tests
 * and stops it afterwards. Without PostgreSQL binaries the PostgreSQL half of
 * the suite is left out, except in CI, where that is a failure.
 */
import type { TestProject } from 'vitest/node';
import { findPostgresBinaries, startPostgres } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const binDir = findPostgresBinaries();
  if (!binDir) {
    if (process.env.CI === 'true') throw new Error('CI needs PostgreSQL: install the "postgresql" package.');
    console.warn('PostgreSQL binaries not found: integration tests run on PGlite only.');
    project.provide('postgresUrl', '');
    return;
  }
  const cluster = await startPostgres(binDir);
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
