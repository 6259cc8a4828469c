// Money that does not match, and donations left pending: a signed
// confirmation of another amount is credited as confirmed and raises an alert
// with both figures; an amount that is not whole pesewas is refused and
// logged; a donation pending too long expires, and money confirmed for it
// later still counts. The sweep is safe with several servers on one database.
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import pg from 'pg';
import { expirePendingDonations } from '../../server/donations/expiry';
import { testDatabases } from '../helpers/databases';
import { person, type Person } from '../helpers/fixtures';
import {
  activeStory,
  chargeSuccess,
  demoSecret,
  donationRow,
  mobileMoney,
  postWebhook,
  sign,
  startDonation,
  totals,
  verifyDonation,
} from '../helpers/payments';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe.each(testDatabases())('payment checks on $kind', ({ kind, create }) => {
  let server: TestServer;
  let owner: Person;
  let story: { id: string; slug: string };
  beforeAll(async () => {
    server = await startTestServer(await create(), { PENDING_DONATION_TTL_HOURS: '24' });
    owner = await person(server, 'owner');
    story = await activeStory(server, owner);
  });
  afterAll(() => server.close());

  const webhook = (body: string) => postWebhook(server, body, sign(body, demoSecret(server)));
  const alertsFor = (donationId: string) =>
    server.app.db.query<{ rule: string; evidence: Record<string, unknown> }>(
      'select rule, evidence from fraud_alerts where donation_id = $1 order by created_at',
      [donationId],
    );
  const backdate = (reference: string, hours: number) =>
    server.app.db.query(`update donations set created_at = now() - make_interval(hours => $2) where reference = $1`, [reference, hours]);

  describe('a confirmed amount that differs from the one asked for', () => {
    it('is credited as the provider confirms, with a fraud alert giving both figures', async () => {
      const before = await totals(server, story.id);
      const started = await startDonation(server, mobileMoney(story.id, { amount: 5_000 }));
      const body = chargeSuccess(started.reference, 500_000);
      const response = await webhook(body);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ outcome: 'applied' });
      expect(await totals(server, story.id)).toEqual({ raised: before.raised + 500_000, donor_count: before.donor_count + 1 });
      const row = await donationRow(server, started.reference);
      expect(row).toMatchObject({ status: 'succeeded', amount: 500_000, requested_amount: 5_000 });
      await vi.waitFor(async () => expect(await alertsFor(String(row?.id))).toHaveLength(1));
      expect((await alertsFor(String(row?.id)))[0]).toEqual({
        rule: 'amount_mismatch',
        evidence: { requested_amount: 5_000, confirmed_amount: 500_000, difference: 495_000, payer_key: row?.payer_key },
      });
      // The admin sees it among the open alerts, with the story it concerns.
      const listed = await server.app.db.query("select campaign_id, status from fraud_alerts where rule = 'amount_mismatch'");
      expect(listed).toContainEqual({ campaign_id: story.id, status: 'open' });
    });

    it('raises nothing when the amounts agree', async () => {
      const started = await startDonation(server, mobileMoney(story.id, { amount: 6_000 }));
      expect((await webhook(chargeSuccess(started.reference, 6_000))).status).toBe(200);
      const row = await donationRow(server, started.reference);
      expect(row).toMatchObject({ status: 'succeeded', amount: 6_000 });
      // The rules run from the job queue after the answer: wait until it has run them, then look.
      await server.app.jobs.idle();
      expect(await alertsFor(String(row?.id))).toEqual([]);
    });

    it('refuses and logs an amount that is not whole pesewas, and changes nothing', async () => {
      const errors = vi.spyOn(server.app.log, 'error');
      const before = await totals(server, story.id);
      const started = await startDonation(server, mobileMoney(story.id, { amount: 5_000 }));
      for (const amount of [5000.5, '5000.50', -5000, 0, 1e21, 'five thousand', true, '5000']) {
        const body = chargeSuccess(started.reference, amount as number);
        const response = await webhook(body);
        expect(response.status, String(amount)).toBe(400);
        expect(await response.json()).toMatchObject({ message: expect.stringContaining('whole number of pesewas'), field: 'amount' });
      }
      expect(await totals(server, story.id)).toEqual(before);
      expect(await donationRow(server, started.reference)).toMatchObject({ status: 'pending', amount: 5_000 });
      const logged = errors.mock.calls.filter(([, message]) => message === 'signed webhook refused: payment needs attention');
      expect(logged).toHaveLength(8);
      expect(logged[0]?.[0]).toMatchObject({ reference: started.reference, problem: 'amount 5000.5 is not a whole number of pesewas' });
      errors.mockRestore();
      // The genuine confirmation still settles it.
      expect((await webhook(chargeSuccess(started.reference, 5_000))).status).toBe(200);
      expect(await donationRow(server, started.reference)).toMatchObject({ status: 'succeeded' });
    });
  });

  describe('donations left pending', () => {
    it('expire after PENDING_DONATION_TTL_HOURS; newer ones and settled ones stay as they are', async () => {
      expect(server.config.pendingDonationTtlHours).toBe(24);
      const old = await startDonation(server, mobileMoney(story.id));
      const recent = await startDonation(server, mobileMoney(story.id));
      const paid = await startDonation(server, mobileMoney(story.id));
      await webhook(chargeSuccess(paid.reference, 5_000));
      await backdate(old.reference, 25);
      await backdate(recent.reference, 23);
      await backdate(paid.reference, 48);

      expect(await expirePendingDonations(server.app.db, server.config.pendingDonationTtlHours)).toBeGreaterThanOrEqual(1);
      expect(await donationRow(server, old.reference)).toMatchObject({ status: 'expired', expired_at: expect.any(Date) });
      expect(await donationRow(server, recent.reference)).toMatchObject({ status: 'pending', expired_at: null });
      expect(await donationRow(server, paid.reference)).toMatchObject({ status: 'succeeded' });
      expect(await expirePendingDonations(server.app.db, 24)).toBe(0);
    });

    it('still count money confirmed later, by webhook or when the donor comes back', async () => {
      const before = await totals(server, story.id);
      const late = await startDonation(server, mobileMoney(story.id, { amount: 7_000 }));
      await backdate(late.reference, 30);
      await expirePendingDonations(server.app.db, 24);
      expect(await donationRow(server, late.reference)).toMatchObject({ status: 'expired' });
      const receipt = await verifyDonation(server, late.reference, late.access_token);
      expect(await receipt.json()).toMatchObject({ status: 'expired' });

      const response = await webhook(chargeSuccess(late.reference, 7_000));
      expect(await response.json()).toMatchObject({ outcome: 'applied' });
      expect(await donationRow(server, late.reference)).toMatchObject({ status: 'succeeded', amount: 7_000 });
      expect(await totals(server, story.id)).toEqual({ raised: before.raised + 7_000, donor_count: before.donor_count + 1 });
      // Seen again, it counts once.
      expect(await (await webhook(chargeSuccess(late.reference, 7_000, { id: 5 }))).json()).toMatchObject({ outcome: 'unchanged' });
      expect((await totals(server, story.id)).raised).toBe(before.raised + 7_000);
    });

    if (kind === 'postgres') {
      it('skips a donation another transaction holds, and several servers sweeping at once expire each donation once', async () => {
        const references: string[] = [];
        for (let i = 0; i < 12; i++) references.push((await startDonation(server, mobileMoney(story.id))).reference);
        for (const reference of references) await backdate(reference, 25);
        const [held, ...free] = references as [string, ...string[]];

        // A settlement of one donation is under way on another connection (it holds the row).
        const other = new pg.Client({ connectionString: await databaseUrl(server) });
        await other.connect();
        try {
          await other.query('begin');
          await other.query('select id from donations where reference = $1 for update', [held]);
          // Three servers sweep at the same moment.
          const counts = await Promise.all([1, 2, 3].map(() => expirePendingDonations(server.app.db, 24)));
          expect(counts.reduce((sum, n) => sum + n, 0)).toBe(free.length);
          expect(await donationRow(server, held)).toMatchObject({ status: 'pending' });
          for (const reference of free) expect(await donationRow(server, reference)).toMatchObject({ status: 'expired' });
          await other.query('commit');
        } finally {
          await other.end();
        }
        expect(await expirePendingDonations(server.app.db, 24)).toBe(1);
        expect(await donationRow(server, held)).toMatchObject({ status: 'expired' });
      });
    }
  });
});

/** The PostgreSQL database a test server runs on, on the tests' throwaway server. */
async function databaseUrl(server: TestServer): Promise<string> {
  const [row] = await server.app.db.query<{ name: string }>('select current_database() as name');
  const url = new URL(inject('postgresUrl') ?? '');
  url.pathname = `/${row?.name ?? ''}`;
  return url.toString();
}
