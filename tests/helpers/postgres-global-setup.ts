/**
 * Starts a throwaway PostgreSQL server on loopback for the integration tests
 * and stops it afterwards. Without PostgreSQL binaries the PostgreSQL half of
 * the suite is left out, except in CI, where that is a failure.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

function findBinDir(): string | null {
  const candidates = ['/usr/lib/postgresql'];
  for (const base of candidates) {
    if (!existsSync(base)) continue;
    const versions = readdirSync(base).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = path.join(base, version, 'bin');
      if (existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres'))) return dir;
    }
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const initdb = which.stdout.trim();
  return initdb ? path.dirname(initdb) : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  if (!uid) throw new Error('Running as root needs a "postgres" system user to run PostgreSQL as.');
  return { uid, gid };
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const binDir = findBinDir();
  if (!binDir) {
    if (process.env.CI === 'true') throw new Error('CI needs PostgreSQL: install the "postgresql" package.');
    console.warn('PostgreSQL binaries not found: integration tests run on PGlite only.');
    project.provide('postgresUrl', '');
    return;
  }
  const user = postgresUser();
  const dir = await mkdtemp(path.join(tmpdir(), 'nnoboa-pg-'));
  if (user) await chown(dir, user.uid, user.gid);
  const dataDir = path.join(dir, 'data');
  const init = spawnSync(
    path.join(binDir, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { encoding: 'utf8', ...user },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const server: ChildProcess = spawn(
    path.join(binDir, 'postgres'),
    ['-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'],
    { stdio: ['ignore', 'ignore', 'pipe'], ...user },
  );
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const { default: pg } = await import('pg');
  const started = Date.now();
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      if (server.exitCode !== null || Date.now() - started > 30_000) throw new Error(`PostgreSQL did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  project.provide('postgresUrl', url);
  return async () => {
    server.kill('SIGINT');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dir, { recursive: true, force: true });
  };
}
