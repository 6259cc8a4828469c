// The demo data a fresh database gets: stories everywhere, original covers that are light enough for phones. It is
// read from the run's demo copy, which the global setup seeds through the same seeders as a first start.
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignCategories } from '../../contract/rules/campaign';
import { ghanaRegions } from '../../contract/rules/ghana';
import type { Database } from '../../server/db/database';
import { seedIfEmpty } from '../../server/db/seed';
import { demoSeeders } from '../../server/demo/seeders';
import { ledgerRepository } from '../../server/ledger/repository';
import { demoPglite } from '../helpers/pglite-folders';
import { testConfig } from '../helpers/test-server';

describe('demo seed', () => {
  let db: Database;
  let dataDir = '';
  beforeAll(async () => {
    const demo = await demoPglite();
    ({ db, dataDir } = demo);
    expect(demo.seeded).toEqual(['accounts', 'stories', 'money']);
  }, 180_000);
  afterAll(async () => {
    await db?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('has about forty stories over all sixteen regions and every category', async () => {
    const rows = await db.query<{ region: string; category: string; status: string }>('select region, category, status from campaigns');
    expect(rows.length).toBe(40);
    expect(new Set(rows.map((r) => r.region))).toEqual(new Set(ghanaRegions));
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(campaignCategories));
    expect(rows.filter((r) => r.status === 'active').length).toBeGreaterThanOrEqual(30);
  });

  it('has five success stories, each with its impact update', async () => {
    const rows = await db.query<{ n: number }>(
      `select count(*)::int as n from campaigns c where status = 'completed' and raised >= goal
         and exists (select 1 from campaign_updates u where u.campaign_id = c.id and u.is_impact)`,
    );
    expect(rows[0]?.n).toBe(5);
  });

  it('keeps every story total equal to its donations', async () => {
    const mismatched = await db.query(
      `select c.id from campaigns c left join donations d on d.campaign_id = c.id and d.status = 'succeeded'
        group by c.id having c.raised <> coalesce(sum(d.amount), 0) or c.donor_count <> count(d.id)`,
    );
    expect(mismatched).toEqual([]);
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>("select count(*)::int as n from donations where status = 'succeeded'");
    expect(n).toBeGreaterThan(500);
  });

  it('gives every story a generated cover whose card size is at most 25 KB', async () => {
    const covers = await db.query<{ id: string; variants: Array<{ width: number; bytes: number }> }>(
      'select u.id, u.variants from campaigns c join uploads u on u.id = c.cover_upload_id',
    );
    expect(covers.length).toBe(40);
    for (const cover of covers) {
      expect(cover.variants.map((v) => v.width)).toEqual([320, 640, 1024, 1600]);
      const card = cover.variants[0]!;
      expect(card.bytes).toBeLessThanOrEqual(25_000);
      expect((await stat(path.join(dataDir, 'uploads', cover.id, '320.webp'))).size).toBe(card.bytes);
    }
  });

  it('includes the demo admin and campaign owner, ready to sign in', async () => {
    const rows = await db.query<{ email: string; role: string; confirmed: boolean }>(
      `select u.email, u.role, a.email_confirmed_at is not null as confirmed from users u join auth_users a on a.id = u.id
        where u.email in ('admin@example.com', 'owner@example.com') order by u.email`,
    );
    expect(rows).toEqual([
      { email: 'admin@example.com', role: 'admin', confirmed: true },
      { email: 'owner@example.com', role: 'user', confirmed: true },
    ]);
    const owned = await db.query<{ status: string }>(
      "select status from campaigns c join users u on u.id = c.owner_id where u.email = 'owner@example.com'",
    );
    expect(owned.map((r) => r.status).sort()).toEqual(['active', 'active', 'pending', 'rejected']);
  });

  it('counts every gift in the ledger and shows money paid out of four success stories, within what each raised', async () => {
    const stories = await db.query<{ id: string; raised: number; paid: number; withdrawals: number }>(
      `select c.id, c.raised, coalesce(sum(w.amount), 0)::bigint as paid, count(w.id)::int as withdrawals
         from campaigns c join withdrawals w on w.campaign_id = c.id
        where w.status = 'paid' and c.status = 'completed' group by c.id`,
    );
    expect(stories.length).toBe(4);
    const balances = await ledgerRepository.balancesOf(
      db,
      stories.map((s) => s.id),
    );
    for (const story of stories) {
      expect(Number(story.paid)).toBeLessThan(story.raised);
      expect(balances.get(story.id)).toMatchObject({ raised: story.raised, paid_out: Number(story.paid), reserved: 0 });
    }
    // Each owner's account is the verified owner's own, confirmed before the money went out.
    const accounts = await db.query<{ verified: string; account_name: string; full_name: string }>(
      `select u.verification_status as verified, a.account_name, u.full_name from payout_accounts a join users u on u.id = a.user_id`,
    );
    expect(accounts.length).toBe(4);
    for (const account of accounts) {
      expect(account).toMatchObject({ verified: 'verified', account_name: account.full_name.toUpperCase() });
    }
  });

  it('never seeds a database that already has data', async () => {
    expect(await seedIfEmpty(db, demoSeeders(testConfig({ SEED_DEMO: 'true', DATA_DIR: dataDir })))).toEqual([]);
  });
});
