// Cash collected in person over real HTTP, on PGlite and PostgreSQL: the
// owner records it, a co-signer (or an admin, for a story without co-signers)
// confirms or refuses it, never the person who recorded it; confirmed cash
// counts toward the story's progress and shows in its open ledger, never in
// what it holds or can withdraw; every step is in the audit log; and the
// database itself refuses any entry that would let cash reach the money the
// platform holds.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashRecord, CashWaiting, StoryCash } from '../../contract/api/cash';
import { cashBody, decideCash, recordCash, recordCashOk } from '../helpers/cash';
import { testDatabases } from '../helpers/databases';
import { admin, call, donate, person, setStatus, type Person } from '../helpers/fixtures';
import { activeStory } from '../helpers/payments';
import { ageAccounts, cosigner, fundedStory, ledgerOf, payoutAccount, verifiedOwner, withdraw } from '../helpers/payouts';
import { startTestServer, type TestServer } from '../helpers/test-server';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())('cash collected in person on $kind', ({ create }) => {
  let server: TestServer;
  let boss: Person;

  beforeAll(async () => {
    server = await startTestServer(await create());
    boss = await admin(server);
  });
  afterAll(() => server.close());

  const records = async (campaignId: string) => {
    const [row] = await server.app.db.query<{ n: number }>('select count(*)::int as n from cash_collections where campaign_id = $1', [
      campaignId,
    ]);
    return row?.n ?? 0;
  };
  const story = async (id: string) =>
    (await (await call(server, 'GET', `/api/campaigns/${id}`)).json()) as {
      raised: number;
      collected_in_person: number;
      percent_funded: number;
    };
  const audit = async (targetId: string) =>
    (
      (await (await call(server, 'GET', `/api/admin/audit?target_id=${targetId}`, undefined, boss.accessToken)).json()) as {
        items: Array<{ action: string; actor: { email: string }; reason: string | null; details: Record<string, unknown> }>;
      }
    ).items;

  it('refuses a bad record with a 4xx that names the field, checks who is asking first, and changes nothing', async () => {
    const owner = await verifiedOwner(server);
    const live = await activeStory(server, owner);
    const bad: Array<[Record<string, unknown>, string]> = [
      [cashBody(0), 'amount'],
      [cashBody(-500), 'amount'],
      [cashBody(150.5), 'amount'],
      [cashBody(99), 'amount'],
      [cashBody(100_000_001), 'amount'],
      [{ ...cashBody(10_000), amount: '10000' }, 'amount'],
      [cashBody(10_000, { place: '  ab ' }), 'place'],
      [cashBody(10_000, { place: 'x'.repeat(121) }), 'place'],
      [{ amount: 10_000, collected_on: daysAgo(1) }, 'place'],
      [cashBody(10_000, { collected_on: daysAgo(-1) }), 'collected_on'],
      [cashBody(10_000, { collected_on: daysAgo(400) }), 'collected_on'],
      [cashBody(10_000, { collected_on: '2025-02-30' }), 'collected_on'],
      [cashBody(10_000, { collected_on: 'yesterday' }), 'collected_on'],
      [cashBody(10_000, { note: 'n'.repeat(501) }), 'note'],
      [cashBody(10_000, { extra: true }), 'extra'],
    ];
    for (const [body, field] of bad) {
      const answer = await recordCash(server, owner, live.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const said = (await answer.json()) as { message: string; field?: string };
      expect(said.message).toEqual(expect.any(String));
      if (field !== 'extra') expect(said.field, JSON.stringify(body)).toBe(field);
    }
    // Who is asking comes first: a stranger is refused whatever they send, a visitor must sign in.
    const stranger = await person(server, 'stranger');
    expect((await recordCash(server, stranger, live.id, cashBody(10_000))).status).toBe(403);
    expect((await recordCash(server, stranger, live.id, { amount: 'lots' })).status).toBe(403);
    expect((await call(server, 'GET', `/api/campaigns/${live.id}/cash`, undefined, stranger.accessToken)).status).toBe(403);
    expect((await call(server, 'POST', `/api/campaigns/${live.id}/cash`, cashBody(10_000))).status).toBe(401);
    expect((await recordCash(server, owner, randomUUID(), cashBody(10_000))).status).toBe(404);
    expect((await recordCash(server, owner, 'not-a-story', cashBody(10_000))).status).toBe(404);
    // A story still in review takes no cash.
    const inReview = await activeStory(server, owner);
    await setStatus(server, inReview.id, 'pending');
    expect((await recordCash(server, owner, inReview.id, cashBody(10_000))).status).toBe(409);

    expect(await records(live.id)).toBe(0);
    expect(await records(inReview.id)).toBe(0);
  });

  it('counts cash a co-signer confirmed toward the goal and the open ledger, never toward what the story holds or can withdraw', async () => {
    const owner = await verifiedOwner(server, 'Abena Owusu');
    await payoutAccount(server, owner);
    await ageAccounts(server, owner);
    const funeral = await fundedStory(server, owner, 40_000, { goal: 500_000 });
    const yaw = await cosigner(server, owner, funeral.id, 'Yaw Darko');
    const before = await ledgerOf(server, funeral.id);

    const made = await recordCashOk(server, owner, funeral.id, 125_000, {
      place: '  Saturday   funeral collection ',
      note: 'Counted by the church elders',
      collected_on: daysAgo(2),
    });
    expect(made).toMatchObject({
      amount: 125_000,
      place: 'Saturday funeral collection',
      note: 'Counted by the church elders',
      collected_on: daysAgo(2),
      status: 'pending',
      recorded_by: 'Abena Owusu',
      decided_as: null,
    });
    // Waiting: it counts nowhere yet.
    expect((await story(funeral.id)).raised).toBe(40_000);
    expect((await ledgerOf(server, funeral.id)).in_person).toEqual([]);

    // The co-signer sees it waiting; a stranger sees nothing and may not decide; an admin may not while the story has co-signers.
    const waiting = (await (await call(server, 'GET', '/api/cash/waiting', undefined, yaw.accessToken)).json()) as CashWaiting;
    expect(waiting.items.map((i) => i.id)).toEqual([made.id]);
    expect(waiting.items[0]!.campaign).toMatchObject({ id: funeral.id, slug: funeral.slug });
    const stranger = await person(server, 'stranger');
    expect(((await (await call(server, 'GET', '/api/cash/waiting', undefined, stranger.accessToken)).json()) as CashWaiting).items).toEqual(
      [],
    );
    expect((await decideCash(server, stranger, made.id, true)).status).toBe(403);
    expect((await decideCash(server, owner, made.id, true)).status).toBe(403);
    const adminTried = await decideCash(server, boss, made.id, true, 'admin');
    expect(adminTried.status).toBe(409);
    expect(((await adminTried.json()) as { message: string }).message).toMatch(/co-signers/);
    expect((await decideCash(server, yaw, randomUUID(), true)).status).toBe(404);

    const confirmed = await decideCash(server, yaw, made.id, true);
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()) as CashRecord).toMatchObject({ status: 'confirmed', decided_as: 'cosigner' });
    expect((await decideCash(server, yaw, made.id, true)).status).toBe(409);
    expect((await decideCash(server, yaw, made.id, false)).status).toBe(409);

    // Progress: raised (and the share collected in person) on the story.
    expect(await story(funeral.id)).toMatchObject({ raised: 165_000, collected_in_person: 125_000, percent_funded: 33 });
    // The open ledger: shown as collected in person, while what the story holds is what donors gave online.
    const ledger = await ledgerOf(server, funeral.id);
    expect(ledger.totals).toMatchObject({ ...before.totals, collected_in_person: 125_000 });
    expect(ledger.totals.available).toBe(40_000);
    expect(ledger.in_person).toEqual([
      {
        id: made.id,
        amount: 125_000,
        collected_on: daysAgo(2),
        place: 'Saturday funeral collection',
        note: 'Counted by the church elders',
        confirmed_by: 'cosigner',
        confirmed_at: expect.any(String),
      },
    ]);
    expect(JSON.stringify(ledger.in_person)).not.toMatch(/Abena|Yaw/);
    // The owner's dashboard: the same totals; the cash list with its state.
    const money = (await (await call(server, 'GET', '/api/dashboard/money', undefined, owner.accessToken)).json()) as {
      items: Array<{ campaign_id: string; totals: { available: number; collected_in_person: number } }>;
    };
    expect(money.items.find((i) => i.campaign_id === funeral.id)?.totals).toMatchObject({
      available: 40_000,
      collected_in_person: 125_000,
    });
    const listed = (await (
      await call(server, 'GET', `/api/campaigns/${funeral.id}/cash`, undefined, owner.accessToken)
    ).json()) as StoryCash;
    expect(listed).toMatchObject({ confirmed: 125_000, pending: 0, has_cosigners: true });

    // Withdrawing: only what donors gave online, however much cash was counted.
    const tooMuch = await withdraw(server, owner, funeral.id, { amount: 40_001, purpose: 'The burial and the reception' });
    expect(tooMuch.status).toBe(409);
    expect(((await tooMuch.json()) as { message: string }).message).toMatch(/₵400 is available/);

    // Every step is in the audit log, with who did it.
    const log = await audit(made.id);
    expect(log.map((e) => [e.action, e.actor.email])).toEqual([
      ['cash_confirm', yaw.email],
      ['cash_record', owner.email],
    ]);
    expect(log[1]!.details).toMatchObject({ campaign_id: funeral.id, amount: 125_000 });
  });

  it('lets a co-signer refuse with a reason the owner reads, and counts nothing of it', async () => {
    const owner = await verifiedOwner(server);
    const live = await fundedStory(server, owner, 10_000);
    const ama = await cosigner(server, owner, live.id, 'Ama Boateng');
    const made = await recordCashOk(server, owner, live.id, 80_000);
    const short = await decideCash(server, ama, made.id, false, 'cosigner', 'no');
    expect(short.status).toBe(400);
    expect(((await short.json()) as { field?: string }).field).toBe('reason');
    const refused = await decideCash(server, ama, made.id, false, 'cosigner', 'I counted ₵600, not ₵800');
    expect(refused.status).toBe(200);
    const listed = (await (await call(server, 'GET', `/api/campaigns/${live.id}/cash`, undefined, owner.accessToken)).json()) as StoryCash;
    expect(listed.items[0]).toMatchObject({ id: made.id, status: 'refused', reason: 'I counted ₵600, not ₵800', decided_as: 'cosigner' });
    expect(listed).toMatchObject({ confirmed: 0, pending: 0 });
    expect((await story(live.id)).raised).toBe(10_000);
    expect((await ledgerOf(server, live.id)).totals.collected_in_person).toBe(0);
    expect((await decideCash(server, ama, made.id, true)).status).toBe(409);
    expect((await audit(made.id)).map((e) => [e.action, e.reason])).toEqual([
      ['cash_refuse', 'I counted ₵600, not ₵800'],
      ['cash_record', null],
    ]);
  });

  it('has an admin decide for a story without co-signers, never the admin who recorded it', async () => {
    const owner = await verifiedOwner(server);
    const alone = await activeStory(server, owner);
    const made = await recordCashOk(server, owner, alone.id, 30_000);
    // Members cannot reach the admins' list; admins see the record waiting for them.
    expect((await call(server, 'GET', '/api/admin/cash', undefined, owner.accessToken)).status).toBe(403);
    expect((await decideCash(server, owner, made.id, true, 'admin')).status).toBe(403);
    const queue = (await (await call(server, 'GET', '/api/admin/cash', undefined, boss.accessToken)).json()) as {
      items: Array<{ id: string; owner_email: string; campaign: { id: string } }>;
    };
    expect(queue.items.find((i) => i.id === made.id)).toMatchObject({ owner_email: owner.email, campaign: { id: alone.id } });
    // No co-signer can take it (there are none): a co-signer of another story is refused.
    const other = await activeStory(server, owner);
    const elsewhere = await cosigner(server, owner, other.id, 'Kofi Boateng');
    expect((await decideCash(server, elsewhere, made.id, true)).status).toBe(403);
    // A record of a story with co-signers is not the admins' to decide.
    const theirs = await recordCashOk(server, owner, other.id, 5_000);
    const pendingQueue = (await (await call(server, 'GET', '/api/admin/cash?status=pending', undefined, boss.accessToken)).json()) as {
      items: Array<{ id: string }>;
    };
    expect(pendingQueue.items.map((i) => i.id)).toContain(made.id);
    expect(pendingQueue.items.map((i) => i.id)).not.toContain(theirs.id);

    const waitingForAdmins = async () =>
      ((await (await call(server, 'GET', '/api/admin/dashboard', undefined, boss.accessToken)).json()) as { cash_waiting: number })
        .cash_waiting;
    const waitingBefore = await waitingForAdmins();
    expect(waitingBefore).toBeGreaterThanOrEqual(1);
    expect((await decideCash(server, boss, made.id, true, 'admin')).status).toBe(200);
    expect(await waitingForAdmins()).toBe(waitingBefore - 1);
    expect((await ledgerOf(server, alone.id)).in_person).toMatchObject([{ id: made.id, confirmed_by: 'admin' }]);
    expect((await audit(made.id))[0]).toMatchObject({ action: 'cash_confirm', actor: { email: boss.email } });

    // An admin who owns a story records cash for it: another admin must decide.
    const admin2 = await admin(server);
    const own = await activeStory(server, boss);
    const mine = await recordCashOk(server, boss, own.id, 20_000);
    const self = await decideCash(server, boss, mine.id, true, 'admin');
    expect(self.status).toBe(403);
    expect(((await self.json()) as { message: string }).message).toMatch(/someone else/);
    expect((await decideCash(server, admin2, mine.id, false, 'admin', 'No collection was held that day')).status).toBe(200);
  });

  it('refuses in the database itself anything that would let cash reach the money the platform holds', async () => {
    const owner = await verifiedOwner(server);
    const live = await fundedStory(server, owner, 25_000);
    const checker = await person(server, 'checker');
    const { db } = server.app;
    const insertCash = (sql: string) =>
      db.query<{ id: string }>(
        `insert into cash_collections (campaign_id, recorded_by, amount, collected_on, place ${sql ? ', status, decided_by, decided_as, decided_at' : ''})
         values ($1, $2, 50000, current_date, 'Market collection' ${sql}) returning id`,
        [live.id, owner.userId],
      );
    const [pending] = await insertCash('');
    const entry = (journal: string, account: string, amount: number, kind: string, refs: { cash?: string; donation?: string }) =>
      db.query(
        `insert into ledger_entries (journal_id, campaign_id, account, amount, kind, cash_collection_id, donation_id)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [journal, live.id, account, amount, kind, refs.cash ?? null, refs.donation ?? null],
      );
    const refused = async (work: () => Promise<unknown>, pattern: RegExp) => {
      await expect(work()).rejects.toThrow(pattern);
    };

    // Cash lines only on cash accounts; other kinds never on cash accounts.
    await refused(
      () =>
        db.transaction(
          async (tx) =>
            void (await tx.query(
              `insert into ledger_entries (journal_id, campaign_id, account, amount, kind, cash_collection_id) values ($1, $2, 'available', 50000, 'cash', $3)`,
              [randomUUID(), live.id, pending!.id],
            )),
        ),
      /ledger_cash_accounts_apart|check/,
    );
    const [gift] = await db.query<{ id: string }>(`select id from donations where campaign_id = $1 limit 1`, [live.id]);
    await refused(() => entry(randomUUID(), 'in_person', 50000, 'refund', { donation: gift!.id }), /ledger_cash_accounts_apart|check/);
    // A cash journal for cash nobody confirmed.
    await refused(
      () =>
        db.transaction(async (tx) => {
          const j = randomUUID();
          await tx.query(
            `insert into ledger_entries (journal_id, campaign_id, account, amount, kind, cash_collection_id) values ($1, $2, 'in_person_givers', -50000, 'cash', $3), ($1, $2, 'in_person', 50000, 'cash', $3)`,
            [j, live.id, pending!.id],
          );
        }),
      /confirmed collection/,
    );
    // Confirmed in the same transaction, each side of it paired with a side of a gift: every journal balances, every
    // amount matches, but cash went to available in one journal and came from donors in the other. One kind per journal refuses it.
    await refused(
      () =>
        db.transaction(async (tx) => {
          await tx.query(
            `update cash_collections set status = 'confirmed', decided_by = $2, decided_as = 'admin', decided_at = now() where id = $1`,
            [pending!.id, checker.userId],
          );
          const [fake] = await tx.query<{ id: string }>(
            `insert into donations (campaign_id, amount, donor_name, method, provider, reference, status) values ($1, 50000, 'x', 'mtn_momo', 'seed', $2, 'pending') returning id`,
            [live.id, `fake_${randomUUID()}`],
          );
          const [toAvailable, fromDonors] = [randomUUID(), randomUUID()];
          await tx.query(
            `insert into ledger_entries (journal_id, campaign_id, account, amount, kind, cash_collection_id, donation_id)
             values ($1, $3, 'in_person_givers', -50000, 'cash', $4, null), ($1, $3, 'available', 50000, 'donation', null, $5),
                    ($2, $3, 'in_person', 50000, 'cash', $4, null), ($2, $3, 'donors', -50000, 'donation', null, $5)`,
            [toAvailable, fromDonors, live.id, pending!.id, fake!.id],
          );
        }),
      /mixes kinds/,
    );
    // Confirmed without its journal.
    await refused(
      () =>
        db.transaction(async (tx) => {
          await tx.query(
            `update cash_collections set status = 'confirmed', decided_by = $2, decided_as = 'admin', decided_at = now() where id = $1`,
            [pending!.id, checker.userId],
          );
        }),
      /not in the ledger/,
    );
    // Confirmed by the person who recorded it.
    await refused(
      () =>
        db.query(
          `update cash_collections set status = 'refused', reason = 'mine', decided_by = $2, decided_as = 'cosigner', decided_at = now() where id = $1`,
          [pending!.id, owner.userId],
        ),
      /cash_not_own_decision|check/,
    );

    // Done properly, it is in: then it never changes, never goes, never counts twice.
    const made = await recordCashOk(server, owner, live.id, 60_000);
    await server.app.db.transaction(async (tx) => {
      await tx.query(
        `update cash_collections set status = 'confirmed', decided_by = $2, decided_as = 'admin', decided_at = now() where id = $1`,
        [made.id, checker.userId],
      );
      const j = randomUUID();
      await tx.query(
        `insert into ledger_entries (journal_id, campaign_id, account, amount, kind, cash_collection_id) values ($1, $2, 'in_person_givers', -60000, 'cash', $3), ($1, $2, 'in_person', 60000, 'cash', $3)`,
        [j, live.id, made.id],
      );
    });
    await refused(() => db.query(`update cash_collections set amount = 70000 where id = $1`, [made.id]), /never changed/);
    await refused(
      () => db.query(`update cash_collections set status = 'refused', reason = 'changed my mind' where id = $1`, [made.id]),
      /already confirmed/,
    );
    await refused(() => db.query(`delete from cash_collections where id = $1`, [made.id]), /never deleted/);
    await refused(
      () =>
        db.transaction(async (tx) => {
          const j = randomUUID();
          await tx.query(
            `insert into ledger_entries (journal_id, campaign_id, account, amount, kind, cash_collection_id) values ($1, $2, 'in_person_givers', -60000, 'cash', $3), ($1, $2, 'in_person', 60000, 'cash', $3)`,
            [j, live.id, made.id],
          );
        }),
      /ledger_once_per_cash|duplicate|unique/,
    );
    await refused(
      () => db.query(`update ledger_entries set account = 'available' where cash_collection_id = $1`, [made.id]),
      /never changed/,
    );

    server.app.responseCache.clear();
    const ledger = await ledgerOf(server, live.id);
    expect(ledger.totals).toMatchObject({ raised: 25_000, available: 25_000, collected_in_person: 60_000 });
    expect((await story(live.id)).raised).toBe(85_000);
    expect(await records(live.id)).toBe(2);
  });

  it('keeps cash out of a story deleted before any was confirmed, and a story with confirmed cash is closed, not deleted', async () => {
    const owner = await verifiedOwner(server);
    const empty = await activeStory(server, owner);
    await recordCashOk(server, owner, empty.id, 10_000);
    const removed = await call(server, 'DELETE', `/api/campaigns/${empty.id}`, undefined, owner.accessToken);
    expect(removed.status).toBe(200);
    expect((await removed.json()) as { deleted: boolean }).toMatchObject({ deleted: true });
    expect(await records(empty.id)).toBe(0);

    const counted = await activeStory(server, owner);
    const made = await recordCashOk(server, owner, counted.id, 10_000);
    expect((await decideCash(server, boss, made.id, true, 'admin')).status).toBe(200);
    const closed = await call(server, 'DELETE', `/api/campaigns/${counted.id}`, undefined, owner.accessToken);
    expect(closed.status).toBe(200);
    expect((await closed.json()) as { deleted: boolean; closed: boolean }).toMatchObject({ deleted: false, closed: true });
    await donate(server, counted.id, 1_000);
    expect((await ledgerOf(server, counted.id)).totals).toMatchObject({ raised: 1_000, collected_in_person: 10_000, available: 1_000 });
  });
});
