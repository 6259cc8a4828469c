// The four fraud rules about money going out, on both databases: a withdrawal
// soon after the payout account was set, an account in another name than the
// verified one, one account used by several owners, and most of a story's
// money withdrawn within a day of a burst of gifts from one payer. Each alert
// shows on the withdrawal in the admins' queue.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { admin, call, donate, type Person } from '../helpers/fixtures';
import { ageAccounts, fundedStory, payoutAccount, verifiedOwner, walletFor, withdrawOk } from '../helpers/payouts';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe.each(testDatabases())('payout fraud rules on $kind', ({ create }) => {
  let server: TestServer;
  let boss: Person;

  beforeAll(async () => {
    server = await startTestServer(await create());
    boss = await admin(server);
  });
  afterAll(() => server.close());

  // The rules run from the job queue, after the answer: wait until it has run what is due.
  const alertsFor = async (withdrawalId: string) => {
    await server.app.jobs.idle();
    return server.app.db.query<{ rule: string; evidence: Record<string, unknown> }>(
      'select rule, evidence from fraud_alerts where withdrawal_id = $1 order by rule',
      [withdrawalId],
    );
  };

  it('flags a withdrawal within 48 hours of the payout account being set, and not one after', async () => {
    const owner = await verifiedOwner(server);
    const story = await fundedStory(server, owner, 50_000);
    await payoutAccount(server, owner);
    const soon = await withdrawOk(server, owner, story.id, 10_000);
    const [alert] = await alertsFor(soon.id);
    expect(alert).toMatchObject({ rule: 'withdrawal_after_account_change', evidence: { amount: 10_000, threshold_hours: 48 } });
    expect(alert!.evidence.hours_after).toBeLessThan(1);

    await ageAccounts(server, owner);
    const later = await withdrawOk(server, owner, story.id, 10_000);
    expect(await alertsFor(later.id)).toEqual([]);
  });

  it('flags an account held in another name than the verified one, with both names in the admins’ queue', async () => {
    const owner = await verifiedOwner(server, 'Kojo Antwi');
    const story = await fundedStory(server, owner, 30_000);
    await payoutAccount(server, owner, { method: 'mtn_momo', account_number: walletFor(3) });
    await ageAccounts(server, owner);
    const w = await withdrawOk(server, owner, story.id, 10_000);
    expect(await alertsFor(w.id)).toMatchObject([
      { rule: 'payout_name_mismatch', evidence: { account_name: 'YAW DARKO', verified_name: 'Kojo Antwi' } },
    ]);
    const queue = (await (
      await call(server, 'GET', `/api/admin/withdrawals?campaign_id=${story.id}`, undefined, boss.accessToken)
    ).json()) as {
      items: Array<{
        names_match: boolean;
        account: { account_name: string };
        owner: { verified_name: string };
        alerts: Array<{ rule: string }>;
      }>;
    };
    expect(queue.items[0]).toMatchObject({
      names_match: false,
      account: { account_name: 'YAW DARKO' },
      owner: { verified_name: 'Kojo Antwi' },
      alerts: [{ rule: 'payout_name_mismatch' }],
    });
  });

  it('flags one payout account used by several owners, when it is confirmed and when money goes to it', async () => {
    const wallet = walletFor(0).replace(/^024/, '055');
    const first = await verifiedOwner(server);
    const second = await verifiedOwner(server);
    await payoutAccount(server, first, { method: 'mtn_momo', account_number: wallet });
    await server.app.jobs.idle();
    const [none] = await server.app.db.query<{ n: number }>(
      `select count(*)::int as n from fraud_alerts where rule = 'shared_payout_account' and user_id = $1`,
      [first.userId],
    );
    expect(none!.n).toBe(0);
    await payoutAccount(server, second, { method: 'mtn_momo', account_number: wallet });
    await server.app.jobs.idle();
    const [raised] = await server.app.db.query<{ id: string; evidence: { owners: number; other_owners: Array<{ email: string }> } }>(
      `select id, evidence from fraud_alerts where rule = 'shared_payout_account' and user_id = $1`,
      [second.userId],
    );
    expect(raised!.evidence.owners).toBe(2);
    expect(raised!.evidence.other_owners.map((o) => o.email)).toEqual([first.email]);

    await ageAccounts(server, second);
    const story = await fundedStory(server, second, 20_000);
    const w = await withdrawOk(server, second, story.id, 5_000);
    const rules = (await alertsFor(w.id)).map((a) => a.rule);
    expect(rules).toContain('shared_payout_account');
    // The same open alert, refreshed: one per account.
    const [count] = await server.app.db.query<{ n: number }>(
      `select count(*)::int as n from fraud_alerts where rule = 'shared_payout_account' and id = $1`,
      [raised!.id],
    );
    expect(count!.n).toBe(1);
  });

  it('flags most of the money withdrawn within a day of a burst from one payer, and not a small withdrawal', async () => {
    const owner = await verifiedOwner(server);
    const story = await fundedStory(server, owner, 10_000);
    const payer = randomBytes(32).toString('hex');
    for (let i = 0; i < 5; i++) await donate(server, story.id, 20_000, { paidAt: new Date(Date.now() - (60 - i) * 60_000) });
    await server.app.db.query(`update donations set payer_key = $2 where campaign_id = $1 and amount = 20000`, [story.id, payer]);
    await payoutAccount(server, owner);
    await ageAccounts(server, owner);
    const small = await withdrawOk(server, owner, story.id, 20_000);
    expect(await alertsFor(small.id)).toEqual([]);
    const most = await withdrawOk(server, owner, story.id, 60_000);
    expect(await alertsFor(most.id)).toMatchObject([
      {
        rule: 'withdrawal_after_burst',
        evidence: { payer_key: payer, burst_donations: 5, burst_amount: 100_000, withdrawn: 80_000, raised: 110_000 },
      },
    ]);
  });
});
