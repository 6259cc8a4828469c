/** Measures one data set through the real server: every read, the webhook, the mixed load, the CSV export; two servers at the largest size. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type BenchServer } from '../../tests/helpers/server-process';
import {
  csvExport,
  mixedLoad,
  propagation,
  readInTurns,
  timing,
  webhooks,
  type Export,
  type Propagation,
  type Throughput,
} from './measure';
import { jwtSecret, publicUrl, type Run } from './people';
import { capturePlans, type Plan } from './plans';
import { deepWallByCursor, publicReads, signedInReads, type Read } from './reads';
import type { Latency } from './stats';

export interface SetFigures {
  serverStartMs: number;
  reads: Record<string, Latency>;
  webhook: { oneAtATime: Latency; eightAtOnce: Latency };
  mixed: Throughput;
  csv: Export;
  twoServers?: { one: Throughput; two: Throughput; propagation: Propagation };
}

/** How many pending gifts a run needs: the webhook figures, the propagation checks, the plans. */
export const giftsNeeded = 2 * (timing.warmup + timing.count) + 10 + 4;

export async function serve(env: Record<string, string>): Promise<{ server: BenchServer; ms: number; cleanup: () => Promise<void> }> {
  const dataDir = env.DATA_DIR || (await mkdtemp(path.join(tmpdir(), 'nnoboa-scale-server-')));
  const started = performance.now();
  const server = await startServer({
    SEED_DEMO: 'false',
    STATIC_DIR: 'none',
    JWT_SECRET: jwtSecret,
    PUBLIC_URL: publicUrl,
    RESPONSE_CACHE_SECONDS: '0',
    LOG_LEVEL: 'warn',
    ...env,
    DATA_DIR: dataDir,
  });
  const ms = performance.now() - started;
  return {
    server,
    ms,
    cleanup: async () => {
      await server.stop();
      if (!env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function readsOf(base: string, run: Run): Promise<Read[]> {
  const deep = await deepWallByCursor(base, run);
  return [...publicReads(run), ...(deep ? [deep] : []), ...signedInReads(run)];
}

/** A set's server, started on its data, and the people and gifts prepared for the run. */
export interface ServedSet {
  label: string;
  env: Record<string, string>;
  run: Run;
  served: Awaited<ReturnType<typeof serve>>;
}

/**
 * Every read on every set, the sets' servers taking turns request by request
 * (measure.ts, readInTurns): the figures of sets measured together compare
 * the sets. A read a set cannot make (the deep wall walk where the wall is
 * short) is left out for that set.
 */
export async function measureReads(
  sets: readonly ServedSet[],
  log: (line: string) => void,
): Promise<Array<{ reads: Read[]; figures: Record<string, Latency> }>> {
  const readsOfSet: Read[][] = [];
  for (const set of sets) readsOfSet.push(await readsOf(set.served.server.url, set.run));
  const names = [...new Set(readsOfSet.flat().map((read) => read.name))];
  const figures = sets.map((): Record<string, Latency> => ({}));
  for (const name of names) {
    const on = sets.flatMap((set, k) => {
      const read = readsOfSet[k]!.find((r) => r.name === name);
      return read ? [{ k, target: { base: set.served.server.url, read } }] : [];
    });
    const latencies = await readInTurns(on.map(({ target }) => target));
    on.forEach(({ k }, i) => (figures[k]![name] = latencies[i]!));
    log(
      `    ${name}: ${on.map(({ k }, i) => `${sets[k]!.label} p50 ${latencies[i]!.p50?.toFixed(1)} ms, p99 ${latencies[i]!.p99?.toFixed(1)} ms`).join('; ')}`,
    );
  }
  return figures.map((byName, k) => ({ reads: readsOfSet[k]!, figures: byName }));
}

/** Every figure of one set but its reads, on its started server: the webhook, the mixed load, the CSV export; `twoServers` adds a second server on the same database. */
export async function measureSet(
  set: ServedSet,
  reads: readonly Read[],
  log: (line: string) => void,
  twoServers: boolean,
): Promise<Omit<SetFigures, 'serverStartMs' | 'reads'>> {
  const { server } = set.served;
  const { run, env } = set;
  log(`  ${set.label}`);
  const gifts = [...run.gifts];
  const take = (n: number) => gifts.splice(0, n);
  await webhooks(server.url, take(timing.warmup), 1);
  const oneAtATime = await webhooks(server.url, take(timing.count), 1);
  const eightAtOnce = await webhooks(server.url, take(timing.count), 8);
  log(`    webhook: p99 ${oneAtATime.p99?.toFixed(1)} ms one at a time, ${eightAtOnce.p99?.toFixed(1)} ms eight at once`);
  const publicOnly = reads.filter((read) => read.group === 'public');
  const mixed = await mixedLoad([server.url], publicOnly, timing.mixedConnections);
  log(`    mixed public load, ${timing.mixedConnections} clients: ${Math.round(mixed.rps)} req/s, ${mixed.failures} failed`);
  const csv = await csvExport(server, run);
  log(`    CSV export: ${csv.rows} rows in ${(csv.ms / 1000).toFixed(2)} s, server peak ${Math.round((csv.rssPeak ?? 0) / 2 ** 20)} MiB`);
  const result: Omit<SetFigures, 'serverStartMs' | 'reads'> = { webhook: { oneAtATime, eightAtOnce }, mixed, csv };
  if (twoServers) {
    const other = await serve({ ...env, DATA_DIR: '' });
    try {
      const half = timing.mixedConnections / 2;
      const two = await mixedLoad([server.url, other.server.url], publicOnly, half);
      log(`    two servers, ${half} clients each: ${Math.round(two.rps)} req/s, ${two.failures} failed`);
      const seen = await propagation(server.url, other.server.url, run, take(5));
      log(
        `    change through one, seen through the other: edits ${seen.summaryEditMs.map(fmt).join(', ')}; gifts ${seen.donationMs.map(fmt).join(', ')}`,
      );
      result.twoServers = { one: mixed, two, propagation: seen };
    } finally {
      await other.cleanup();
    }
  }
  return result;
}

const fmt = (ms: number | null) => (ms === null ? 'not seen' : `${Math.round(ms)} ms`);

export interface PlansOfRead {
  name: string;
  request: string;
  plans: Plan[];
}

/**
 * One capture per read (and the webhook) on a server whose database logs
 * every plan to `logFile`; with the response cache on, each waits for the
 * cached answer to expire (5 s).
 */
export async function planSet(env: Record<string, string>, run: Run, logFile: string, cacheOff: boolean): Promise<PlansOfRead[]> {
  const { server, cleanup } = await serve(env);
  try {
    const out: PlansOfRead[] = [];
    for (const read of await readsOf(server.url, run)) {
      const headers: Record<string, string> = read.token ? { authorization: `Bearer ${read.token}` } : {};
      const plans = await capturePlans(
        logFile,
        async () => void (await (await fetch(server.url + read.path, { headers })).arrayBuffer()),
        cacheOff ? 300 : 5200,
      );
      out.push({ name: read.name, request: `GET ${read.path}`, plans });
    }
    const gifts = run.gifts.slice(-2);
    const plans = await capturePlans(logFile, () => webhooks(server.url, [gifts.shift()!], 1).then(() => undefined));
    out.push({ name: 'Webhook settling a gift (popular story)', request: 'POST /api/payments/webhook/paystack', plans });
    return out;
  } finally {
    await cleanup();
  }
}
