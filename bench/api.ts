/**
 * The API under load: 10,000 seeded stories, autocannon with 50 connections
 * for 10 s on each of: the health check (the server's own ceiling, measured in
 * the same run), the first page of the story list, a filtered search and a
 * story page. On PGlite and on PostgreSQL; the server's memory is sampled
 * throughout.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { openPglite } from '../server/db/pglite';
import { openPostgres } from '../server/db/postgres';
import { findPostgresBinaries, startPostgres } from '../tests/helpers/postgres-cluster';
import { numeric, flag, ms, percent, type Figure } from './report';
import { seedBenchStories } from './seed';
import { startServer, type BenchServer } from '../tests/helpers/server-process';

export const apiBudgets = { connections: 50, seconds: 10, stories: 10_000, p99Ms: 25, ofHealth: 40, memoryGrowth: 20 } as const;

interface Load {
  p99: number;
  rps: number;
  failures: number;
}

async function load(url: string, seconds: number): Promise<Load> {
  const result = await autocannon({ url, connections: apiBudgets.connections, duration: seconds });
  return { p99: result.latency.p99, rps: result.requests.average, failures: result.errors + result.timeouts + result.non2xx };
}

/** Seeds a fresh database of the given kind, then starts the server on it. */
async function prepare(
  kind: 'pglite' | 'postgres',
  log: (line: string) => void,
): Promise<{ server: BenchServer; slug: string; cleanup: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nnoboa-bench-'));
  let stopPostgres = async () => undefined as void;
  let db: Database;
  let env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: 'false', STATIC_DIR: 'none' };
  if (kind === 'postgres') {
    const bin = findPostgresBinaries();
    if (!bin) throw new Error('PostgreSQL is not installed (initdb not found)');
    const cluster = await startPostgres(bin);
    stopPostgres = cluster.stop;
    db = await openPostgres(cluster.url);
    env = { ...env, DATABASE_URL: cluster.url };
  } else {
    db = await openPglite(path.join(dataDir, 'pglite'));
  }
  await migrate(db);
  const started = Date.now();
  const { slug } = await seedBenchStories(db, apiBudgets.stories);
  await db.close();
  log(`  ${kind}: ${apiBudgets.stories} stories seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const server = await startServer(env);
  return {
    server,
    slug,
    cleanup: async () => {
      await server.stop();
      await stopPostgres();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function measureApi(kind: 'pglite' | 'postgres', log: (line: string) => void): Promise<Figure[]> {
  const group = `API (${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'})`;
  const { server, slug, cleanup } = await prepare(kind, log);
  try {
    const routes = {
      health: '/api/health',
      'Story list, page 1': '/api/campaigns?page=1&limit=12',
      'Filtered search': '/api/campaigns?q=borehole&region=Northern&sort=most_funded&page=1&limit=12',
      'Story page': `/api/campaigns/${slug}`,
    };
    for (const route of Object.values(routes)) {
      const answer = await fetch(server.url + route);
      if (!answer.ok) throw new Error(`${route} answered ${answer.status}`);
      await load(server.url + route, 2); // Warm-up: JIT, query plans, caches.
    }
    const memory: number[] = [];
    const sampler = setInterval(() => {
      const rss = server.rss();
      if (rss !== null) memory.push(rss);
    }, 250);
    const results: Record<string, Load> = {};
    try {
      for (const [name, route] of Object.entries(routes)) {
        results[name] = await load(server.url + route, apiBudgets.seconds);
        log(`  ${kind} ${name}: ${Math.round(results[name].rps)} req/s, p99 ${results[name].p99} ms, ${results[name].failures} failed`);
      }
    } finally {
      clearInterval(sampler);
    }
    const health = results.health!;
    const figures: Figure[] = [
      numeric(group, '/api/health throughput (reference)', health.rps, { min: 1 }, (n) => `${Math.round(n)} req/s`),
    ];
    for (const name of Object.keys(routes).filter((n) => n !== 'health')) {
      const result = results[name]!;
      figures.push(numeric(group, `${name}: p99 latency`, result.p99, { max: apiBudgets.p99Ms }, ms));
      figures.push(
        numeric(
          group,
          `${name}: throughput, % of /api/health (${Math.round(result.rps)} req/s)`,
          (100 * result.rps) / health.rps,
          { min: apiBudgets.ofHealth },
          percent,
        ),
      );
      figures.push(
        flag(group, `${name}: every answer 2xx`, result.failures === 0, true, { yes: 'all 2xx', no: `${result.failures} failed` }),
      );
    }
    const first = memory[0] ?? null;
    const last = memory[memory.length - 1] ?? null;
    const growth = first !== null && last !== null ? (100 * (last - first)) / first : null;
    const mib = (bytes: number | null) => (bytes === null ? '?' : `${Math.round(bytes / 1024 / 1024)} MiB`);
    figures.push(
      numeric(
        group,
        `Server memory growth over the run (${mib(first)} → ${mib(last)}, peak ${mib(memory.length ? Math.max(...memory) : null)})`,
        growth,
        { max: apiBudgets.memoryGrowth },
        percent,
      ),
    );
    return figures;
  } finally {
    await cleanup();
  }
}
