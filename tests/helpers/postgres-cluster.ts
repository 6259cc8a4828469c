/**
 * A throwaway PostgreSQL server on loopback, for the tests and the benchmark:
 * initdb into a temporary folder, start on a free port, stop and delete after.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export function findPostgresBinaries(): string | null {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = path.join(base, version, 'bin');
      if (existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres'))) return dir;
    }
  }
  const initdb = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  return initdb ? path.dirname(initdb) : null;
}

export async function freePort(): Promise<number> {
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

/** Runs one statement on a connection of its own and closes it (CREATE and DROP DATABASE, as the superuser). */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface PostgresCluster {
  url: string;
  stop(): Promise<void>;
}

export async function startPostgres(binDir: string, settings: Record<string, string> = {}): Promise<PostgresCluster> {
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
  const options = {
    listen_addresses: '127.0.0.1',
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: '200',
    ...settings,
  };
  const server: ChildProcess = spawn(
    path.join(binDir, 'postgres'),
    ['-D', dataDir, '-p', String(port), '-k', dir, ...Object.entries(options).flatMap(([k, v]) => ['-c', `${k}=${v}`])],
    { stdio: ['ignore', 'ignore', 'pipe'], ...user },
  );
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
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
  return {
    url,
    async stop() {
      server.kill('SIGINT');
      await new Promise((resolve) => server.once('exit', resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
