// Money out over real HTTP on the demo provider, on PGlite and PostgreSQL:
// payout accounts, the rules of a withdrawal and its refusals, co-signers,
// admin review, transfers (paid, failed, reversed, repeated), the ledger and
// the open ledger, the e-mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../helpers/auth';
import { testDatabases } from '../helpers/databases';
import { ledgerBook } from '../../server/ledger/book';
import { signBody } from '../../server/payments/paystack-shapes';
import { admin, call, donate, setStatus, type Person } from '../helpers/fixtures';
import { activeStory, demoSecret } from '../helpers/payments';
import {
  adminDecides,
  ageAccounts,
  cosigner,
  fundedStory,
  ledgerOf,
  payoutAccount,
  playDemoTransfer,
  verifiedOwner,
  walletFor,
  withdraw,
  withdrawalRow,
  withdrawOk,
} from '../helpers/payouts';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe.each(testDatabases())('withdrawals on $kind', ({ create }) => {
  let server: TestServer;
  let boss: Person;

  beforeAll(async () => {
    server = await startTestServer(await create());
    boss = await admin(server);
  });
  afterAll(() => server.close());

  const settle = () => server.app.demoPayments!.settled();
  const counts = async (campaignId: string) => {
    const [row] = await server.app.db.query<{ withdrawals: number; entries: number }>(
      `select (select count(*)::int from withdrawals where campaign_id = $1) as withdrawals,
              (select count(*)::int from ledger_entries where campaign_id = $1) as entries`,
      [campaignId],
    );
    return row;
  };

  it('resolves a payout account with the provider, masks it, and holds withdrawals 48 hours after a change, telling the owner', async () => {
    const owner = await verifiedOwner(server);
    const saved = await call(
      server,
      'PUT',
      '/api/dashboard/payout-account',
      { method: 'mtn_momo', account_number: '+233 24 555 0123' },
      owner.accessToken,
    );
    expect(saved.status).toBe(200);
    const state = (await saved.json()) as {
      account: null;
      pending: { id: string; account_number: string; account_name: string; bank_name: string };
    };
    expect(state.account).toBeNull();
    expect(state.pending.account_number).toBe('•••• 0123');
    expect(state.pending.account_name).toMatch(/^[A-Z ]+$/);
    expect(state.pending.bank_name).toBe('MTN Mobile Money');
    expect(JSON.stringify(state)).not.toContain('245550123');

    const confirmed = await call(server, 'POST', '/api/dashboard/payout-account/confirm', { id: state.pending.id }, owner.accessToken);
    const first = (await confirmed.json()) as { account: { id: string; hold_until: string | null }; pending: null };
    expect(first.account.id).toBe(state.pending.id);
    expect(first.account.hold_until).toBeNull();
    // Confirming twice changes nothing.
    expect((await call(server, 'POST', '/api/dashboard/payout-account/confirm', { id: state.pending.id }, owner.accessToken)).status).toBe(
      409,
    );

    // A change: a bank account, held 48 hours, e-mailed.
    const banks = (await (await call(server, 'GET', '/api/payouts/banks', undefined, owner.accessToken)).json()) as {
      items: Array<{ code: string; name: string }>;
    };
    expect(banks.items.find((b) => b.code === '040100')?.name).toBe('GCB Bank');
    expect(
      (await call(server, 'PUT', '/api/dashboard/payout-account', { method: 'bank', account_number: '1234567890123' }, owner.accessToken))
        .status,
    ).toBe(400);
    expect(
      (
        await call(
          server,
          'PUT',
          '/api/dashboard/payout-account',
          { method: 'bank', account_number: '1234567890000', bank_code: '040100' },
          owner.accessToken,
        )
      ).status,
    ).toBe(400);
    const bank = await payoutAccount(server, owner, { method: 'bank', account_number: '1234567890123', bank_code: '040100' });
    const now = (await (await call(server, 'GET', '/api/dashboard/payout-account', undefined, owner.accessToken)).json()) as {
      account: { id: string; hold_until: string; bank_name: string };
    };
    expect(now.account.id).toBe(bank.id);
    expect(now.account.bank_name).toBe('GCB Bank');
    const hold = new Date(now.account.hold_until).getTime() - Date.now();
    expect(hold).toBeGreaterThan(47 * 3600_000);
    expect(hold).toBeLessThanOrEqual(48 * 3600_000);
    await server.app.payouts.notices.drain();
    const mails = await mailsTo(server, owner.email);
    expect(mails.map((m) => m.subject)).toEqual(expect.arrayContaining(['Your payout account is set', 'Your payout account was changed']));

    const story = await fundedStory(server, owner, 50_000);
    const held = await withdraw(server, owner, story.id, { amount: 10_000, purpose: 'Hospital bill for the surgery' });
    expect(held.status).toBe(409);
    expect(((await held.json()) as { message: string }).message).toMatch(/wait until/);
  });

  it('refuses what must not happen with a 4xx that says why, and changes nothing', async () => {
    const owner = await verifiedOwner(server);
    const story = await fundedStory(server, owner, 20_000);
    const before = await counts(story.id);
    const purpose = 'Transport to the hospital in Tamale';
    // No account yet.
    const noAccount = await withdraw(server, owner, story.id, { amount: 5_000, purpose });
    expect(noAccount.status).toBe(409);
    expect(((await noAccount.json()) as { message: string }).message).toMatch(/payout account/);
    await payoutAccount(server, owner);
    await ageAccounts(server, owner);
    for (const amount of [0, -500, 100.5, '5000', null, 50]) {
      const response = await withdraw(server, owner, story.id, { amount, purpose });
      expect(response.status, String(amount)).toBe(400);
      expect(((await response.json()) as { field?: string }).field).toBe('amount');
    }
    expect((await withdraw(server, owner, story.id, { amount: 5_000, purpose: 'too short' })).status).toBe(400);
    expect((await withdraw(server, owner, story.id, { amount: 5_000 })).status).toBe(400);
    const above = await withdraw(server, owner, story.id, { amount: 20_001, purpose });
    expect(above.status).toBe(409);
    expect((await above.json()) as { field: string; message: string }).toMatchObject({
      field: 'amount',
      message: expect.stringMatching(/₵200 is available/),
    });

    // Not the owner: 403 whatever the body says.
    const stranger = await verifiedOwner(server, 'Kojo Antwi');
    expect((await withdraw(server, stranger, story.id, { amount: 5_000, purpose })).status).toBe(403);
    expect((await withdraw(server, stranger, story.id, { amount: 'lots' })).status).toBe(403);
    expect((await call(server, 'POST', `/api/campaigns/${story.id}/withdrawals`, { amount: 5_000, purpose })).status).toBe(401);
    expect((await withdraw(server, owner, '00000000-0000-4000-8000-00000000abcd', { amount: 5_000, purpose })).status).toBe(404);

    // Not verified.
    await server.app.db.query(`update users set verification_status = 'unverified' where id = $1`, [owner.userId]);
    const unverified = await withdraw(server, owner, story.id, { amount: 5_000, purpose });
    expect(unverified.status).toBe(403);
    expect(((await unverified.json()) as { message: string }).message).toMatch(/Ghana Card/);
    await server.app.db.query(`update users set verification_status = 'verified' where id = $1`, [owner.userId]);

    // A story that is not live, paused or closed.
    const pending = await activeStory(server, owner);
    await setStatus(server, pending.id, 'pending');
    expect((await withdraw(server, owner, pending.id, { amount: 100, purpose })).status).toBe(409);

    expect(await counts(story.id)).toEqual(before);
    expect((await ledgerOf(server, story.id)).totals.available).toBe(20_000);
  });

  it('pays a withdrawal end to end: reviewed, sent with our reference, paid by a signed webhook once, shown on the story', async () => {
    const owner = await verifiedOwner(server);
    const story = await fundedStory(server, owner, 80_000);
    await donate(server, story.id, 30_000, { hideAmount: true, name: 'Quiet Giver' });
    await server.app.db.query(
      `update donations set donor_email = 'donor.one@example.com' where campaign_id = $1 and donor_name = 'Kofi Mensah'`,
      [story.id],
    );
    await payoutAccount(server, owner);
    await ageAccounts(server, owner);

    const w = await withdrawOk(server, owner, story.id, 60_000, 'Surgery at Komfo Anokye hospital');
    expect(w).toMatchObject({
      status: 'cosigned',
      amount: 60_000,
      cosigners_required: 0,
      account: { account_number: expect.stringMatching(/^•••• \d{4}$/) },
    });
    let ledger = await ledgerOf(server, story.id);
    expect(ledger.totals).toMatchObject({ raised: 110_000, available: 50_000, on_its_way: 60_000, paid_out: 0 });
    expect(ledger.money_in).toHaveLength(1);
    expect(ledger.money_in[0]).toMatchObject({ gifts: 2, amount: 80_000, private_gifts: 1 });
    expect(JSON.stringify(ledger)).not.toContain('Quiet Giver');

    // The admins see it with the evidence; members cannot.
    expect((await call(server, 'GET', '/api/admin/withdrawals?status=cosigned', undefined, owner.accessToken)).status).toBe(403);
    const queue = (await (await call(server, 'GET', '/api/admin/withdrawals?status=cosigned', undefined, boss.accessToken)).json()) as {
      items: Array<{
        id: string;
        names_match: boolean;
        owner: { verification: string; verified_name: string };
        account: { account_name: string };
      }>;
    };
    const item = queue.items.find((i) => i.id === w.id);
    expect(item).toMatchObject({
      names_match: true,
      owner: { verification: 'verified', verified_name: 'Ama Serwaa Mensah' },
      account: { account_name: 'AMA SERWAA MENSAH' },
    });

    // The admins' queues count it until it is decided.
    const waiting = async () =>
      ((await (await call(server, 'GET', '/api/admin/dashboard', undefined, boss.accessToken)).json()) as { withdrawal_requests: number })
        .withdrawal_requests;
    const before = await waiting();
    expect(before).toBeGreaterThanOrEqual(1);

    const approved = await adminDecides(server, boss, w.id, 'approve');
    expect(approved.status).toBe(200);
    expect(await waiting()).toBe(before - 1);
    expect(await approved.json()).toMatchObject({ status: 'processing', previous_status: 'cosigned' });
    expect((await adminDecides(server, boss, w.id, 'approve')).status).toBe(409);
    const row = await withdrawalRow(server, w.id);
    expect(row).toMatchObject({ status: 'processing', transfer_code: expect.stringMatching(/^TRF_/) });
    const [audit] = await server.app.db.query<{ action: string; actor_email: string }>(
      `select action, actor_email from moderation_log where target_type = 'withdrawal' and target_id = $1`,
      [w.id],
    );
    expect(audit).toEqual({ action: 'withdrawal_approve', actor_email: boss.email });

    // The demo "bank" pays it; its webhook arrives (twice: the second changes nothing).
    expect((await playDemoTransfer(server, row!.reference, 'success')).status).toBe(303);
    expect((await playDemoTransfer(server, row!.reference, 'success')).status).toBe(409);
    await settle();
    expect((await withdrawalRow(server, w.id))!.status).toBe('paid');
    ledger = await ledgerOf(server, story.id);
    expect(ledger.totals).toMatchObject({ raised: 110_000, available: 50_000, on_its_way: 0, paid_out: 60_000 });
    expect(ledger.withdrawals[0]).toMatchObject({ id: w.id, amount: 60_000, purpose: 'Surgery at Komfo Anokye hospital', status: 'paid' });
    expect(ledger.withdrawals[0]!.paid_at).toBeTruthy();
    const [paidOnce] = await server.app.db.query<{ payouts: number }>(
      `select count(*)::int as payouts from ledger_entries where withdrawal_id = $1 and kind = 'payout'`,
      [w.id],
    );
    // One journal of two lines: reserved → paid_out, once.
    expect(paidOnce!.payouts).toBe(2);

    await server.app.payouts.notices.drain();
    const [donorNote] = await mailsTo(server, 'donor.one@example.com');
    expect(donorNote?.subject).toContain('was paid out');
    expect(donorNote?.text).toContain('Surgery at Komfo Anokye hospital');
    expect((await mailsTo(server, owner.email)).map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Your withdrawal was paid/)]),
    );
  });

  it('puts the money back when a transfer fails or is reversed, and when an admin rejects', async () => {
    const owner = await verifiedOwner(server);
    const story = await fundedStory(server, owner, 90_000);
    await payoutAccount(server, owner);
    await ageAccounts(server, owner);
    const failing = await withdrawOk(server, owner, story.id, 30_000);
    const reversing = await withdrawOk(server, owner, story.id, 30_000);
    const rejected = await withdrawOk(server, owner, story.id, 30_000);
    expect((await withdraw(server, owner, story.id, { amount: 100, purpose: 'Nothing is left to take' })).status).toBe(409);

    expect((await adminDecides(server, boss, rejected.id, 'reject')).status).toBe(400);
    const rejecting = await adminDecides(server, boss, rejected.id, 'reject', 'The purpose does not match the story');
    expect(await rejecting.json()).toMatchObject({ status: 'rejected' });
    expect((await ledgerOf(server, story.id)).totals.available).toBe(30_000);

    for (const w of [failing, reversing]) await adminDecides(server, boss, w.id, 'approve');
    await playDemoTransfer(server, (await withdrawalRow(server, failing.id))!.reference, 'failed');
    const reference = (await withdrawalRow(server, reversing.id))!.reference;
    await playDemoTransfer(server, reference, 'success');
    await settle();
    expect((await ledgerOf(server, story.id)).totals).toMatchObject({ available: 60_000, paid_out: 30_000, on_its_way: 0 });
    await playDemoTransfer(server, reference, 'reversed');
    await settle();
    expect((await withdrawalRow(server, failing.id))!.status).toBe('failed');
    expect((await withdrawalRow(server, reversing.id))!.status).toBe('reversed');
    expect((await ledgerOf(server, story.id)).totals).toMatchObject({ raised: 90_000, available: 90_000, paid_out: 0, on_its_way: 0 });

    const money = (await (await call(server, 'GET', '/api/dashboard/money', undefined, owner.accessToken)).json()) as {
      items: Array<{ campaign_id: string; withdrawals: Array<{ id: string; status: string; reason: string | null }> }>;
    };
    const history = money.items.find((i) => i.campaign_id === story.id)!.withdrawals;
    expect(history.find((h) => h.id === rejected.id)).toMatchObject({ status: 'rejected', reason: 'The purpose does not match the story' });
    expect(history.find((h) => h.id === failing.id)?.status).toBe('failed');
  });

  it('needs a majority of the co-signers: two of two approve, or one declines with a reason', async () => {
    const owner = await verifiedOwner(server);
    const story = await fundedStory(server, owner, 40_000);
    await payoutAccount(server, owner);
    await ageAccounts(server, owner);
    const one = await cosigner(server, owner, story.id, 'Yaw Darko');
    const two = await cosigner(server, owner, story.id, 'Akua Asante');
    expect((await call(server, 'POST', `/api/campaigns/${story.id}/treasurers`, { email: owner.email }, owner.accessToken)).status).toBe(
      400,
    );

    const w = await withdrawOk(server, owner, story.id, 10_000, 'Roofing sheets for the classroom block');
    expect(w).toMatchObject({ status: 'requested', cosigners_required: 2 });
    await server.app.payouts.notices.drain();
    // The invitation and the request to vote are separate jobs: either may arrive first.
    expect((await mailsTo(server, one.email)).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/needs your approval/)]),
    );
    // Admins cannot approve it yet.
    expect((await adminDecides(server, boss, w.id, 'approve')).status).toBe(409);
    // Strangers and owners cannot vote.
    expect((await call(server, 'POST', `/api/withdrawals/${w.id}/approve`, undefined, owner.accessToken)).status).toBe(403);
    const cosigning = (await (await call(server, 'GET', '/api/cosigning', undefined, one.accessToken)).json()) as {
      withdrawals: Array<{ id: string; my_decision: string | null }>;
    };
    expect(cosigning.withdrawals[0]).toMatchObject({ id: w.id, my_decision: null });

    const first = await call(server, 'POST', `/api/withdrawals/${w.id}/approve`, undefined, one.accessToken);
    expect(await first.json()).toMatchObject({ status: 'requested' });
    expect((await call(server, 'POST', `/api/withdrawals/${w.id}/approve`, undefined, one.accessToken)).status).toBe(409);
    const second = await call(server, 'POST', `/api/withdrawals/${w.id}/approve`, undefined, two.accessToken);
    expect(await second.json()).toMatchObject({ status: 'cosigned' });

    const other = await withdrawOk(server, owner, story.id, 10_000, 'Cement for the new classroom');
    expect((await call(server, 'POST', `/api/withdrawals/${other.id}/decline`, {}, two.accessToken)).status).toBe(400);
    const declined = await call(
      server,
      'POST',
      `/api/withdrawals/${other.id}/decline`,
      { reason: 'We bought cement last week' },
      two.accessToken,
    );
    expect(await declined.json()).toMatchObject({ status: 'declined', reason: 'We bought cement last week' });
    expect((await ledgerOf(server, story.id)).totals).toMatchObject({ available: 30_000, on_its_way: 10_000 });

    // A fourth co-signer is one too many (three at most, invitations included); an accepted one stays.
    await cosigner(server, owner, story.id, 'Kofi Boateng');
    expect(
      (await call(server, 'POST', `/api/campaigns/${story.id}/treasurers`, { email: 'fourth@example.com' }, owner.accessToken)).status,
    ).toBe(409);
    const [treasurer] = await server.app.db.query<{ id: string }>('select id from campaign_treasurers where user_id = $1', [one.userId]);
    expect(
      (await call(server, 'DELETE', `/api/campaigns/${story.id}/treasurers/${treasurer!.id}`, undefined, owner.accessToken)).status,
    ).toBe(409);
  });

  it('holds card money for 7 days before it can be withdrawn', async () => {
    const owner = await verifiedOwner(server);
    const story = await fundedStory(server, owner, 10_000);
    await donate(server, story.id, 40_000, { method: 'card' });
    await donate(server, story.id, 5_000, { method: 'card', paidAt: new Date(Date.now() - 8 * 86_400_000) });
    await payoutAccount(server, owner);
    await ageAccounts(server, owner);
    const ledger = await ledgerOf(server, story.id);
    expect(ledger.totals).toMatchObject({ raised: 55_000, held: 40_000, available: 15_000 });
    // Money in by day, newest first: today's two gifts, then the card gift of eight days ago.
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10);
    expect(ledger.money_in).toEqual([
      { date: new Date().toISOString().slice(0, 10), gifts: 2, amount: 50_000, private_gifts: 0 },
      { date: eightDaysAgo, gifts: 1, amount: 5_000, private_gifts: 0 },
    ]);
    // The owner's money page reads the same balances for all their stories at once, with when the held money comes free.
    const quiet = await activeStory(server, owner);
    const money = (await (await call(server, 'GET', '/api/dashboard/money', undefined, owner.accessToken)).json()) as {
      items: Array<{ campaign_id: string; totals: Record<string, unknown> }>;
    };
    const totalsOf = (id: string) => money.items.find((item) => item.campaign_id === id)?.totals;
    expect(totalsOf(story.id)).toEqual({ ...ledger.totals, next_release_at: expect.any(String) });
    expect(Date.parse(ledger.totals.next_release_at!)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(totalsOf(quiet.id)).toEqual({
      raised: 0,
      refunded: 0,
      paid_out: 0,
      on_its_way: 0,
      held: 0,
      available: 0,
      next_release_at: null,
      collected_in_person: 0,
    });
    expect((await withdraw(server, owner, story.id, { amount: 15_001, purpose: 'Medicine from the pharmacy' })).status).toBe(409);
    expect((await withdraw(server, owner, story.id, { amount: 15_000, purpose: 'Medicine from the pharmacy' })).status).toBe(201);
  });

  it('lets one of two withdrawals racing for the last cedi through, and the database refuses an overdraft on its own', async () => {
    const owner = await verifiedOwner(server);
    const story = await fundedStory(server, owner, 10_000);
    await payoutAccount(server, owner);
    await ageAccounts(server, owner);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        withdraw(server, owner, story.id, { amount: 10_000, purpose: 'The whole balance, asked four times' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    expect((await ledgerOf(server, story.id)).totals).toMatchObject({ available: 0, on_its_way: 10_000 });

    // Straight to the database, past every check of the service: two transactions reserving the same last cedi, at once.
    const other = await fundedStory(server, owner, 10_000);
    const [w] = await server.app.db.query<{ payout_account_id: string }>(
      'select payout_account_id from withdrawals where campaign_id = $1',
      [story.id],
    );
    const raw = async (label: string) => {
      const [row] = await server.app.db.query<{ id: string }>(
        `insert into withdrawals (campaign_id, requested_by, payout_account_id, amount, purpose, reference)
         values ($1, $2, $3, 10000, 'Straight to the database', $4) returning id`,
        [other.id, owner.userId, w!.payout_account_id, `wd_raw_${label}_${Date.now()}`],
      );
      return server.app.db.transaction(async (tx) => {
        await tx.query(
          `insert into ledger_entries (journal_id, campaign_id, account, amount, kind, withdrawal_id)
           select j, $1, a, v, 'reserve', $2 from gen_random_uuid() j, (values ('available', -10000), ('reserved', 10000)) as e(a, v)`,
          [other.id, row!.id],
        );
        await tx.query('select pg_sleep(0.2)');
      });
    };
    const raced = await Promise.allSettled([raw('a'), raw('b')]);
    expect(raced.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((raced.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ code: '23514' });
    expect((await ledgerOf(server, other.id)).totals).toMatchObject({ available: 0, on_its_way: 10_000 });
    await expect(server.app.db.query(`update ledger_entries set amount = amount * 2 where campaign_id = $1`, [story.id])).rejects.toThrow(
      /never changed/,
    );
    await expect(server.app.db.query(`delete from ledger_entries where campaign_id = $1`, [story.id])).rejects.toThrow(/never changed/);
    // An unbalanced journal is refused at commit.
    const unbalanced = server.app.db.transaction((tx) =>
      tx.query(
        `insert into ledger_entries (journal_id, campaign_id, account, amount, kind, donation_id)
         select gen_random_uuid(), $1, 'platform', 100, 'refund', id from donations where campaign_id = $1 limit 1`,
        [story.id],
      ),
    );
    await expect(unbalanced).rejects.toThrow(/does not balance/);
  });

  it('answers a transfer webhook with a bad signature 401, and one about an unknown reference as ignored', async () => {
    const body = JSON.stringify({
      event: 'transfer.success',
      data: { reference: 'wd_unknown000000', status: 'success', amount: 100, currency: 'GHS' },
    });
    const post = (signature: string) =>
      fetch(`${server.url}/api/payments/webhook/paystack`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        body,
      });
    expect((await post('0'.repeat(128))).status).toBe(401);
    const answer = await post(signBody(body, demoSecret(server)));
    expect(await answer.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('goes straight to payment below the amount an operator set, and records that in the audit log', async () => {
    const auto = await startTestServer(await create(), { WITHDRAWAL_AUTO_APPROVE_BELOW: '20000' });
    try {
      const owner = await verifiedOwner(auto);
      const story = await fundedStory(auto, owner, 50_000);
      await payoutAccount(auto, owner);
      await ageAccounts(auto, owner);
      const small = await withdrawOk(auto, owner, story.id, 19_999);
      expect(small.status).toBe('processing');
      const big = await withdrawOk(auto, owner, story.id, 20_000);
      expect(big.status).toBe('cosigned');
      const [entry] = await auto.app.db.query<{ actor_email: string; actor_id: string | null }>(
        `select actor_email, actor_id from moderation_log where target_id = $1`,
        [small.id],
      );
      expect(entry).toEqual({ actor_email: 'system', actor_id: null });
    } finally {
      await auto.close();
    }
  });

  it('covers a refund the story no longer holds from the platform, never leaving the story below zero', async () => {
    const owner = await verifiedOwner(server);
    const story = await activeStory(server, owner);
    await donate(server, story.id, 20_000);
    const [gift] = await server.app.db.query<{ id: string }>('select id from donations where campaign_id = $1', [story.id]);
    await payoutAccount(server, owner, { method: 'telecel_cash', account_number: walletFor(0).replace(/^024/, '020') });
    await ageAccounts(server, owner);
    const w = await withdrawOk(server, owner, story.id, 15_000);
    await adminDecides(server, boss, w.id, 'approve');
    // The gift is refunded after most of it went out (settling does this on refund.processed).
    await server.app.db.transaction((tx) => ledgerBook.refund(tx, { donationId: gift!.id, campaignId: story.id, amount: 20_000 }));
    const ledger = await ledgerOf(server, story.id);
    expect(ledger.totals).toMatchObject({ raised: 0, available: 0, on_its_way: 15_000, refunded: 20_000 });
    const [platform] = await server.app.db.query<{ covered: number }>(
      `select coalesce(-sum(amount), 0) as covered from ledger_entries where campaign_id = $1 and account = 'platform'`,
      [story.id],
    );
    expect(platform!.covered).toBe(15_000);
  });
});
