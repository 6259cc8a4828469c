/** The scale run's results: JSON, and Markdown with the figures against their budgets. */
import { timing } from './measure';
import { markdownTable, ms, numeric, type Figure } from '../report';
import type { Generation } from './datasets';
import type { SetFigures } from './run-set';
import { growth, sizeLabel, type Latency } from './stats';

export const budgets = {
  readP99Ms: 25,
  webhookP99Ms: 50,
  mixedRps: 200,
  growth: 1.5,
  pgliteOverPostgres: 2,
  propagationMs: 1000,
  /** No request holds the others up longer than this (the CSV export on PGlite, whose queries share one thread). */
  stallMs: 100,
  /** PGlite starts on the 10k set within this. */
  pgliteStartMs: 10_000,
};

export interface SetResult extends SetFigures {
  engine: 'postgres' | 'pglite';
  stories: number;
  generation: Generation;
  /** Time to copy the cached set for this run. */
  copyMs: number;
  /** When this set was measured (a run of fewer sizes keeps the other sets of the run before). */
  measuredAt: string;
  /** Whether the server honoured RESPONSE_CACHE_SECONDS=0 for this set. */
  cacheOff: boolean;
  /** The machine's 1-minute load average when the set's measurement began and ended (other work shares the CPU). */
  loadAverage?: [number, number];
  /** PGlite: PostgreSQL's figures at the same size, its server taking each read in turns with this one (the engine ratio's denominator). */
  postgresInTurns?: Record<string, Latency>;
}

/** The sets of this run, and those of the last run that this one did not measure, smallest first, PGlite after PostgreSQL. */
export function mergeSets(previous: readonly SetResult[], now: readonly SetResult[]): SetResult[] {
  const key = (s: SetResult) => `${s.engine}:${s.stories}`;
  const fresh = new Set(now.map(key));
  return [...previous.filter((s) => !fresh.has(key(s))), ...now].sort(
    (a, b) => a.stories - b.stories || (a.engine === b.engine ? 0 : a.engine === 'postgres' ? -1 : 1),
  );
}

export interface ScaleResults {
  measuredAt: string;
  machine: string;
  node: string;
  /** Whether the server honoured RESPONSE_CACHE_SECONDS=0 (reads uncached) in this run. */
  cacheOff: boolean;
  sets: SetResult[];
}

/** "PostgreSQL 10k", "PGlite 10k". */
export const label = (set: Pick<SetResult, 'engine' | 'stories'>): string =>
  `${set.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${sizeLabel(set.stories)}`;
const pair = (l: Latency | undefined) =>
  l ? `${l.p50?.toFixed(1) ?? '?'} / ${l.p99?.toFixed(1) ?? '?'}${l.samples < 200 ? ` (${l.samples} timed)` : ''}` : '—';
const rps = (n: number) => `${Math.round(n)} req/s`;
const ratio = (n: number) => `${n.toFixed(2)}×`;

/** The budgets this run can judge: at the largest PostgreSQL size, 10k against 100k, PGlite against PostgreSQL at 10k. */
export function figures(results: ScaleResults): Figure[] {
  const pg = results.sets.filter((s) => s.engine === 'postgres').sort((a, b) => a.stories - b.stories);
  const largest = pg[pg.length - 1];
  const at = (stories: number) => pg.find((s) => s.stories === stories);
  const pglite = results.sets.find((s) => s.engine === 'pglite');
  const out: Figure[] = [];
  if (!largest) return out;
  const group = label(largest);
  for (const [name, latency] of Object.entries(largest.reads)) {
    out.push(numeric(group, `${name}: p99`, latency.p99, { max: budgets.readP99Ms }, ms));
  }
  out.push(
    numeric(group, 'Webhook settling a ₵2,000 gift, one at a time: p99', largest.webhook.oneAtATime.p99, { max: budgets.webhookP99Ms }, ms),
  );
  out.push(numeric(group, `Mixed public load, 8 clients`, largest.mixed.rps, { min: budgets.mixedRps }, rps));
  if (largest.twoServers) {
    const seen = [...largest.twoServers.propagation.summaryEditMs, ...largest.twoServers.propagation.donationMs];
    const worst = seen.some((v) => v === null) ? null : Math.max(...(seen as number[]));
    out.push(numeric(group, 'Change through one server seen through the other (worst of 10)', worst, { max: budgets.propagationMs }, ms));
  }
  const small = at(10_000);
  const large = at(100_000);
  if (small && large) {
    for (const [name, latency] of Object.entries(large.reads)) {
      const g = growth(small.reads[name]?.p99, latency.p99);
      out.push(numeric('Growth 10k → 100k', `${name}: p99 at 100k / p99 at 10k`, g, { max: budgets.growth }, ratio));
    }
  }
  if (pglite && small) {
    const against = pglite.postgresInTurns ?? small.reads;
    for (const [name, latency] of Object.entries(pglite.reads)) {
      const g = growth(against[name]?.p99, latency.p99);
      out.push(numeric('PGlite 10k / PostgreSQL 10k', `${name}: p99 ratio`, g, { max: budgets.pgliteOverPostgres }, ratio));
    }
    out.push(numeric('PGlite 10k', 'Server start on the set', pglite.serverStartMs, { max: budgets.pgliteStartMs }, ms));
    if (pglite.csv.longestWaitMs !== undefined)
      out.push(
        numeric(
          'PGlite 10k',
          'Longest wait of another request during the CSV export',
          pglite.csv.longestWaitMs,
          { max: budgets.stallMs },
          ms,
        ),
      );
    out.push(
      numeric(
        'PGlite 10k / PostgreSQL 10k',
        'Webhook one at a time: p99 ratio',
        growth(small.webhook.oneAtATime.p99, pglite.webhook.oneAtATime.p99),
        { max: budgets.pgliteOverPostgres },
        ratio,
      ),
    );
  }
  return out;
}

/** Every read's p50 / p99 (ms) at every size, side by side. */
export function latencyTable(results: ScaleResults): string {
  const sets = results.sets;
  const names = [...new Set(sets.flatMap((s) => Object.keys(s.reads)))];
  const pg = (stories: number) => sets.find((s) => s.engine === 'postgres' && s.stories === stories);
  const head = `| Read | ${sets.map((s) => `${label(s)} p50 / p99 (ms)`).join(' | ')} | p99 100k / 10k |`;
  const rows = names.map((name) => {
    const g = growth(pg(10_000)?.reads[name]?.p99, pg(100_000)?.reads[name]?.p99);
    return `| ${name} | ${sets.map((s) => pair(s.reads[name])).join(' | ')} | ${g === null ? '—' : ratio(g)} |`;
  });
  const extra = [
    `| Webhook, one at a time | ${sets.map((s) => pair(s.webhook.oneAtATime)).join(' | ')} | — |`,
    `| Webhook, eight at once | ${sets.map((s) => pair(s.webhook.eightAtOnce)).join(' | ')} | — |`,
    `| Mixed public load, 8 clients (req/s) | ${sets.map((s) => `${Math.round(s.mixed.rps)}${s.mixed.failures ? ` (${s.mixed.failures} failed)` : ''}`).join(' | ')} | — |`,
    `| CSV export of the popular story (s, rows, server peak RSS, longest wait of another request) | ${sets
      .map(
        (s) =>
          `${(s.csv.ms / 1000).toFixed(2)} s, ${s.csv.rows} rows, ${Math.round((s.csv.rssPeak ?? 0) / 2 ** 20)} MiB${s.csv.longestWaitMs == null ? '' : `, others waited ≤ ${Math.round(s.csv.longestWaitMs)} ms`}`,
      )
      .join(' | ')} | — |`,
  ];
  return [head, `| --- | ${sets.map(() => '---').join(' | ')} | --- |`, ...rows, ...extra].join('\n');
}

/** PGlite's reads beside PostgreSQL's at the same size, the two servers taking each read in turns. */
function inTurnsTable(results: ScaleResults): string[] {
  const pglite = results.sets.find((s) => s.engine === 'pglite' && s.postgresInTurns);
  if (!pglite?.postgresInTurns) return [];
  const postgres = pglite.postgresInTurns;
  const rows = Object.entries(pglite.reads).map(([name, latency]) => {
    const g = growth(postgres[name]?.p99, latency.p99);
    return `| ${name} | ${pair(postgres[name])} | ${pair(latency)} | ${g === null ? '—' : ratio(g)} |`;
  });
  return [
    `## ${label(pglite)} and PostgreSQL ${sizeLabel(pglite.stories)}, in turns`,
    '',
    `The two servers ran side by side and took each read in turns, request by request, so both sets of figures come from the same seconds of the machine. The engine ratios above are taken from this table; PostgreSQL's figures in the table before are from a pass of its own, as are the other sizes'.`,
    '',
    `| Read | PostgreSQL ${sizeLabel(pglite.stories)} p50 / p99 (ms) | ${label(pglite)} p50 / p99 (ms) | p99 ratio |`,
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ];
}

function generationTable(results: ScaleResults): string {
  const rows = results.sets.map(
    (s) =>
      `| ${label(s)} | ${s.measuredAt.slice(0, 16).replace('T', ' ')} | ${s.loadAverage ? s.loadAverage.map((n) => n.toFixed(1)).join(' → ') : '?'} | ${(s.generation.totalMs / 1000).toFixed(1)} s${s.generation.upgradeMs ? ` (+ ${(s.generation.upgradeMs / 1000).toFixed(1)} s for new migrations)` : ''} | ${(s.generation.bytes / 2 ** 30).toFixed(2)} GiB | ${(s.copyMs / 1000).toFixed(1)} s | ${(s.serverStartMs / 1000).toFixed(1)} s |`,
  );
  return [
    '| Set | Measured (UTC) | Load average (1 min) | Generated in | Size | Copied for the run in | Server start |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

function twoServerLines(results: ScaleResults): string[] {
  return results.sets.flatMap((s) => {
    if (!s.twoServers) return [];
    const t = s.twoServers;
    const list = (values: Array<number | null>) => values.map((v) => (v === null ? 'not seen in 15 s' : `${Math.round(v)} ms`)).join(', ');
    return [
      `Two servers on one database (${label(s)}): the mixed public load gave ${rps(t.one.rps)} on one server (8 clients) and ${rps(t.two.rps)} over two (4 clients each).`,
      `A change made through one and polled on the other every 20 ms showed after: summary edits ${list(t.propagation.summaryEditMs)}; gifts ${list(t.propagation.donationMs)}.`,
      '',
    ];
  });
}

export function markdown(results: ScaleResults): string {
  const all = figures(results);
  return [
    '# Scale run',
    '',
    `Measured ${results.measuredAt.slice(0, 10)} on ${results.machine}, Node ${results.node}. One request at a time over a kept-alive connection (node:http, answers compressed as a phone gets them), ${timing.count} timed after a warm-up of ${timing.warmup} (a slow read stops after ${timing.readMs / 1000} s with at least ${timing.minimum}; the table says how many); the server in its own process (LOG_LEVEL=warn).`,
    results.cacheOff
      ? 'The response cache was off (RESPONSE_CACHE_SECONDS=0): every read went to the database.'
      : 'The server does not know RESPONSE_CACHE_SECONDS yet: its response cache was on, so cached public reads (lists, story page, wall, figures) are partly cache hits.',
    '',
    '## Budgets',
    '',
    markdownTable(all),
    '',
    `${all.filter((f) => !f.pass).length} of ${all.length} figures miss their budget.`,
    '',
    '## Every read, every size',
    '',
    latencyTable(results),
    '',
    ...inTurnsTable(results),
    ...twoServerLines(results),
    '## Data sets',
    '',
    generationTable(results),
    '',
    ...results.sets.flatMap((s) =>
      s.generation.fresh || s.generation.steps.length
        ? [
            `Generation of ${label(s)}: ${s.generation.steps.map((step) => `${step.name} ${(step.ms / 1000).toFixed(1)} s`).join('; ')}.`,
            '',
          ]
        : [],
    ),
  ].join('\n');
}
