// Every step of every outbox kind is safe to repeat after a lost answer. Between Chromium (a 390×844 phone) and the
// server sits a proxy that, for the Nth request of a queued item, lets the server commit and drops its answer, cuts
// the connection halfway through the request, or holds the answer until the phone gives up waiting. For each kind
// (tests/helpers/outbox-cases.ts: a new kind is one entry there) the database then holds exactly one row per item,
// one photo per photo and no photo nothing shows, whether the page or the service worker (Background Sync, no page
// of the app open) sent it, on PGlite and on PostgreSQL. This is a representative set of requests; `npm run bench`
// walks every request of every kind.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import type { Fault } from '../helpers/fault-proxy';
import { outboxCases } from '../helpers/outbox-cases';
import {
  faultDatabases,
  startFaultRig,
  tracesOf,
  type FaultRig,
  type Phone,
  type Planned,
  type RoundResult,
  type Sender,
} from '../helpers/outbox-rounds';

/** Where in a case's requests a fault goes: the finish of its first photo, the middle, the first, the last. */
const pick = {
  finish: (requests: string[]) => {
    const finish = requests.indexOf('POST /api/uploads/finish');
    return finish >= 0 ? finish + 1 : requests.length;
  },
  middle: (requests: string[]) => Math.ceil(requests.length / 2),
  first: () => 1,
  last: (requests: string[]) => requests.length,
};

/** The rounds: who sends, which fault, where. The phone's one 30-second wait is given to a report. */
const rounds: Array<{ sender: Sender; fault: Fault; at: keyof typeof pick; delayed?: string }> = [
  { sender: 'page', fault: 'drop', at: 'finish', delayed: 'report' },
  { sender: 'page', fault: 'reset', at: 'middle' },
  { sender: 'worker', fault: 'drop', at: 'first' },
  { sender: 'worker', fault: 'reset', at: 'last' },
];

function expectExactlyOnce(round: RoundResult) {
  for (const one of round.cases)
    expect(one.rows, `${one.case}, ${one.fault ?? 'no fault'} at request ${one.at}: ${one.requests.join(', ')}`).toBe(1);
  expect(round.photosStored).toBe(round.photosQueued);
  expect(round.orphanPhotos).toBe(0);
  expect(round.leftoverUploads).toBe(0);
}

describe.each(faultDatabases())('the outbox under lost answers on %s', (kind) => {
  let browser: Browser;
  let rig: FaultRig;
  let phone: Phone;
  let traces: Map<string, string[]>;
  beforeAll(async () => {
    [rig, browser] = await Promise.all([startFaultRig(kind), launchBrowser()]);
    phone = await rig.phone(browser);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await rig?.close();
  });

  it('sends every kind once with no fault, and says which requests each makes', { timeout: 180_000 }, async () => {
    const clean = await rig.round(
      phone,
      'page',
      outboxCases.map((one) => ({ case: one })),
    );
    expectExactlyOnce(clean);
    traces = tracesOf(clean);
    expect(traces.get('story with photos')).toEqual([
      'POST /api/uploads/resumable',
      'PATCH /api/uploads/resumable/:upload',
      'POST /api/uploads/finish',
      'POST /api/uploads/resumable',
      'PATCH /api/uploads/resumable/:upload',
      'POST /api/uploads/finish',
      'POST /api/campaigns',
    ]);
    expect(traces.get('report')).toEqual(['POST /api/report/fraud']);
  });

  it.each(rounds)('$sender: $fault at the $at request of each kind', { timeout: 360_000 }, async ({ sender, fault, at, delayed }) => {
    const planned: Planned[] = outboxCases.map((one) => ({
      case: one,
      at: pick[at](traces.get(one.name) ?? []),
      fault: one.name === delayed ? 'delay' : fault,
    }));
    const round = await rig.round(phone, sender, planned);
    expectExactlyOnce(round);
    // Every planned fault happened, and a held answer outlasted the phone's patience.
    expect(round.injected.map((one) => one.fault).sort()).toEqual(planned.map((one) => one.fault).sort());
    expect(round.injected.filter((one) => one.fault === 'delay').every((one) => one.clientGaveUp)).toBe(true);
  });
});
