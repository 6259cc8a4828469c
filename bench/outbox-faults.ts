/**
 * The outbox fault sweep: every request of every outbox kind, under each
 * fault (the server commits and the answer is dropped; the connection is cut
 * halfway through the request; the answer is held until the phone gives up),
 * sent by the page and by the service worker, on PGlite and PostgreSQL at
 * once. Counts the items queued, the faults injected and the rows found:
 * one row per item (a photo counts as one), no photo that nothing shows, no
 * resumable upload left behind. The test suite runs a representative part
 * of it (tests/e2e/outbox-faults.test.ts).
 */
import { launchBrowser } from '../tests/helpers/browser';
import { faults } from '../tests/helpers/fault-proxy';
import { outboxCases } from '../tests/helpers/outbox-cases';
import { faultDatabases, senders, startFaultRig, tracesOf, type DatabaseKind, type RoundResult } from '../tests/helpers/outbox-rounds';
import { numeric, plain, type Figure } from './report';

interface Counts {
  items: number;
  injected: number;
  rows: number;
  /** Rows beyond one per item, photos nothing shows, uploads left behind. */
  extra: number;
  rounds: number;
}

const itemsIn = (round: RoundResult) => round.cases.length + round.photosQueued;
const rowsIn = (round: RoundResult) => round.cases.reduce((n, one) => n + one.rows, 0) + round.photosStored;

async function sweep(kind: DatabaseKind, log: (line: string) => void): Promise<Counts> {
  const browser = await launchBrowser();
  const rig = await startFaultRig(kind);
  const counts: Counts = { items: 0, injected: 0, rows: 0, extra: 0, rounds: 0 };
  const add = (round: RoundResult) => {
    counts.items += itemsIn(round);
    counts.rows += rowsIn(round);
    counts.injected += round.injected.length;
    counts.extra += Math.max(0, rowsIn(round) - itemsIn(round)) + round.orphanPhotos + round.leftoverUploads;
    counts.rounds += 1;
  };
  try {
    const phone = await rig.phone(browser);
    const clean = await rig.round(
      phone,
      'page',
      outboxCases.map((one) => ({ case: one })),
    );
    add(clean);
    const traces = tracesOf(clean);
    const longest = Math.max(...[...traces.values()].map((requests) => requests.length));
    for (let at = 1; at <= longest; at++)
      for (const fault of faults)
        for (const sender of senders) {
          const planned = outboxCases.filter((one) => (traces.get(one.name)?.length ?? 0) >= at).map((one) => ({ case: one, at, fault }));
          const round = await rig.round(phone, sender, planned);
          add(round);
          const short = round.cases.filter((one) => one.rows !== 1).map((one) => one.case);
          log(
            `  ${kind} ${sender}, ${fault} at request ${at}: ${round.injected.length} faults, ${rowsIn(round)} rows for ${itemsIn(round)} items` +
              `${short.length ? `, wrong: ${short.join(', ')}` : ''}${round.orphanPhotos ? `, ${round.orphanPhotos} orphan photos` : ''} (${Math.round(round.ms / 1000)} s)`,
          );
        }
  } finally {
    await browser.close();
    await rig.close();
  }
  return counts;
}

export async function measureOutboxFaults(log: (line: string) => void): Promise<Figure[]> {
  const kinds = faultDatabases();
  const results = await Promise.all(kinds.map((kind) => sweep(kind, log)));
  return kinds.flatMap((kind, index) => {
    const counts = results[index]!;
    log(`  ${kind}: ${counts.items} items, ${counts.injected} injected faults, ${counts.rows} rows found, over ${counts.rounds} rounds`);
    return [
      numeric('Outbox faults', `${kind}: items queued (${counts.rounds} rounds)`, counts.items, { min: 1 }, plain),
      numeric('Outbox faults', `${kind}: faults injected`, counts.injected, { min: 1 }, plain),
      numeric('Outbox faults', `${kind}: rows found, one per item`, counts.rows, { min: counts.items }, plain),
      numeric('Outbox faults', `${kind}: rows twice, orphan photos, uploads left`, counts.extra, { max: 0 }, plain),
    ];
  });
}
