/**
 * `npm run bench`: measures the performance budgets on this machine and
 * writes the table, bench/results/latest.md (figure, budget, measured, pass
 * or fail; kept in git), and the whole run, bench/runs/latest.json (not kept).
 * Run after `npm run build` (the npm script does). Sections (bytes, browser,
 * phone, outbox, faults, api) can be chosen: `npm run bench -- bytes api`; the figures of
 * the others are kept from the previous run.
 * Exits non-zero when a figure misses its budget.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { measureApi } from './api';
import { measureBrowser } from './browser';
import { budgets, measureBytes } from './bytes';
import { measureOutbox } from './outbox';
import { measureOutboxFaults } from './outbox-faults';
import { measurePhone } from './phone';
import { flag, kib, markdownTable, numeric, type Figure } from './report';

const sections = ['bytes', 'browser', 'phone', 'outbox', 'faults', 'api'] as const;
type Section = (typeof sections)[number];

const log = (line: string) => console.log(line);

function bytesFigures(): Figure[] {
  const report = measureBytes();
  return [
    numeric('Bytes', 'JS + CSS to render / (gzip)', report.firstScreen.gzipBytes, { max: budgets.firstScreenKiB * 1024 }, kib),
    numeric(
      'Bytes',
      `Largest route chunk (gzip): ${report.largestChunk.file.replace(/^assets\//, '')}`,
      report.largestChunk.gzipBytes,
      { max: budgets.chunkKiB * 1024 },
      kib,
    ),
    numeric(
      'Bytes',
      `Precache: the shell (gzip, ${report.precache.files} files)`,
      report.precache.gzipBytes,
      { max: budgets.precacheKiB * 1024 },
      kib,
    ),
    numeric(
      'Bytes',
      `Kept at install: the shell and the donor's screens (gzip, ${report.install.files} files)`,
      report.install.gzipBytes,
      { max: budgets.installKiB * 1024 },
      kib,
    ),
    flag('Bytes', 'supabase-js on the first screen of a signed-out visitor', report.sessionClientOnFirstScreen, false, {
      yes: 'downloaded',
      no: 'not downloaded',
    }),
  ];
}

/** The figures of the last run, to keep those of the sections not measured this time. */
async function previousFigures(): Promise<Array<Figure & { section: Section }>> {
  try {
    const previous = JSON.parse(await readFile('bench/runs/latest.json', 'utf8')) as { figures?: Array<Figure & { section?: Section }> };
    return (previous.figures ?? []).filter((figure): figure is Figure & { section: Section } =>
      sections.includes(figure.section as Section),
    );
  } catch {
    return [];
  }
}

async function main(): Promise<void> {
  const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  for (const name of asked)
    if (!(sections as readonly string[]).includes(name)) throw new Error(`Unknown section "${name}"; choose from ${sections.join(', ')}`);
  const chosen: Section[] = asked.length ? (asked as Section[]) : [...sections];
  const started = Date.now();
  const measured: Array<Figure & { section: Section }> = [];
  const add = (section: Section, figures: Figure[]) => measured.push(...figures.map((figure) => ({ ...figure, section })));
  if (chosen.includes('bytes')) {
    log('Bytes…');
    add('bytes', bytesFigures());
  }
  if (chosen.includes('browser')) {
    log('Browser: Lighthouse, slow network, images, offline list…');
    add('browser', await measureBrowser(log));
  }
  if (chosen.includes('phone')) {
    log('Phone: the donor’s path on a slow phone (5 cold runs)…');
    add('phone', await measurePhone(log));
  }
  if (chosen.includes('outbox')) {
    log('Outbox: draining with the page open and closed, a photo over a dropping link…');
    add('outbox', await measureOutbox(log));
  }
  if (chosen.includes('faults')) {
    log('Outbox faults: every request of every outbox kind, its answer dropped, cut mid-request or held past the timeout…');
    add('faults', await measureOutboxFaults(log));
  }
  if (chosen.includes('api')) {
    for (const kind of ['pglite', 'postgres'] as const) {
      log(`API on ${kind}…`);
      add('api', await measureApi(kind, log));
    }
  }
  const kept = chosen.length === sections.length ? [] : (await previousFigures()).filter((figure) => !chosen.includes(figure.section));
  const figures = [...kept, ...measured].sort((a, b) => sections.indexOf(a.section) - sections.indexOf(b.section));
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const failed = figures.filter((f) => !f.pass);
  const table = markdownTable(figures);
  await mkdir('bench/results', { recursive: true });
  await mkdir('bench/runs', { recursive: true });
  await writeFile(
    'bench/runs/latest.json',
    `${JSON.stringify({ at: new Date().toISOString(), machine, measured: chosen, seconds: Math.round((Date.now() - started) / 1000), passed: failed.length === 0, figures }, null, 2)}\n`,
  );
  await writeFile('bench/results/latest.md', `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}.\n\n${table}\n`);
  log(`\n${table}\n`);
  log(
    failed.length === 0
      ? `Every figure within its budget (${figures.length}).`
      : `${failed.length} of ${figures.length} figures miss their budget.`,
  );
  process.exitCode = failed.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(2);
});
