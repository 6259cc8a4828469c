/**
 * `npm run bench:scale [-- --sizes 1k,10k,100k] [--no-pglite] [--no-plans]`:
 * data sets of 1k, 10k and 100k stories in a throwaway PostgreSQL (kept in
 * the cache folder between runs while the schema is unchanged), 10k in PGlite;
 * every read timed through the real server, plans at the largest size, two
 * servers on one database. Writes bench/results/scale.{json,md} and
 * scale-plans.md; exits non-zero when a figure misses its budget.
 */
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { cacheRoot, phases, startCluster } from './cluster';
import { freshPgliteDataDir, freshRunDatabase, pgliteSet, postgresSet } from './datasets';
import { prepareRun } from './people';
import { plansMarkdown } from './plans';
import { figures, markdown, mergeSets, type ScaleResults, type SetResult } from './report';
import { giftsNeeded, measureSet, planSet } from './run-set';
import { parseSizes, sizeLabel } from './stats';

const resultsDir = path.join('bench', 'results');
const log = (line: string) => console.info(line);

function options(argv: string[]) {
  const at = argv.indexOf('--sizes');
  return {
    sizes: parseSizes(at >= 0 ? (argv[at + 1] ?? '') : '1k,10k,100k').sort((a, b) => a - b),
    pglite: !argv.includes('--no-pglite'),
    plans: !argv.includes('--no-plans'),
  };
}

async function postgresRun(
  stories: number,
  largest: boolean,
  withPlans: boolean,
  cacheOff: boolean,
): Promise<{ set: SetResult; plans: string | null }> {
  log(`PostgreSQL, ${sizeLabel(stories)} stories`);
  const { dir, generation } = await postgresSet(stories, log);
  let cluster = await startCluster(dir, phases.time, 'time');
  try {
    const copyMs = await freshRunDatabase(cluster);
    log(`  copied for this run in ${(copyMs / 1000).toFixed(1)} s`);
    const db = await openPostgres(cluster.url('nnoboa_run'), 2);
    const run = await prepareRun(db, giftsNeeded).finally(() => db.close());
    const env = { DATABASE_URL: cluster.url('nnoboa_run') };
    const load = loadavg()[0]!;
    const measured = await measureSet(env, run, log, largest);
    const loadAverage: [number, number] = [load, loadavg()[0]!];
    let plans: string | null = null;
    if (withPlans) {
      await cluster.stop();
      cluster = await startCluster(dir, phases.plans, 'plans');
      log('  capturing plans (auto_explain, ANALYZE, BUFFERS)');
      const byRead = await planSet({ DATABASE_URL: cluster.url('nnoboa_run') }, run, cluster.logFile, cacheOff);
      plans = plansMarkdown(`Plans at ${sizeLabel(stories)} stories (PostgreSQL, EXPLAIN ANALYZE, BUFFERS)`, byRead);
    }
    return {
      set: { engine: 'postgres', stories, generation, copyMs, measuredAt: new Date().toISOString(), cacheOff, loadAverage, ...measured },
      plans,
    };
  } finally {
    await cluster.stop();
  }
}

async function pgliteRun(stories: number, cacheOff: boolean): Promise<SetResult> {
  log(`PGlite, ${sizeLabel(stories)} stories`);
  const { dir, generation } = await pgliteSet(stories, log);
  const runDir = path.join(cacheRoot, 'pglite-run');
  const copyMs = await freshPgliteDataDir(dir, runDir);
  try {
    const db = await openPglite(path.join(runDir, 'pglite'));
    const run = await prepareRun(db, giftsNeeded).finally(() => db.close());
    const load = loadavg()[0]!;
    const measured = await measureSet({ DATA_DIR: runDir }, run, log, false);
    const loadAverage: [number, number] = [load, loadavg()[0]!];
    return { engine: 'pglite', stories, generation, copyMs, measuredAt: new Date().toISOString(), cacheOff, loadAverage, ...measured };
  } finally {
    await rm(runDir, { recursive: true, force: true });
  }
}

async function main() {
  const chosen = options(process.argv.slice(2));
  const started = Date.now();
  const config = await readFile(path.join('server', 'config.ts'), 'utf8');
  const results: ScaleResults = {
    measuredAt: new Date().toISOString(),
    machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB`,
    node: process.version,
    cacheOff: config.includes('RESPONSE_CACHE_SECONDS'),
    sets: [],
  };
  let plans: string | null = null;
  const largest = chosen.sizes[chosen.sizes.length - 1];
  for (const stories of chosen.sizes) {
    const done = await postgresRun(stories, stories === largest, chosen.plans && stories === largest, results.cacheOff);
    results.sets.push(done.set);
    plans = done.plans ?? plans;
    if (chosen.pglite && stories === 10_000) results.sets.push(await pgliteRun(stories, results.cacheOff));
  }
  const jsonFile = path.join(resultsDir, 'scale.json');
  if (existsSync(jsonFile)) {
    const previous = JSON.parse(await readFile(jsonFile, 'utf8')) as ScaleResults;
    results.sets = mergeSets(previous.sets, results.sets);
  }
  results.cacheOff = results.sets.every((s) => s.cacheOff);
  await writeFile(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(path.join(resultsDir, 'scale.md'), `${markdown(results)}\n`);
  if (plans) await writeFile(path.join(resultsDir, 'scale-plans.md'), plans);
  const missed = figures(results).filter((f) => !f.pass);
  log(`\nWrote ${resultsDir}/scale.md${plans ? ' and scale-plans.md' : ''} in ${Math.round((Date.now() - started) / 1000)} s.`);
  for (const figure of missed) log(`  missed: ${figure.group} — ${figure.name}: ${figure.measured} (budget ${figure.budget})`);
  process.exitCode = missed.length ? 1 : 0;
}

await main();
