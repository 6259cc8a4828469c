/**
 * A data set of N stories written by set-based SQL (generate_series), on an
 * empty database the app's migrations made: 10·N users, 100·N donations
 * (one story holds a tenth, most of the rest go to a few hundred stories,
 * the tail gets a few each), the ledger lines the app writes for them, covers,
 * updates, reports, fraud alerts, audit rows and a few withdrawals. Base rows
 * go in with triggers off (session_replication_role = replica); the derived
 * state is then rebuilt by the app's own function when the schema has it.
 */
import type { Database, Queryable } from '../../server/db/database';
import { campaignCategories } from '../../contract/rules/campaign';
import { ghanaRegions } from '../../contract/rules/ghana';
import { donorMessages, firstNames, lastNames, needs, rareSentences, sentences, towns } from './words';

/**
 * Well-known rows of every set: the popular story, its owner, an admin. The owner has the same 50
 * stories (every 200th of the first 10,000) at 10k and 100k, so the owner's reads compare like for
 * like across sizes; no other story is theirs.
 */
export const known = {
  popularStory: "md5('campaign:1')::uuid",
  owner: "md5('user:1')::uuid",
  admin: "md5('user:2')::uuid",
};

export interface GenerationStep {
  name: string;
  ms: number;
}

/** A whole number from a hash of an expression and a salt (stable between runs). */
const h = (expr: string, salt: number) => `abs(hashtextextended((${expr})::text, ${salt}))`;

interface Shape {
  stories: number;
  users: number;
  donations: number;
  hot: number;
}

export function shapeOf(stories: number): Shape {
  return { stories, users: 10 * stories, donations: 100 * stories, hot: Math.min(300, Math.floor(stories / 10)) };
}

const words = {
  needs: needs,
  first: firstNames,
  last: lastNames,
  towns: towns,
  sentences: sentences,
  rare: rareSentences,
  messages: donorMessages,
  regions: [...ghanaRegions],
  categories: [...campaignCategories],
};
type Words = typeof words;
/** A word list as an SQL array literal. */
const list = (name: keyof Words) => `array[${words[name].map((w) => `'${w.replace(/'/g, "''")}'`).join(', ')}]`;
const pick = (name: keyof Words, index: string) => `(${list(name)})[1 + ((${index}) % ${words[name].length})::int]`;

/** A few minutes to two years ago, stable for a row. */
const publicAgo = (n: string) => `make_interval(days => 1 + (${h(n, 2)} % 729)::int, secs => (${h(n, 3)} % 86400)::int)`;

type Step = { name: string; sql: string };

/** The stories' ids, owners, statuses and dates, which every later step joins to. */
function storySkeleton(s: Shape): Step {
  return {
    name: 'story skeleton (ids, owners, statuses, dates)',
    sql: `create table bench_stories as
        select n, md5('campaign:' || n)::uuid as id, owner_n, status, created_at,
               case when status in ('active', 'completed', 'paused') then created_at + interval '2 hours' end as approved_at,
               deadline,
               case when status = 'completed' then deadline + interval '18 hours' end as completed_at,
               case when status = 'completed' then deadline + interval '18 hours' else now() end as end_at
          from (
            select n, owner_n, status, created_at,
                   case when status = 'completed' then least(created_at::date + 30 + (${h('n', 4)} % 150)::int, current_date - 1)
                        else current_date + 1 + (${h('n', 5)} % 300)::int end as deadline
              from (
                select n, owner_n, status,
                       now() - case when n = 1 then interval '200 days'
                                    when status = 'completed' then make_interval(days => 30 + (${h('n', 2)} % 700)::int, secs => (${h('n', 3)} % 86400)::int)
                                    when status in ('pending', 'draft') then make_interval(days => (${h('n', 2)} % 20)::int, secs => (${h('n', 3)} % 86400)::int)
                                    else ${publicAgo('n')} end as created_at
                  from (
                    select n,
                           case when n <= ${s.hot} then 'active'
                                when (n * 37) % 100 < 80 then 'active' when (n * 37) % 100 < 92 then 'completed'
                                when (n * 37) % 100 < 95 then 'paused' when (n * 37) % 100 < 97 then 'pending'
                                when (n * 37) % 100 = 97 then 'rejected' else 'draft' end as status,
                           case when n % 200 = 1 and n <= 10000 then 1 else 2 + (${h('n', 1)} % (${s.users} - 1))::int end as owner_n
                      from generate_series(1, ${s.stories}) n
                  ) a
              ) b
          ) c;
        alter table bench_stories add primary key (n)`,
  };
}

/** The sign-in accounts. */
function accounts(s: Shape): Step {
  return {
    name: `${s.users} accounts`,
    sql: `insert into auth_users (id, email, email_confirmed_at, last_sign_in_at, created_at, updated_at)
        select md5('user:' || n)::uuid, 'user' || n || '@example.com', at, at, at, at
          from (select n, now() - ${publicAgo('n + 7')} as at from generate_series(1, ${s.users}) n) u`,
  };
}

/** The profile rows: a few admins, some verified owners, a few waiting for verification. */
function profiles(s: Shape): Step {
  return {
    name: `${s.users} profiles`,
    sql: `insert into users (id, email, full_name, region, role, verification_status, ghana_card_number, verification_requested_at, created_at, updated_at)
        select md5('user:' || n)::uuid, 'user' || n || '@example.com',
               ${pick('first', h('n', 13))} || ' ' || ${pick('last', h('n', 14))}, ${pick('regions', h('n', 15))},
               case when n between 2 and 6 then 'admin' else 'user' end,
               case when v < 30 then 'verified' when v = 30 then 'pending' else 'unverified' end,
               case when v = 30 then 'GHA-' || lpad(n::text, 9, '0') || '-' || (n % 10) end,
               case when v = 30 then now() - make_interval(hours => (n % 200)) end,
               at, at
          from (select n, case when n <= 6 then 0 else ${h('n', 16)} % 100 end as v, now() - ${publicAgo('n + 7')} as at
                  from generate_series(1, ${s.users}) n) u`,
  };
}

/** One cover photo per story. */
function covers(s: Shape): Step {
  return {
    name: `${s.stories} covers (uploads)`,
    sql: `insert into uploads (id, owner_id, kind, content_hash, pixel_hash, width, height, variants, created_at)
        select md5('upload:' || n)::uuid, md5('user:' || owner_n)::uuid, 'image',
               md5('content:' || n) || md5('more:' || n), left(md5('pixels:' || n), 16), 1600, 1067,
               '[{"width":320,"height":213,"bytes":8214},{"width":640,"height":427,"bytes":21876},{"width":1024,"height":683,"bytes":44312},{"width":1600,"height":1067,"bytes":91038}]'::jsonb,
               created_at
          from bench_stories`,
  };
}

/** The gifts: a tenth to the popular story, most of the rest to the hot stories, a few to each of the others. */
function donations(s: Shape): Step {
  return {
    name: `${s.donations} donations`,
    sql: `insert into donations (campaign_id, amount, requested_amount, donor_user_id, donor_name, is_anonymous, hide_amount, message, donor_email,
                                   method, provider, reference, status, payer_key, provider_status, paid_at, verified_at, refunded_at, expired_at,
                                   created_at, updated_at)
        select st.id, d.amount, d.amount,
               case when random() < 0.3 then md5('user:' || (1 + floor(random() * ${s.users}))::int)::uuid end,
               case when random() < 0.92 then ${pick('first', 'floor(random() * 1000)::int')} || ' ' || ${pick('last', 'floor(random() * 1000)::int')} end,
               random() < 0.12, random() < 0.08,
               case when random() < 0.2 then ${pick('messages', 'floor(random() * 1000)::int')} end,
               case when random() < 0.4 then 'donor' || floor(random() * ${s.users * 2})::int || '@example.com' end,
               d.method, 'demo', 'sc-' || lpad(d.i::text, 10, '0'), d.status,
               md5('payer:' || d.payer) || md5('key:' || d.payer),
               case d.status when 'succeeded' then 'success' when 'refunded' then 'success' when 'failed' then 'failed' else null end,
               case when d.status in ('succeeded', 'refunded') then p.at end,
               case when d.status in ('succeeded', 'refunded', 'failed') then p.at end,
               case when d.status = 'refunded' then least(p.at + interval '2 days', now()) end,
               case when d.status = 'expired' then p.at + interval '24 hours' end,
               case when d.status = 'pending' then now() - d.r * interval '12 hours' else p.at - interval '2 minutes' end,
               case when d.status = 'pending' then now() - d.r * interval '12 hours' else p.at end
          from (
            select x.i, x.n, x.r, x.payer,
                   100 * (array[2, 5, 10, 10, 20, 20, 50, 50, 50, 100, 100, 200, 500, 1000, 2000])[1 + floor(random() * 15)::int]::bigint as amount,
                   case when x.s < 0.95 then 'succeeded' when x.s < 0.952 then 'pending' when x.s < 0.97 then 'failed'
                        when x.s < 0.99 then 'expired' else 'refunded' end as status,
                   case when x.m < 0.2 then 'card' when x.m < 0.65 then 'mtn_momo' when x.m < 0.85 then 'telecel_cash' else 'airteltigo_money' end as method
              from (
                select i, random() as r, random() as s, random() as m, floor(random() * ${Math.ceil(s.donations / 3)})::int as payer,
                       case when t % 100 * 37 % 100 >= 95 and t > 1 then t - 1 else t end as n
                  from (
                    select i, case when i <= ${s.donations / 10} then 1
                                   when random() < 0.8 then 2 + floor(${Math.max(s.hot - 1, 1)} * power(random(), 3))::int
                                   else ${s.hot + 1} + floor(random() * ${s.stories - s.hot})::int end as t
                      from generate_series(1, ${s.donations}) i
                  ) a
              ) x
          ) d
          join bench_stories st on st.n = d.n
          cross join lateral (select st.approved_at + d.r * (st.end_at - st.approved_at) as at) p`,
  };
}

/** The ledger lines the app writes when a gift settles. */
function donationLedger(): Step {
  return {
    name: 'ledger lines of settled donations',
    sql: `insert into ledger_entries (journal_id, campaign_id, account, amount, kind, donation_id, available_at, created_at)
        select md5('donation:' || d.id::text)::uuid, d.campaign_id, e.account, e.amount, 'donation', d.id,
               case when d.method = 'card' and e.account = 'available' then d.paid_at + interval '7 days' else d.paid_at end, d.paid_at
          from donations d cross join lateral (values ('donors', -d.amount), ('available', d.amount)) as e(account, amount)
         where d.status in ('succeeded', 'refunded') and d.paid_at is not null`,
  };
}

/** The ledger lines the app writes for a refund. */
function refundLedger(): Step {
  return {
    name: 'ledger lines of refunds',
    sql: `insert into ledger_entries (journal_id, campaign_id, account, amount, kind, donation_id, available_at, created_at)
        select md5('refund:' || d.id::text)::uuid, d.campaign_id, e.account, e.amount, 'refund', d.id,
               case when d.method = 'card' and e.account = 'available' then greatest(d.paid_at + interval '7 days', d.refunded_at) else d.refunded_at end,
               d.refunded_at
          from donations d cross join lateral (values ('donors', d.amount), ('available', -d.amount)) as e(account, amount)
         where d.status = 'refunded'`,
  };
}

/** The stories themselves, their totals summed from their gifts. */
function stories(s: Shape): Step {
  return {
    name: `${s.stories} stories (totals from their donations)`,
    sql: `insert into campaigns (id, owner_id, slug, title, summary, story, category, region, beneficiary, relationship, goal, raised, donor_count,
                                   cover_upload_id, deadline, status, moderation_reason, closed_reason, submitted_at, approved_at, completed_at, created_at, updated_at)
        select st.id, md5('user:' || st.owner_n)::uuid,
               trim(both '-' from lower(regexp_replace(w.title, '[^a-zA-Z0-9]+', '-', 'g'))) || '-' || st.n,
               w.title,
               w.person || ' needs help with ' || lower(w.need) || '. Every cedi brings the family in ' || w.town || ' closer to the goal; updates follow.',
               (select string_agg(${pick('sentences', h('st.n * 31 + k', 21))}, ' ') from generate_series(1, 7 + (${h('st.n', 22)} % 7)::int) k)
                 || case when ${h('st.n', 23)} % 500 = 0 then ' ' || ${pick('rare', 'st.n')} else '' end
                 || ' We live in ' || w.town || ' and the money is for ' || lower(w.need) || '.',
               ${pick('categories', h('st.n', 24))}, ${pick('regions', h('st.n', 25))}, w.person,
               (array['myself', 'family', 'friend', 'community', 'organisation'])[1 + (st.n % 5)],
               case when st.n = 1 then 100000000 else (array[50000, 100000, 200000, 500000, 1000000, 2000000, 5000000, 10000000, 50000000])[1 + (${h('st.n', 26)} % 9)::int] end,
               coalesce(t.raised, 0), coalesce(t.donors, 0),
               md5('upload:' || st.n)::uuid, st.deadline, st.status,
               case when st.status = 'rejected' then 'The story does not say who receives the money.' end,
               case when st.status = 'completed' then 'deadline' end,
               case when st.status <> 'draft' then st.created_at + interval '5 minutes' end,
               st.approved_at, st.completed_at, st.created_at, st.created_at
          from bench_stories st
          cross join lateral (
            select ${pick('needs', h('st.n', 27))} as need, ${pick('first', h('st.n', 28))} || ' ' || ${pick('last', h('st.n', 29))} as person,
                   ${pick('towns', h('st.n', 30))} as town
          ) v
          cross join lateral (select v.need || ' for ' || v.person || ' in ' || v.town as title, v.need, v.person, v.town) w
          left join (
            select campaign_id, sum(amount) as raised, count(*) as donors from donations where status = 'succeeded' group by campaign_id
          ) t on t.campaign_id = st.id`,
  };
}

/** Owners' updates: several on each hot story, one on every second other. */
function updates(s: Shape): Step {
  return {
    name: 'updates',
    sql: `insert into campaign_updates (campaign_id, author_id, title, body, is_impact, created_at)
        select st.id, md5('user:' || st.owner_n)::uuid,
               case when k = 0 and st.status = 'completed' then 'What your gifts did' else 'Update ' || k || ' from the family' end,
               ${pick('sentences', h('st.n * 7 + k', 31))} || ' ' || ${pick('sentences', h('st.n * 11 + k', 32))},
               k = 0 and st.status = 'completed',
               least(st.approved_at + (k + 1) * interval '9 days', now() - interval '1 hour')
          from bench_stories st cross join lateral generate_series(0, case when st.n <= ${s.hot} then 3 else 0 end) k
         where st.approved_at is not null and (st.n <= ${s.hot} or st.n % 2 = 0)`,
  };
}

/** Reports on a few stories, some processed. */
function reports(s: Shape): Step {
  return {
    name: 'reports',
    sql: `insert into reports (campaign_id, reporter_id, reason, details, status, action, processed_by, processed_at, created_at)
        select st.id, md5('user:' || (1 + (${h('st.n', 41)} % ${s.users})::int))::uuid,
               (array['scam', 'impersonation', 'misleading', 'misuse', 'inappropriate', 'other'])[1 + st.n % 6],
               'The photos look like the ones on another story.',
               case when st.n % 5 < 2 then 'open' when st.n % 5 < 4 then 'dismissed' else 'actioned' end,
               case when st.n % 5 between 2 and 3 then 'dismiss' when st.n % 5 = 4 then 'warn' end,
               case when st.n % 5 >= 2 then ${known.admin} end,
               case when st.n % 5 >= 2 then st.approved_at + interval '3 days' end,
               st.approved_at + interval '1 day'
          from bench_stories st where st.approved_at is not null and st.n % 50 = 3`,
  };
}

/** Fraud alerts on a few stories, some reviewed. */
function fraudAlerts(): Step {
  return {
    name: 'fraud alerts',
    sql: `insert into fraud_alerts (rule, target_key, campaign_id, user_id, evidence, status, reviewed_by, reviewed_at, created_at, updated_at)
        select (array['donation_burst', 'outsized_donation', 'new_account_high_goal'])[1 + st.n % 3], 'campaign:' || st.id, st.id,
               md5('user:' || st.owner_n)::uuid, jsonb_build_object('gifts', 12 + st.n % 40, 'window_minutes', 10),
               case when st.n % 3 = 0 then 'open' else 'reviewed' end,
               case when st.n % 3 <> 0 then ${known.admin} end,
               case when st.n % 3 <> 0 then st.approved_at + interval '2 days' end,
               st.approved_at + interval '1 day', st.approved_at + interval '1 day'
          from bench_stories st where st.approved_at is not null and st.n % 100 = 7`,
  };
}

/** The audit log of the stories' approvals and rejections. */
function auditLog(): Step {
  return {
    name: 'audit log',
    sql: `insert into moderation_log (actor_id, actor_email, action, target_type, target_id, reason, created_at)
        select ${known.admin}, 'user2@example.com', case when st.status = 'rejected' then 'reject' else 'approve' end, 'campaign', st.id,
               case when st.status = 'rejected' then 'The story does not say who receives the money.' end, st.created_at + interval '2 hours'
          from bench_stories st where st.status in ('active', 'completed', 'paused', 'rejected') and st.n % 5 = 0`,
  };
}

/** Payout accounts of the hot stories' owners, their withdrawals and the ledger lines those wrote. */
function payouts(s: Shape): Step {
  return {
    name: 'payout accounts and withdrawals',
    sql: `insert into payout_accounts (id, user_id, method, account_number, bank_code, bank_name, account_name, recipient_code, status, confirmed_at, created_at)
        select md5('payout:' || o.owner_n)::uuid, md5('user:' || o.owner_n)::uuid, 'mtn_momo', lpad(o.owner_n::text, 10, '0'), 'MTN',
               'MTN Mobile Money', 'Account holder ' || o.owner_n, 'RCP_' || o.owner_n, 'active', now() - interval '150 days', now() - interval '150 days'
          from (select distinct owner_n from bench_stories where n <= ${Math.min(21, s.hot)}) o;
        insert into withdrawals (id, campaign_id, requested_by, payout_account_id, amount, purpose, reference, status, decided_by,
                                 transfer_code, provider_status, requested_at, decided_at, processing_at, finished_at, updated_at)
        select md5('withdrawal:' || st.n || ':' || k)::uuid, st.id, md5('user:' || st.owner_n)::uuid, md5('payout:' || st.owner_n)::uuid,
               greatest(100, c.raised / 20), 'Hospital bill and medicines for the first weeks', 'wd-bench-' || st.n || '-' || k,
               case when k = 1 then 'paid' else 'requested' end, case when k = 1 then ${known.admin} end,
               case when k = 1 then 'TRF_' || st.n end, case when k = 1 then 'success' end,
               now() - (20 - 10 * k) * interval '1 day' - interval '1 hour',
               case when k = 1 then now() - interval '10 days' end, case when k = 1 then now() - interval '10 days' end,
               case when k = 1 then now() - interval '9 days' end, now() - (20 - 10 * k) * interval '1 day'
          from bench_stories st join campaigns c on c.id = st.id
          cross join generate_series(1, case when st.n <= 5 then 2 else 1 end) k
         where st.n <= ${Math.min(21, s.hot)} and c.raised > 2000;
        insert into ledger_entries (journal_id, campaign_id, account, amount, kind, withdrawal_id, available_at, created_at)
        select md5(j.kind || ':' || w.id::text)::uuid, w.campaign_id, e.account, e.amount * w.amount, j.kind, w.id, j.at, j.at
          from withdrawals w
          cross join lateral (values ('reserve', w.requested_at), ('payout', w.finished_at)) as j(kind, at)
          cross join lateral (values ('reserve', 'available', -1), ('reserve', 'reserved', 1), ('payout', 'reserved', -1), ('payout', 'paid_out', 1))
                     as e(kind, account, amount)
         where e.kind = j.kind and j.at is not null`,
  };
}

function stepsFor(s: Shape): Step[] {
  return [
    storySkeleton(s),
    accounts(s),
    profiles(s),
    covers(s),
    donations(s),
    donationLedger(),
    refundLedger(),
    stories(s),
    updates(s),
    reports(s),
    fraudAlerts(),
    auditLog(),
    payouts(s),
  ];
}

async function timed(log: (line: string) => void, name: string, steps: GenerationStep[], work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  steps.push({ name, ms });
  log(`    ${name}: ${(ms / 1000).toFixed(1)} s`);
}

/** Indexes of the big tables that no constraint owns: dropped during the load, built again after (much faster). */
async function secondaryIndexes(db: Queryable): Promise<Array<{ name: string; definition: string }>> {
  return db.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = 'public' and i.tablename in ('donations', 'ledger_entries')
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
}

/** Fills an empty, migrated database with a set of `stories` stories. */
export async function generate(db: Database, stories: number, log: (line: string) => void): Promise<GenerationStep[]> {
  const shape = shapeOf(stories);
  const steps: GenerationStep[] = [];
  const indexes = await secondaryIndexes(db);
  await timed(log, `drop ${indexes.length} secondary indexes of donations and ledger`, steps, () =>
    db.exec(indexes.map((i) => `drop index ${i.name};`).join('\n')),
  );
  for (const step of stepsFor(shape)) {
    const statements = step.sql.split(/;\s*\n/).filter((sql) => sql.trim());
    await timed(log, step.name, steps, () =>
      db.transaction(async (tx) => {
        await tx.query('set local session_replication_role = replica');
        await tx.query("set local work_mem = '256MB'");
        await tx.query('select setseed(0.42)');
        for (const sql of statements) await tx.query(sql);
      }),
    );
  }
  await timed(log, `build ${indexes.length} secondary indexes`, steps, async () => {
    for (const index of indexes) await db.exec(index.definition);
  });
  await timed(log, 'drop the story skeleton', steps, () => db.exec('drop table bench_stories'));
  await finishSet(db, steps, log);
  return steps;
}

/** Rebuilds what derives from the base rows (when the schema has the function), then vacuum analyze. */
export async function finishSet(db: Database, steps: GenerationStep[], log: (line: string) => void): Promise<void> {
  const [rebuild] = await db.query<{ present: boolean }>(
    "select exists (select 1 from pg_proc where proname = 'rebuild_derived_state') as present",
  );
  if (rebuild?.present) await timed(log, 'rebuild_derived_state()', steps, () => db.query('select rebuild_derived_state()'));
  else log('    rebuild_derived_state() is not in this schema yet: skipped');
  await timed(log, 'vacuum analyze', steps, () => db.exec('vacuum analyze'));
}
