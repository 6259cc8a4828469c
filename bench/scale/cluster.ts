/**
 * A PostgreSQL cluster kept between runs in the cache folder (one per data
 * set size and schema), started with the settings of a phase: loading, timing,
 * or capturing plans. The server's log goes to a file (plans are read from it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { chown, mkdir, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrationsDir } from '../../server/db/migrate';
import { findPostgresBinaries, freePort } from '../../tests/helpers/postgres-cluster';

export const cacheRoot = process.env.NNOBOA_SCALE_CACHE ?? '/tmp/nnoboa-scale';

/** Settings of each phase. Loading trades safety for speed; timing runs as a server would (fsync on). */
export const phases = {
  load: {
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    wal_level: 'minimal',
    max_wal_senders: '0',
    max_wal_size: '32GB',
    checkpoint_timeout: '1h',
    autovacuum: 'off',
    shared_buffers: '2GB',
    maintenance_work_mem: '1GB',
    max_parallel_maintenance_workers: '2',
  },
  time: { shared_buffers: '2GB', effective_cache_size: '8GB', random_page_cost: '1.1', max_connections: '200' },
  plans: {
    shared_buffers: '2GB',
    effective_cache_size: '8GB',
    random_page_cost: '1.1',
    max_connections: '200',
    shared_preload_libraries: 'auto_explain',
    log_min_duration_statement: '0',
    'auto_explain.log_min_duration': '0',
    'auto_explain.log_analyze': 'on',
    'auto_explain.log_buffers': 'on',
    'auto_explain.log_nested_statements': 'on',
    log_line_prefix: '%m [%p] ',
  },
} satisfies Record<string, Record<string, string>>;

/** The generator's own files: a cached set is made again when they change. */
export async function setKey(): Promise<string> {
  const hash = createHash('sha256');
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const file of ['generate.ts', 'words.ts']) hash.update(await readFile(path.join(here, file)));
  return hash.digest('hex').slice(0, 12);
}

/** Each migration file's SHA-256: a set made on an earlier schema is brought forward only when every file it ran is unchanged. */
export async function migrationHashes(): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const file of (await readdir(migrationsDir)).sort()) {
    hashes[file] = createHash('sha256')
      .update(await readFile(path.join(migrationsDir, file)))
      .digest('hex');
  }
  return hashes;
}

function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

export interface Cluster {
  /** A URL to one database of the cluster. */
  url(database: string): string;
  logFile: string;
  stop(): Promise<void>;
}

/** Starts (after initdb the first time) the cluster in `dir` with a phase's settings. */
export async function startCluster(dir: string, settings: Record<string, string>, label: string): Promise<Cluster> {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error('PostgreSQL is not installed (initdb not found)');
  const user = runAs();
  await mkdir(dir, { recursive: true });
  if (user) await chown(dir, user.uid, user.gid);
  const dataDir = path.join(dir, 'pgdata');
  if (!existsSync(dataDir)) {
    const init = spawnSync(
      path.join(bin, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      {
        encoding: 'utf8',
        ...user,
      },
    );
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  }
  const port = await freePort();
  const options = { listen_addresses: '127.0.0.1', ...settings };
  const logFile = path.join(dir, `postgres-${label}.log`);
  const log = createWriteStream(logFile);
  const server: ChildProcess = spawn(
    path.join(bin, 'postgres'),
    ['-D', dataDir, '-p', String(port), '-k', dir, ...Object.entries(options).flatMap(([k, v]) => ['-c', `${k}=${v}`])],
    { stdio: ['ignore', 'ignore', 'pipe'], ...user },
  );
  server.stderr?.pipe(log);
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const started = Date.now();
  for (;;) {
    const client = new pg.Client({ connectionString: url('postgres') });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      if (server.exitCode !== null || Date.now() - started > 120_000) throw new Error(`PostgreSQL did not start; see ${logFile}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    logFile,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGINT');
      await exited;
    },
  };
}

/** Runs one statement on the cluster's maintenance database (create/drop database). */
export async function admin(cluster: Cluster, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: cluster.url('postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
