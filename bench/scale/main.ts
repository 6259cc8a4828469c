/**
 * `npm run bench:scale [-- --sizes 1k,10k,100k] [--no-pglite] [--no-plans]`:
 * data sets of 1k, 10k and 100k stories in a throwaway PostgreSQL (kept in
 * the cache folder between runs while the schema is unchanged), 10k in PGlite;
 * every read timed through the real server, plans at the largest size, two
 * servers on one database. Writes the report, bench/results/scale.md (kept
 * in git, with the searches' plans), and the whole run, bench/runs/scale.json and scale-plans.md (not
 * kept: the next run merges what it did not measure from there); exits
 * non-zero when a figure misses its budget.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { cacheRoot, phases, startCluster } from './cluster';
import { freshPgliteDataDir, freshRunDatabase, pgliteSet, postgresSet } from './datasets';
import { prepareRun, type Run } from './people';
import { plansMarkdown } from './plans';
import { figures, label, markdown, mergeSets, type ScaleResults, type SetResult } from './report';
import { giftsNeeded, measureReads, measureSet, planSet, serve, type ServedSet } from './run-set';
import { parseSizes, sizeLabel } from './stats';

const resultsDir = path.join('bench', 'results');
const runsDir = path.join('bench', 'runs');
const log = (line: string) => console.info(line);

function options(argv: string[]) {
  const at = argv.indexOf('--sizes');
  return {
    sizes: parseSizes(at >= 0 ? (argv[at + 1] ?? '') : '1k,10k,100k').sort((a, b) => a - b),
    pglite: !argv.includes('--no-pglite'),
    plans: !argv.includes('--no-plans'),
  };
}

/** A data set ready to serve: its copy for this run, with the people and gifts the run needs. */
interface PreparedSet {
  engine: SetResult['engine'];
  stories: number;
  generation: SetResult['generation'];
  copyMs: number;
  env: Record<string, string>;
  run: Run;
  /** The plans of every read (PostgreSQL), taken on its cluster restarted to log them. */
  plans?: (cacheOff: boolean) => Promise<{ all: string; searches: string }>;
  close(): Promise<void>;
}

async function preparePostgres(stories: number): Promise<PreparedSet> {
  log(`PostgreSQL, ${sizeLabel(stories)} stories`);
  const { dir, generation } = await postgresSet(stories, log);
  let cluster = await startCluster(dir, phases.time, 'time');
  try {
    const copyMs = await freshRunDatabase(cluster);
    log(`  copied for this run in ${(copyMs / 1000).toFixed(1)} s`);
    const db = await openPostgres(cluster.url('nnoboa_run'), 2);
    const run = await prepareRun(db, giftsNeeded).finally(() => db.close());
    return {
      engine: 'postgres',
      stories,
      generation,
      copyMs,
      env: { DATABASE_URL: cluster.url('nnoboa_run') },
      run,
      async plans(cacheOff) {
        await cluster.stop();
        cluster = await startCluster(dir, phases.plans, 'plans');
        log(`  ${sizeLabel(stories)}: capturing plans (auto_explain, ANALYZE, BUFFERS)`);
        const byRead = await planSet({ DATABASE_URL: cluster.url('nnoboa_run') }, run, cluster.logFile, cacheOff);
        const title = `Plans at ${sizeLabel(stories)} stories (PostgreSQL, EXPLAIN ANALYZE, BUFFERS)`;
        return {
          all: plansMarkdown(title, byRead),
          // The searches' plans go in the kept report: a search is the read most likely to walk more as stories grow.
          searches: plansMarkdown(
            `Search plans at ${sizeLabel(stories)} stories`,
            byRead.filter((read) => /search/i.test(read.name)),
            2,
          ),
        };
      },
      close: () => cluster.stop(),
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

async function preparePglite(stories: number): Promise<PreparedSet> {
  log(`PGlite, ${sizeLabel(stories)} stories`);
  const { dir, generation } = await pgliteSet(stories, log);
  const runDir = path.join(cacheRoot, 'pglite-run');
  const copyMs = await freshPgliteDataDir(dir, runDir);
  const close = () => rm(runDir, { recursive: true, force: true });
  try {
    const db = await openPglite(path.join(runDir, 'pglite'));
    const run = await prepareRun(db, giftsNeeded).finally(() => db.close());
    return { engine: 'pglite', stories, generation, copyMs, env: { DATA_DIR: runDir }, run, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Serves the sets of one size side by side (PostgreSQL first). PostgreSQL's
 * reads are timed on their own, as at every other size, so the growth from
 * size to size compares like with like; with PGlite there too, every read is
 * then timed again on both servers in turns, and PGlite's ratio is taken from
 * that pass (so it compares engines, not two minutes of a shared machine).
 * Then the rest of each set's figures, one set at a time. Two servers on one
 * database are measured on the largest PostgreSQL set.
 */
async function measureSets(prepared: readonly PreparedSet[], largest: boolean, cacheOff: boolean): Promise<SetResult[]> {
  const sets: ServedSet[] = [];
  try {
    for (const set of prepared) {
      const served = await serve(set.env);
      sets.push({ label: label(set), env: set.env, run: set.run, served });
      log(`  ${label(set)}: server started in ${(served.ms / 1000).toFixed(1)} s`);
    }
    const load = loadavg()[0]!;
    const measuredAt = new Date().toISOString();
    const alone = sets.length > 1 ? await measureReads(sets.slice(0, 1), log) : null;
    if (alone) log('    and in turns:');
    const reads = await measureReads(sets, log);
    const results: SetResult[] = [];
    for (const [k, set] of prepared.entries()) {
      const rest = await measureSet(sets[k]!, reads[k]!.reads, log, largest && set.engine === 'postgres');
      const { engine, stories, generation, copyMs } = set;
      const loadAverage: [number, number] = [load, loadavg()[0]!];
      results.push({
        engine,
        stories,
        generation,
        copyMs,
        measuredAt,
        cacheOff,
        loadAverage,
        serverStartMs: sets[k]!.served.ms,
        reads: (k === 0 ? (alone ?? reads) : reads)[k]!.figures,
        ...(k > 0 ? { postgresInTurns: reads[0]!.figures } : {}),
        ...rest,
      });
    }
    return results;
  } finally {
    for (const set of sets) await set.served.cleanup();
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
  let plans: { all: string; searches: string } | null = null;
  const largest = chosen.sizes[chosen.sizes.length - 1];
  for (const stories of chosen.sizes) {
    const prepared = [await preparePostgres(stories)];
    try {
      if (chosen.pglite && stories === 10_000) prepared.push(await preparePglite(stories));
      results.sets.push(...(await measureSets(prepared, stories === largest, results.cacheOff)));
      if (chosen.plans && stories === largest) plans = (await prepared[0]!.plans?.(results.cacheOff)) ?? plans;
    } finally {
      for (const set of prepared) await set.close();
    }
  }
  const jsonFile = path.join(runsDir, 'scale.json');
  if (existsSync(jsonFile)) {
    const previous = JSON.parse(await readFile(jsonFile, 'utf8')) as ScaleResults;
    results.sets = mergeSets(previous.sets, results.sets);
  }
  results.cacheOff = results.sets.every((s) => s.cacheOff);
  await mkdir(runsDir, { recursive: true });
  await writeFile(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(path.join(resultsDir, 'scale.md'), `${markdown(results)}\n${plans ? `\n${plans.searches}` : ''}`);
  if (plans) await writeFile(path.join(runsDir, 'scale-plans.md'), plans.all);
  const missed = figures(results).filter((f) => !f.pass);
  log(
    `\nWrote ${resultsDir}/scale.md and ${runsDir}/scale.json${plans ? ' and scale-plans.md' : ''} in ${Math.round((Date.now() - started) / 1000)} s.`,
  );
  for (const figure of missed) log(`  missed: ${figure.group} — ${figure.name}: ${figure.measured} (budget ${figure.budget})`);
  process.exitCode = missed.length ? 1 : 0;
}

await main();
