// Each fraud rule on both databases, with data that trips it and data that
// does not: donations are stored as payments stores them, then the event
// payments emits is sent, as in production.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fraudThresholds } from '../../server/fraud/thresholds';
import { testDatabases } from '../helpers/databases';
import { call, createStory, person, storyFields, upload, type Person } from '../helpers/fixtures';
import { donateAs, payerKeyOf, storyIn } from '../helpers/moderation';
import { startTestServer, type TestServer } from '../helpers/test-server';

interface Alert {
  rule: string;
  campaign_id: string;
  status: string;
  evidence: Record<string, unknown>;
}

/** A photo with a pattern of its own, so its pixel hash differs from every other seed's. */
async function patternPhoto(seed: number, width = 900, height = 600): Promise<Buffer> {
  const bars = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${(i * 75 + seed * 37) % width}" y="0" width="${20 + ((seed * (i + 3)) % 50)}" height="${height}" fill="#${((seed * 2654435761 + i * 40503) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}"/>`,
  ).join('');
  return sharp({ create: { width, height, channels: 3, background: '#f0e0b0' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}">${bars}<circle cx="${(seed * 97) % width}" cy="${(seed * 53) % height}" r="${80 + (seed % 60)}" fill="#202020"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();
}

describe.each(testDatabases())('fraud rules on $kind', ({ create }) => {
  let server: TestServer;
  let owner: Person;

  beforeAll(async () => {
    server = await startTestServer(await create());
    owner = await person(server, 'owner');
    // An old, verified owner: the new-account rule stays quiet for their stories.
    await server.app.db.query(
      "update users set created_at = now() - interval '400 days', verification_status = 'verified', ghana_card_number = 'GHA-100000000-1', verification_requested_at = now() where id = $1",
      [owner.userId],
    );
  });
  afterAll(() => server.close());

  // Most stories here share the fixtures' cover photo, which the duplicate-cover rule rightly flags: each test looks at its own rule.
  // The rules run from the job queue, after the answer: wait until it has run what is due.
  const alertsOn = async (campaignId: string, rule: string) => {
    await server.app.jobs.idle();
    return server.app.db.query<Alert>(
      'select rule, campaign_id, status, evidence from fraud_alerts where campaign_id = $1 and rule = $2 order by created_at',
      [campaignId, rule],
    );
  };

  it('flags one payer giving many times to one story within minutes', async () => {
    const story = await storyIn(server, owner, 'active');
    const { donations, windowMinutes } = fraudThresholds.donationBurst;
    for (let i = 0; i < donations - 1; i++) await donateAs(server, story.id, 2_000, 'payer:momo:0244000001');
    // Others, and the same payer long ago, do not count.
    await donateAs(server, story.id, 2_000, 'payer:momo:0244000002');
    await donateAs(server, story.id, 2_000, null);
    await donateAs(server, story.id, 2_000, 'payer:momo:0244000001', windowMinutes + 30);
    expect(await alertsOn(story.id, 'donation_burst')).toEqual([]);

    await donateAs(server, story.id, 2_000, 'payer:momo:0244000001');
    const [alert] = await alertsOn(story.id, 'donation_burst');
    expect(alert).toMatchObject({
      rule: 'donation_burst',
      status: 'open',
      evidence: {
        payer_key: payerKeyOf('payer:momo:0244000001'),
        donations,
        window_minutes: windowMinutes,
        total_amount: donations * 2_000,
      },
    });
    expect(alert?.evidence.donation_ids).toHaveLength(donations);

    // More of the burst refreshes the open alert instead of raising another.
    await donateAs(server, story.id, 2_000, 'payer:momo:0244000001');
    const alerts = await alertsOn(story.id, 'donation_burst');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.evidence.donations).toBe(donations + 1);
  });

  it('flags a donation far above the story’s usual size, once it has a usual size', async () => {
    const story = await storyIn(server, owner, 'active');
    const { factor, minPrior, minAmount } = fraudThresholds.outsizedDonation;
    const usual = 5_000;
    // Too few earlier donations to know the usual size.
    for (let i = 0; i < minPrior - 1; i++) await donateAs(server, story.id, usual, `payer:${i}`);
    await donateAs(server, story.id, usual * factor * 4, 'payer:big-early');
    expect(await alertsOn(story.id, 'outsized_donation')).toEqual([]);
    // Now there is a usual size (the median): just under the factor is fine.
    await donateAs(server, story.id, usual, 'payer:x');
    await donateAs(server, story.id, usual * factor - 100, 'payer:near');
    expect(await alertsOn(story.id, 'outsized_donation')).toEqual([]);
    const big = await donateAs(server, story.id, usual * factor * 3, 'payer:whale');
    const [alert] = await alertsOn(story.id, 'outsized_donation');
    expect(alert).toMatchObject({
      rule: 'outsized_donation',
      evidence: { amount: usual * factor * 3, median: usual, factor, payer_key: payerKeyOf('payer:whale') },
    });
    const [row] = await server.app.db.query<{ donation_id: string }>(
      "select donation_id from fraud_alerts where campaign_id = $1 and rule = 'outsized_donation'",
      [story.id],
    );
    expect(row?.donation_id).toBe(big);

    // Small stories: a gift under the minimum amount is never "outsized".
    const small = await storyIn(server, owner, 'active');
    for (let i = 0; i < minPrior; i++) await donateAs(server, small.id, 100, `payer:s${i}`);
    await donateAs(server, small.id, minAmount - 100, 'payer:gran');
    expect(await alertsOn(small.id, 'outsized_donation')).toEqual([]);
  });

  it('flags a very high goal from a new, unverified account', async () => {
    const { goal, accountAgeDays } = fraudThresholds.newAccountHighGoal;
    const newcomer = await person(server, 'newcomer');
    const modest = await createStory(server, newcomer, { goal: goal - 100 });
    expect(await alertsOn(modest.id, 'new_account_high_goal')).toEqual([]);
    const high = await createStory(server, newcomer, { goal });
    const [alert] = await alertsOn(high.id, 'new_account_high_goal');
    expect(alert).toMatchObject({
      rule: 'new_account_high_goal',
      evidence: { goal, goal_threshold: goal, verification_status: 'unverified', age_threshold_days: accountAgeDays },
    });
    expect(alert?.evidence.account_age_days).toBeLessThan(1);

    const veteran = await person(server, 'veteran');
    await server.app.db.query(`update users set created_at = now() - interval '${accountAgeDays + 1} days' where id = $1`, [
      veteran.userId,
    ]);
    expect(await alertsOn((await createStory(server, veteran, { goal: goal * 2 })).id, 'new_account_high_goal')).toEqual([]);
    // The verified owner of the other tests may ask for a lot.
    expect(await alertsOn((await createStory(server, owner, { goal: goal * 2 })).id, 'new_account_high_goal')).toEqual([]);
  });

  it('flags the same cover photo on stories of different owners, even re-encoded and resized', async () => {
    const photo = await patternPhoto(7);
    const original = (await (await upload(server, owner.accessToken, photo)).json()) as { id: string };
    const first = await call(server, 'POST', '/api/campaigns', storyFields({ cover_upload_id: original.id }), owner.accessToken);
    const firstStory = (await first.json()) as { id: string };
    expect(await alertsOn(firstStory.id, 'duplicate_cover')).toEqual([]);

    // The same owner using their photo again is not suspicious.
    const again = (await (await upload(server, owner.accessToken, photo)).json()) as { id: string };
    const own = (await (
      await call(server, 'POST', '/api/campaigns', storyFields({ cover_upload_id: again.id }), owner.accessToken)
    ).json()) as { id: string };
    expect(await alertsOn(own.id, 'duplicate_cover')).toEqual([]);

    // A different photo from someone else is not either.
    const copier = await person(server, 'copier');
    await server.app.db.query("update users set created_at = now() - interval '400 days' where id = $1", [copier.userId]);
    const different = (await (await upload(server, copier.accessToken, await patternPhoto(90))).json()) as { id: string };
    const honest = (await (
      await call(server, 'POST', '/api/campaigns', storyFields({ cover_upload_id: different.id }), copier.accessToken)
    ).json()) as { id: string };
    expect(await alertsOn(honest.id, 'duplicate_cover')).toEqual([]);

    const copy = await sharp(photo).resize(640).jpeg({ quality: 60 }).toBuffer();
    const copied = (await (await upload(server, copier.accessToken, copy)).json()) as { id: string };
    const stolen = (await (
      await call(server, 'POST', '/api/campaigns', storyFields({ cover_upload_id: copied.id }), copier.accessToken)
    ).json()) as { id: string };
    const [alert] = await alertsOn(stolen.id, 'duplicate_cover');
    expect(alert?.rule).toBe('duplicate_cover');
    const matches = alert?.evidence.matches as Array<{ id: string; owner_id: string; distance: number }>;
    expect(matches.map((m) => m.id).sort()).toEqual([firstStory.id, own.id].sort());
    expect(matches.every((m) => m.owner_id === owner.userId && m.distance <= fraudThresholds.duplicateCover.maxDistance)).toBe(true);
  });

  it('finds every cover within 4 bits through the pixel-hash bands, wherever the bits differ', async () => {
    const hex = (bits: bigint) => bits.toString(16).padStart(16, '0');
    const random64 = () => BigInt.asUintN(64, BigInt(`0x${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`));
    const pairs: Array<[string, string]> = [];
    for (let i = 0; i < 300; i++) {
      const hash = random64();
      let other = hash;
      // Up to 4 bits, anywhere: spread over four bands, or all in one.
      const flips = i % 2 ? [0, 13, 27, 41].map((bit) => bit + (i % 11)) : [1, 2, 3, 4].map((bit) => bit + (i % 50));
      for (const bit of flips.slice(0, 1 + (i % 4))) other ^= 1n << BigInt(bit);
      pairs.push([hex(hash), hex(other)]);
    }
    const rows = await server.app.db.query<{ shared: boolean }>(
      'select pixel_bands(a) && pixel_bands(b) as shared from unnest($1::text[], $2::text[]) as p(a, b)',
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    expect(rows.map((r) => r.shared)).toEqual(pairs.map(() => true));
    // Hashes far apart share no band, so most covers are never read.
    const [far] = await server.app.db.query<{ shared: boolean }>(
      "select pixel_bands('0000000000000000') && pixel_bands('fff0fff0fff0ffff') as shared",
    );
    expect(far?.shared).toBe(false);
  });

  it('flags several open reports on one story, counting only open ones', async () => {
    const story = await storyIn(server, owner, 'active');
    const { openReports } = fraudThresholds.reportCluster;
    const reporters = await Promise.all(Array.from({ length: openReports }, (_, i) => person(server, `reporter${i}`)));
    const report = (who: Person) => call(server, 'POST', '/api/report/fraud', { campaign_id: story.id, reason: 'scam' }, who.accessToken);
    for (const who of reporters.slice(0, openReports - 1)) expect((await report(who)).status).toBe(201);
    // A processed report does not count.
    await server.app.db.query("update reports set status = 'dismissed', action = 'dismiss' where campaign_id = $1 and reporter_id = $2", [
      story.id,
      reporters[0]!.userId,
    ]);
    expect((await report(reporters.at(-1)!)).status).toBe(201);
    expect(await alertsOn(story.id, 'report_cluster')).toEqual([]);

    const late = await person(server, 'late');
    expect((await report(late)).status).toBe(201);
    const [alert] = await alertsOn(story.id, 'report_cluster');
    expect(alert).toMatchObject({
      rule: 'report_cluster',
      evidence: { open_reports: openReports, threshold: openReports, signed_in_reporters: openReports, reasons: { scam: openReports } },
    });
  });
});
