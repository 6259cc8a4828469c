// The CSV export of donations received, at a size where reading it in one go
// would hold the database for a noticeable time: every donation comes out
// once, newest first (ties on the time included), and on PGlite, where
// statements run one at a time on the server's thread, other requests are
// answered while the export streams instead of waiting for all of it.
// Gifts are dense (three per millisecond) and sparse (two years apart).
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { call, person, type Person } from '../helpers/fixtures';
import { storyIn } from '../helpers/moderation';
import { startTestServer, type TestServer } from '../helpers/test-server';

const gifts = 20_000;

/**
 * `count` succeeded gifts on a story, three at a time sharing one instant (to the microsecond). Inserted 500 to a
 * statement: each gift updates its story's totals (a trigger), and on PGlite one statement of 10,000 such updates to the
 * same row took twice as long as twenty statements of 500.
 */
async function seedGifts(server: TestServer, campaignId: string, count: number, from: number): Promise<void> {
  for (let first = from; first < from + count; first += 500) {
    await server.app.db.query(
      `insert into donations (campaign_id, amount, donor_name, is_anonymous, message, method, provider, reference, status, paid_at)
       select $1::uuid, 100 + g, 'Donor ' || g, g % 7 = 0, case when g % 5 = 0 then '=Nyame nhyira wo ' || g end,
              'mtn_momo', 'seed', 'export-test-' || g, 'succeeded',
              timestamptz '2026-01-01' - (g / 3) * interval '1001 microseconds'
         from generate_series($2::int, $2::int + $3::int - 1) g`,
      [campaignId, first, Math.min(500, from + count - first)],
    );
  }
}

describe.each(testDatabases())('CSV export of many donations on $kind', ({ kind, create }) => {
  let server: TestServer;
  let owner: Person;

  beforeAll(async () => {
    server = await startTestServer(await create());
    owner = await person(server, 'owner');
    const [first, second] = [await storyIn(server, owner, 'active'), await storyIn(server, owner, 'active')];
    await seedGifts(server, first.id, gifts / 2, 1);
    await seedGifts(server, second.id, gifts / 2, gifts / 2 + 1);
    // Two gifts long before the others: the export reaches back across the quiet years.
    await server.app.db.query(
      `insert into donations (campaign_id, amount, donor_name, method, provider, reference, status, paid_at)
       values ($1, 1, 'Early', 'card', 'seed', 'export-test-early-1', 'succeeded', '2023-05-01T08:00:00Z'),
              ($1, 2, 'Early', 'card', 'seed', 'export-test-early-2', 'succeeded', '2025-06-01T08:00:00Z')`,
      [second.id],
    );
    // Neither a pending gift nor another owner's gift belongs in the export.
    await server.app.db.query("update donations set status = 'pending', paid_at = null where reference = 'export-test-2'");
    const other = await storyIn(server, await person(server, 'other'), 'active');
    await seedGifts(server, other.id, 10, gifts + 1);
    // A cap for a hang, not a pace: on PGlite the 20,000 gifts take about ten seconds on an idle machine, and minutes
    // beside a browser and `stress --cpu 2`.
  }, 600_000);
  afterAll(() => server.close());

  it('streams every donation once, newest first, while other requests are answered', async () => {
    // What reading it all in one statement costs here: the pause an export in one go would cause.
    const started = performance.now();
    await server.app.db.query(
      `select d.*, c.title from donations d join campaigns c on c.id = d.campaign_id
        where c.owner_id = $1 and d.status = 'succeeded' order by d.paid_at desc, d.id desc`,
      [owner.userId],
    );
    const oneGo = performance.now() - started;

    let exporting = true;
    const exported = call(server, 'GET', '/api/dashboard/donations?format=csv', undefined, owner.accessToken)
      .then((response) => response.text())
      .finally(() => (exporting = false));
    const waits: number[] = [];
    while (exporting) {
      const asked = performance.now();
      expect((await call(server, 'GET', '/api/health')).status).toBe(200);
      if (exporting) waits.push(performance.now() - asked);
    }
    const lines = (await exported).trim().split('\r\n');

    expect(lines[0]).toBe('Date,Story,Donor,Amount (GHS),Message,Payment method');
    const rows = lines.slice(1);
    expect(rows).toHaveLength(gifts - 1 + 2);
    expect(rows.filter((line) => line.includes(',Anonymous,'))).toHaveLength(Math.floor(gifts / 7));
    expect(rows.filter((line) => line.includes(`,"'=Nyame nhyira wo `))).toHaveLength(gifts / 5);
    const times = rows.map((line) => line.slice(0, line.indexOf(',')));
    expect(times.every((time, i) => i === 0 || time <= (times[i - 1] ?? ''))).toBe(true);
    const amounts = rows.map((line) => line.split(',')[3]);
    expect(new Set(amounts).size).toBe(gifts - 1 + 2);
    expect(rows.slice(-2).map((line) => line.slice(0, 10))).toEqual(['2025-06-01', '2023-05-01']);

    if (kind === 'pglite') {
      // Requests kept being answered during the export, none held for anything like the one-go read.
      expect(waits.length).toBeGreaterThan(5);
      expect(Math.max(...waits)).toBeLessThan(Math.max(100, oneGo / 4));
    }
  });
});
