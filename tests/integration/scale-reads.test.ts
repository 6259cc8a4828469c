// Reads that do not grow with the data, over HTTP on both databases: the
// figures kept by the database with every change stay equal to counting
// everything again, lists and donor walls walked by cursor give every row
// once in the order numbered pages give, the trend drops days that leave its
// week, and held card money comes free on time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { admin, call, donate, person, type Person } from '../helpers/fixtures';
import { storyIn } from '../helpers/moderation';
import { chooseOnDemo, demoSecret, mobileMoney, postWebhook, refundProcessed, sign, startDonation } from '../helpers/payments';
import { startTestServer, type TestServer } from '../helpers/test-server';

/** Every derived figure, without rows that hold only zeros (a rebuild writes none). */
async function derived(server: TestServer): Promise<Record<string, unknown>> {
  const q = (sql: string) => server.app.db.query(sql);
  return {
    counts: await q(
      'select status, category, region, below_goal, taken_down, stories from campaign_counts where stories <> 0 order by 1, 2, 3, 4, 5',
    ),
    money: await q('select status, shard, raised, donors from campaign_money where raised <> 0 or donors <> 0 order by 1, 2'),
    counters: await q('select name, shard, value from counters where value <> 0 order by 1, 2'),
    daily: await q(
      `select day::text, shard, donations, amount, submitted, signups, reports from daily_activity
        where (donations, amount, submitted, signups, reports) <> (0, 0, 0, 0, 0) order by 1, 2`,
    ),
    perStory: await q(
      `select campaign_id, day::text, gifts, amount, private_gifts, total from campaign_daily
        where (gifts, amount, private_gifts, total) <> (0, 0, 0, 0) order by 1, 2`,
    ),
    balances: await q('select campaign_id, account, kind, amount from ledger_balances where amount <> 0 order by 1, 2, 3'),
    holds: await q('select campaign_id, account, kind, release_at, amount from ledger_holds where amount <> 0 order by 1, 2, 3, 4'),
    trend: await q('select id, trend_amount from campaigns order by id'),
  };
}

interface CardPage {
  items: Array<{ id: string }>;
  total: number;
  total_exact: boolean;
  next_cursor: string | null;
}

async function walk(server: TestServer, path: string): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const response = await call(server, 'GET', `${path}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as CardPage;
    seen.push(...page.items.map((item) => item.id));
    if (!page.next_cursor) return seen;
    cursor = page.next_cursor;
  }
  throw new Error('the cursor never ended');
}

describe.each(testDatabases())('reads at scale on $kind', ({ create }) => {
  let server: TestServer;
  let owner: Person;
  let boss: Person;
  const stories: Array<{ id: string; slug: string }> = [];

  beforeAll(async () => {
    server = await startTestServer(await create());
    owner = await person(server, 'owner');
    boss = await admin(server);
    const regions = ['Volta', 'Ashanti', 'Northern'];
    for (let i = 0; i < 9; i++) {
      const story = await storyIn(server, owner, 'active', {
        title: `Water tanks for the school number ${i + 1}`,
        region: regions[i % 3],
        category: i % 2 ? 'education' : 'community',
      });
      stories.push(story);
      // Ties on purpose: several stories with the same total and the same trend.
      if (i % 3 !== 2) await donate(server, story.id, 10_000 * ((i % 2) + 1), { name: `Donor ${i}` });
    }
    await server.app.db.query("update campaigns set status = 'completed', closed_reason = 'deadline' where id = $1", [stories[0]!.id]);
    server.app.responseCache.clear();
  });
  afterAll(() => server.close());

  it('keeps every figure equal to counting everything again, through gifts, refunds, moderation, reports and sign-ups', async () => {
    const story = stories[1]!;
    const given = await startDonation(server, mobileMoney(story.slug, { amount: 7_000 }));
    expect((await chooseOnDemo(server, given.reference, 'approve')).status).toBeLessThan(400);
    const refund = refundProcessed(given.reference, 7_000);
    expect((await postWebhook(server, refund, sign(refund, demoSecret(server)))).status).toBe(200);
    const again = await startDonation(server, mobileMoney(story.slug, { amount: 12_500, hide_amount: true }));
    await chooseOnDemo(server, again.reference, 'approve');
    await donate(server, stories[2]!.id, 30_000, { method: 'card', hideAmount: true });
    const pending = await storyIn(server, owner, 'pending', { title: 'Books for the reading club of Hohoe' });
    const rejected = await call(
      server,
      'POST',
      `/api/admin/campaigns/${pending.id}/moderate`,
      { action: 'reject', reason: 'Add a photo of the club' },
      boss.accessToken,
    );
    expect(rejected.status).toBe(200);
    const report = await call(server, 'POST', '/api/report/fraud', {
      campaign_id: story.id,
      reason: 'misleading',
      details: 'The photo is from 2019',
    });
    expect(report.status).toBeLessThan(300);
    await person(server, 'newcomer');
    await server.app.db.query("update users set verification_status = 'verified', ghana_card_number = null where id = $1", [owner.userId]);

    const kept = await derived(server);
    await server.app.db.query('select rebuild_derived_state()');
    expect(await derived(server)).toEqual(kept);

    const stats = (await (await call(server, 'GET', '/api/admin/stats?days=7', undefined, boss.accessToken)).json()) as {
      totals: { users: number; raised: number; donations: number; reports: number; campaigns: Record<string, number> };
      trend: Array<{ donations: number; amount: number; signups: number; reports: number }>;
    };
    const [counted] = await server.app.db.query<{ users: number; raised: number; donations: number }>(
      `select (select count(*) from users)::int as users,
              (select coalesce(sum(amount), 0) from donations where status = 'succeeded')::bigint as raised,
              (select count(*) from donations where status = 'succeeded')::int as donations`,
    );
    expect(stats.totals).toMatchObject({ ...counted, reports: 1 });
    expect(stats.totals.campaigns).toMatchObject({ active: 8, completed: 1, rejected: 1 });
    expect(stats.trend.at(-1)).toMatchObject({ reports: 1, donations: counted!.donations });
    const home = await (await call(server, 'GET', '/api/stats/overview')).json();
    expect(home).toEqual({ total_raised: counted!.raised, active_campaigns: 8, donors: counted!.donations, funded_campaigns: 0 });
  });

  it('walks every list by cursor: each public story once, in the order numbered pages give, whatever the sort and filter', async () => {
    for (const sort of ['newest', 'most_funded', 'ending_soon', 'trending']) {
      for (const filter of ['', '&region=Volta', '&category=education', '&below_goal=true', '&q=school']) {
        const path = `/api/campaigns?sort=${sort}${filter}`;
        const whole = (await (await call(server, 'GET', `${path}&limit=50`)).json()) as CardPage;
        expect(whole.total_exact).toBe(true);
        expect(whole.total).toBe(whole.items.length);
        expect(await walk(server, `${path}&limit=2`)).toEqual(whole.items.map((item) => item.id));
      }
    }
    // A search ranked by relevance walks its matches the same way.
    const ranked = (await (await call(server, 'GET', '/api/campaigns?q=tanks&limit=50')).json()) as CardPage;
    expect(ranked.total).toBe(9);
    expect(await walk(server, '/api/campaigns?q=tanks&limit=4')).toEqual(ranked.items.map((item) => item.id));
  });

  it('refuses a cursor it did not give and a numbered page deeper than numbers reach, with a 400 that says why', async () => {
    for (const cursor of [
      'abc',
      Buffer.from('["x","y"]').toString('base64url'),
      Buffer.from('["1", "not-a-uuid"]').toString('base64url'),
    ]) {
      const response = await call(server, 'GET', `/api/campaigns?cursor=${cursor}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ field: 'cursor' });
    }
    const deep = await call(server, 'GET', '/api/campaigns?page=200&limit=12');
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({ field: 'page' });
    const wall = await call(
      server,
      'GET',
      `/api/campaigns/${stories[3]!.id}/donations?cursor=${Buffer.from('["12","zz"]').toString('base64url')}`,
    );
    expect(wall.status).toBe(400);
  });

  it('pages a donor wall and an owner’s donations by cursor, newest first, the totals from the stories’ own counts', async () => {
    const story = stories[4]!;
    const start = Date.now() - 60_000;
    // Gifts paid in the same millisecond and in the same microsecond: the id settles the order.
    const same = new Date(start);
    for (let i = 0; i < 7; i++)
      await donate(server, story.id, 500 + i, { name: `Wall donor ${i}`, paidAt: i < 4 ? same : new Date(start + i) });
    const whole = (await (await call(server, 'GET', `/api/campaigns/${story.id}/donations?limit=50`)).json()) as CardPage;
    expect(whole.total).toBe(8);
    expect(await walk(server, `/api/campaigns/${story.id}/donations?limit=3`)).toEqual(whole.items.map((item) => item.id));

    const received = (await (
      await call(server, 'GET', '/api/dashboard/donations?limit=100', undefined, owner.accessToken)
    ).json()) as CardPage & {
      total_amount: number;
    };
    const [counted] = await server.app.db.query<{ n: number; sum: number }>(
      `select count(*)::int as n, sum(d.amount)::bigint as sum from donations d join campaigns c on c.id = d.campaign_id
        where c.owner_id = $1 and d.status = 'succeeded'`,
      [owner.userId],
    );
    expect(received.total).toBe(counted!.n);
    expect(received.total_amount).toBe(counted!.sum);
    const seen: string[] = [];
    let cursor = '';
    for (;;) {
      const page = (await (
        await call(server, 'GET', `/api/dashboard/donations?limit=4${cursor}`, undefined, owner.accessToken)
      ).json()) as CardPage;
      seen.push(...page.items.map((item) => item.id));
      if (!page.next_cursor) break;
      cursor = `&cursor=${page.next_cursor}`;
    }
    expect(seen).toEqual(received.items.map((item) => item.id));
  });

  it('counts a gift in "trending" for seven days, then drops it when its day leaves the window', async () => {
    const story = stories[5]!;
    const trend = async () =>
      (await server.app.db.query<{ trend_amount: number }>('select trend_amount from campaigns where id = $1', [story.id]))[0]!
        .trend_amount;
    const before = await trend();
    // The window as it stood ten days ago, not yet rolled: a gift paid eight days ago still counts in it.
    await server.app.db.query('update trend_window set start_day = utc_day(now()) - 10');
    await donate(server, story.id, 4_000, { paidAt: new Date(Date.now() - 8 * 86_400_000) });
    await donate(server, story.id, 60_000, { paidAt: new Date(Date.now() - 3 * 86_400_000) });
    expect(await trend()).toBe(before + 64_000);
    expect((await server.app.db.query<{ rolled: number }>('select roll_trend_window() as rolled'))[0]!.rolled).toBe(4);
    expect(await trend()).toBe(before + 60_000);
    expect((await server.app.db.query<{ rolled: number }>('select roll_trend_window() as rolled'))[0]!.rolled).toBe(0);
    expect(await trend()).toBe(before + 60_000);
    const first = (await (await call(server, 'GET', '/api/campaigns?sort=trending&limit=1')).json()) as CardPage;
    expect(first.items[0]?.id).toBe(story.id);
  });

  it('holds card money until the hour it comes free, then counts it available, before and after the holds are matured', async () => {
    const story = stories[6]!;
    const money = async () => {
      server.app.responseCache.clear();
      return (
        (await (await call(server, 'GET', `/api/campaigns/${story.id}/ledger`)).json()) as { totals: { available: number; held: number } }
      ).totals;
    };
    const before = await money();
    // Paid by card 7 days less a minute ago: its money counts from the next whole hour after that minute.
    await donate(server, story.id, 9_000, { method: 'card', paidAt: new Date(Date.now() - 7 * 86_400_000 + 60_000) });
    await donate(server, story.id, 1_000, { method: 'card', paidAt: new Date(Date.now() - 7 * 86_400_000 + 30_000) });
    expect(await money()).toMatchObject({ available: before.available, held: before.held + 10_000 });
    const [hold] = await server.app.db.query<{ release_at: Date; amount: number; n: number }>(
      `select min(release_at) as release_at, sum(amount)::bigint as amount, count(*)::int as n from ledger_holds
        where campaign_id = $1 and account = 'available' and release_at > now()`,
      [story.id],
    );
    // Both gifts wait in one row: the hour they come free.
    expect(hold).toMatchObject({ amount: 10_000, n: 1 });
    expect(hold!.release_at.getTime() % 3_600_000).toBe(0);
    // The hour comes.
    await server.app.db.query(
      "update ledger_holds set release_at = now() - interval '1 second' where campaign_id = $1 and release_at > now()",
      [story.id],
    );
    expect(await money()).toMatchObject({ available: before.available + 10_000, held: before.held });
    expect((await server.app.db.query<{ moved: number }>('select mature_ledger_holds() as moved'))[0]!.moved).toBeGreaterThanOrEqual(1);
    expect(await money()).toMatchObject({ available: before.available + 10_000, held: before.held });
  });
});
