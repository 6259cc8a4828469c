-- Reads that do not grow with the data. Every figure a screen shows is kept
-- up to date by triggers in the transaction of the change it follows, so a
-- read sums a handful of rows instead of scanning every story, gift or entry:
--   campaign_counts  stories by status, category, region, short of goal or not, taken down or not
--   campaign_money   money raised and gifts counted, by status (16 shards, so gifts to
--                    different stories do not queue on one row)
--   counters         people, verified people, admins, reports, fraud alerts (16 shards)
--   daily_activity   per day (UTC, Ghana's time): gifts and their money, stories sent for
--                    review, sign-ups, reports (16 shards)
--   campaign_daily   per story per day: gifts, money (private amounts apart), for the open
--                    ledger's money in by day and for "trending"
--   ledger_balances  per story, account and kind: the sum of the ledger's entries that count now
--   ledger_holds     the entries that count later (card money held 7 days), until they mature
-- campaigns.trend_amount is the money of the last seven days (a rolling per-day total): a
-- gift adds to it, and roll_trend_window() takes away each day that leaves the window.
-- rebuild_derived_state() recomputes all of it from the base tables.

create function derived_shard(id uuid) returns smallint language sql immutable parallel safe
  as $$ select (hashtext(id::text) & 15)::smallint $$;
create function utc_day(at timestamptz) returns date language sql immutable parallel safe
  as $$ select (at at time zone 'UTC')::date $$;

-- Stories ------------------------------------------------------------------

alter table campaigns add column trend_amount bigint not null default 0;

-- One index per public sort, over public stories only (what lists show), each
-- ending in the id so a page can start after the last story of the one before.
create index campaigns_public_newest on campaigns (created_at desc, id desc)
  where status in ('active', 'completed') and closed_reason is distinct from 'admin';
create index campaigns_public_funded on campaigns ((raised::float8 / goal) desc, raised desc, id desc)
  where status in ('active', 'completed') and closed_reason is distinct from 'admin';
create index campaigns_public_ending on campaigns ((status <> 'active'), deadline, id)
  where status in ('active', 'completed') and closed_reason is distinct from 'admin';
create index campaigns_public_trending on campaigns (trend_amount desc, created_at desc, id desc)
  where status in ('active', 'completed') and closed_reason is distinct from 'admin';
-- Success stories: closed and funded, newest first.
create index campaigns_success on campaigns (created_at desc, id desc)
  where status = 'completed' and raised >= goal and closed_reason is distinct from 'admin';
drop index campaigns_public_created;
create index campaigns_owner_newest on campaigns (owner_id, created_at desc, id desc);
create index campaigns_updated on campaigns (updated_at desc, id desc);
create index campaigns_pending_queue on campaigns (submitted_at, id) where status = 'pending';

create table campaign_counts (
  status text not null,
  category text not null,
  region text not null,
  below_goal boolean not null,
  taken_down boolean not null,
  stories integer not null default 0,
  primary key (status, category, region, below_goal, taken_down)
);

create table campaign_money (
  status text not null,
  shard smallint not null,
  raised bigint not null default 0,
  donors bigint not null default 0,
  primary key (status, shard)
);

create table counters (
  name text not null check (name in ('users', 'verified_users', 'admins', 'reports', 'fraud_alerts')),
  shard smallint not null,
  value bigint not null default 0,
  primary key (name, shard)
);

create table daily_activity (
  day date not null,
  shard smallint not null,
  donations integer not null default 0,
  amount bigint not null default 0,
  submitted integer not null default 0,
  signups integer not null default 0,
  reports integer not null default 0,
  primary key (day, shard)
);

create table campaign_daily (
  campaign_id uuid not null references campaigns (id) on delete cascade,
  day date not null,
  gifts integer not null default 0,
  -- Money of gifts whose amount is shown; private_gifts are counted, not summed here.
  amount bigint not null default 0,
  private_gifts integer not null default 0,
  -- All the day's money, private amounts included (for "trending").
  total bigint not null default 0,
  primary key (campaign_id, day)
);

-- The first day "trending" counts; roll_trend_window() moves it along.
create table trend_window (
  only_row boolean primary key default true check (only_row),
  start_day date not null
);
insert into trend_window (start_day) values (utc_day(now()) - 6);

create function bump_campaign_count(p_status text, p_category text, p_region text, p_below boolean, p_down boolean, p_delta integer)
returns void language sql as $$
  insert into campaign_counts (status, category, region, below_goal, taken_down, stories)
  values (p_status, p_category, p_region, p_below, p_down, p_delta)
  on conflict (status, category, region, below_goal, taken_down) do update set stories = campaign_counts.stories + excluded.stories
$$;

create function bump_campaign_money(p_status text, p_shard smallint, p_raised bigint, p_donors bigint) returns void language sql as $$
  insert into campaign_money (status, shard, raised, donors) values (p_status, p_shard, p_raised, p_donors)
  on conflict (status, shard) do update set raised = campaign_money.raised + excluded.raised, donors = campaign_money.donors + excluded.donors
$$;

create function bump_counter(p_name text, p_shard smallint, p_delta bigint) returns void language sql as $$
  insert into counters (name, shard, value) values (p_name, p_shard, p_delta)
  on conflict (name, shard) do update set value = counters.value + excluded.value
$$;

create function bump_daily(p_day date, p_shard smallint, p_donations integer, p_amount bigint, p_submitted integer, p_signups integer,
  p_reports integer) returns void language sql as $$
  insert into daily_activity (day, shard, donations, amount, submitted, signups, reports)
  values (p_day, p_shard, p_donations, p_amount, p_submitted, p_signups, p_reports)
  on conflict (day, shard) do update set
    donations = daily_activity.donations + excluded.donations, amount = daily_activity.amount + excluded.amount,
    submitted = daily_activity.submitted + excluded.submitted, signups = daily_activity.signups + excluded.signups,
    reports = daily_activity.reports + excluded.reports
$$;

create function campaigns_keep_derived() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE'
     and old.status = new.status and old.category = new.category and old.region = new.region
     and (old.raised < old.goal) = (new.raised < new.goal)
     and (old.closed_reason is not distinct from 'admin') = (new.closed_reason is not distinct from 'admin')
     and old.raised = new.raised and old.donor_count = new.donor_count
     and old.submitted_at is not distinct from new.submitted_at then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform bump_campaign_count(old.status, old.category, old.region, old.raised < old.goal,
                                old.closed_reason is not distinct from 'admin', -1);
    perform bump_campaign_money(old.status, derived_shard(old.id), -old.raised, -old.donor_count);
    if old.submitted_at is not null then
      perform bump_daily(utc_day(old.submitted_at), derived_shard(old.id), 0, 0, -1, 0, 0);
    end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform bump_campaign_count(new.status, new.category, new.region, new.raised < new.goal,
                                new.closed_reason is not distinct from 'admin', 1);
    perform bump_campaign_money(new.status, derived_shard(new.id), new.raised, new.donor_count);
    if new.submitted_at is not null then
      perform bump_daily(utc_day(new.submitted_at), derived_shard(new.id), 0, 0, 1, 0, 0);
    end if;
  end if;
  return null;
end $$;
create trigger campaigns_keep_derived after insert or update or delete on campaigns
  for each row execute function campaigns_keep_derived();

-- Gifts --------------------------------------------------------------------

drop index donations_campaign_paid;
create index donations_campaign_paid on donations (campaign_id, paid_at desc, id desc) where status = 'succeeded';

-- One gift counted in (sign 1) or out (sign -1) of its story's day, the platform's day and the trend.
create function count_gift(p_story uuid, p_paid timestamptz, p_amount bigint, p_private boolean, p_sign integer) returns void
language plpgsql as $$
declare
  first_day date;
begin
  insert into campaign_daily (campaign_id, day, gifts, amount, private_gifts, total)
  values (p_story, utc_day(p_paid), p_sign, case when p_private then 0 else p_sign * p_amount end,
          case when p_private then p_sign else 0 end, p_sign * p_amount)
  on conflict (campaign_id, day) do update set
    gifts = campaign_daily.gifts + excluded.gifts, amount = campaign_daily.amount + excluded.amount,
    private_gifts = campaign_daily.private_gifts + excluded.private_gifts, total = campaign_daily.total + excluded.total;
  perform bump_daily(utc_day(p_paid), derived_shard(p_story), p_sign, p_sign * p_amount, 0, 0, 0);
  -- The window's first day cannot move while this transaction is open (roll_trend_window waits for it).
  perform pg_advisory_xact_lock_shared(hashtext('trend_window'));
  select start_day into first_day from trend_window;
  if utc_day(p_paid) >= first_day then
    update campaigns set trend_amount = trend_amount + p_sign * p_amount where id = p_story;
  end if;
end $$;

create function donations_keep_derived() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.status = 'succeeded' and old.paid_at is not null then
    perform count_gift(old.campaign_id, old.paid_at, old.amount, old.hide_amount, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status = 'succeeded' and new.paid_at is not null then
    perform count_gift(new.campaign_id, new.paid_at, new.amount, new.hide_amount, 1);
  end if;
  return null;
end $$;
create trigger donations_keep_derived after insert or update of status, amount, paid_at, hide_amount, campaign_id or delete
  on donations for each row execute function donations_keep_derived();

-- Drops the days that left the seven-day window from every story's trend. Safe to run from
-- any server, as often as wanted: it waits for gifts being counted, and does each day once.
create function roll_trend_window() returns integer language plpgsql as $$
declare
  first_day date;
  rolled integer := 0;
begin
  perform pg_advisory_xact_lock(hashtext('trend_window'));
  select start_day into first_day from trend_window for update;
  while first_day < utc_day(now()) - 6 loop
    update campaigns c set trend_amount = c.trend_amount - d.total
      from campaign_daily d where d.campaign_id = c.id and d.day = first_day and d.total <> 0;
    first_day := first_day + 1;
    rolled := rolled + 1;
  end loop;
  update trend_window set start_day = first_day;
  return rolled;
end $$;

-- People, reports, alerts ----------------------------------------------------

-- The admins' list of people: waiting for a decision first, then the newest.
create index users_admin_order on users ((verification_status = 'pending') desc, created_at desc, id);

create function users_keep_derived() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.verification_status = new.verification_status and old.role = new.role
     and old.created_at = new.created_at then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform bump_counter('users', derived_shard(old.id), -1);
    perform bump_counter('verified_users', derived_shard(old.id), -(old.verification_status = 'verified')::int);
    perform bump_counter('admins', derived_shard(old.id), -(old.role = 'admin')::int);
    perform bump_daily(utc_day(old.created_at), derived_shard(old.id), 0, 0, 0, -1, 0);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform bump_counter('users', derived_shard(new.id), 1);
    perform bump_counter('verified_users', derived_shard(new.id), (new.verification_status = 'verified')::int);
    perform bump_counter('admins', derived_shard(new.id), (new.role = 'admin')::int);
    perform bump_daily(utc_day(new.created_at), derived_shard(new.id), 0, 0, 0, 1, 0);
  end if;
  return null;
end $$;
create trigger users_keep_derived after insert or update of verification_status, role, created_at or delete on users
  for each row execute function users_keep_derived();

create function reports_keep_derived() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.created_at = new.created_at then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform bump_counter('reports', derived_shard(old.id), -1);
    perform bump_daily(utc_day(old.created_at), derived_shard(old.id), 0, 0, 0, 0, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform bump_counter('reports', derived_shard(new.id), 1);
    perform bump_daily(utc_day(new.created_at), derived_shard(new.id), 0, 0, 0, 0, 1);
  end if;
  return null;
end $$;
create trigger reports_keep_derived after insert or update of created_at or delete on reports
  for each row execute function reports_keep_derived();

create function fraud_alerts_keep_derived() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform bump_counter('fraud_alerts', derived_shard(new.id), 1);
  else
    perform bump_counter('fraud_alerts', derived_shard(old.id), -1);
  end if;
  return null;
end $$;
create trigger fraud_alerts_keep_derived after insert or delete on fraud_alerts
  for each row execute function fraud_alerts_keep_derived();

-- The ledger's balances --------------------------------------------------------

create table ledger_balances (
  campaign_id uuid not null references campaigns (id) on delete restrict,
  account text not null,
  kind text not null,
  amount bigint not null default 0,
  primary key (campaign_id, account, kind)
);

create table ledger_holds (
  entry_id bigint primary key references ledger_entries (id) on delete restrict,
  campaign_id uuid not null references campaigns (id) on delete restrict,
  account text not null,
  kind text not null,
  amount bigint not null,
  available_at timestamptz not null
);
create index ledger_holds_campaign on ledger_holds (campaign_id, available_at);
create index ledger_holds_due on ledger_holds (available_at);
-- A donation's journals, found from the donation.
create index ledger_entries_donation on ledger_entries (donation_id) where donation_id is not null;

-- Every entry adds to its story's balance at once, or waits among the holds until its
-- money counts. Then, as before, money taken from a story's available balance is checked:
-- writers of one story take turns (a transaction-long lock), and the balance, with every
-- committed entry, must not be below zero. "Now" is the clock after the lock.
drop trigger ledger_available_not_negative on ledger_entries;
drop function ledger_available_not_negative();

create function ledger_entry_posted() returns trigger language plpgsql as $$
declare
  balance bigint;
begin
  if new.available_at > clock_timestamp() then
    insert into ledger_holds (entry_id, campaign_id, account, kind, amount, available_at)
    values (new.id, new.campaign_id, new.account, new.kind, new.amount, new.available_at);
  else
    insert into ledger_balances (campaign_id, account, kind, amount) values (new.campaign_id, new.account, new.kind, new.amount)
    on conflict (campaign_id, account, kind) do update set amount = ledger_balances.amount + excluded.amount;
  end if;
  if new.account <> 'available' or new.amount > 0 then
    return null;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('ledger:' || new.campaign_id::text, 0));
  select coalesce((select sum(amount) from ledger_balances where campaign_id = new.campaign_id and account = 'available'), 0)
       + coalesce((select sum(amount) from ledger_holds
                    where campaign_id = new.campaign_id and account = 'available' and available_at <= clock_timestamp()), 0)
    into balance;
  if balance < 0 then
    raise exception 'the available balance of story % would be % pesewas', new.campaign_id, balance
      using errcode = '23514', constraint = 'ledger_available_not_negative';
  end if;
  return null;
end $$;
create trigger ledger_entry_posted after insert on ledger_entries
  for each row execute function ledger_entry_posted();

-- Held money whose time has come joins the balances. Safe to run from any server, any time.
create function mature_ledger_holds() returns integer language plpgsql as $$
declare
  moved integer;
begin
  with due as (
    delete from ledger_holds where available_at <= now() returning campaign_id, account, kind, amount
  ), summed as (
    select campaign_id, account, kind, sum(amount) as amount, count(*) as n from due group by 1, 2, 3
  ), added as (
    insert into ledger_balances (campaign_id, account, kind, amount)
    select campaign_id, account, kind, amount from summed
    on conflict (campaign_id, account, kind) do update set amount = ledger_balances.amount + excluded.amount
  )
  select coalesce(sum(n), 0) into moved from summed;
  return moved;
end $$;

-- Everything above, computed again from the base tables (after a bulk load with triggers off).
create function rebuild_derived_state() returns void language plpgsql as $$
begin
  delete from campaign_counts;
  delete from campaign_money;
  delete from counters;
  delete from daily_activity;
  delete from campaign_daily;
  delete from ledger_holds;
  delete from ledger_balances;

  insert into campaign_counts (status, category, region, below_goal, taken_down, stories)
  select status, category, region, raised < goal, closed_reason is not distinct from 'admin', count(*)
    from campaigns group by 1, 2, 3, 4, 5;
  insert into campaign_money (status, shard, raised, donors)
  select status, derived_shard(id), sum(raised), sum(donor_count) from campaigns group by 1, 2;
  insert into counters (name, shard, value)
  select 'users', derived_shard(id), count(*) from users group by 2
  union all select 'verified_users', derived_shard(id), count(*) from users where verification_status = 'verified' group by 2
  union all select 'admins', derived_shard(id), count(*) from users where role = 'admin' group by 2
  union all select 'reports', derived_shard(id), count(*) from reports group by 2
  union all select 'fraud_alerts', derived_shard(id), count(*) from fraud_alerts group by 2;
  insert into daily_activity (day, shard, donations, amount, submitted, signups, reports)
  select day, shard, sum(donations), sum(amount), sum(submitted), sum(signups), sum(reports) from (
    select utc_day(paid_at) as day, derived_shard(campaign_id) as shard, count(*) as donations, sum(amount) as amount,
           0 as submitted, 0 as signups, 0 as reports
      from donations where status = 'succeeded' and paid_at is not null group by 1, 2
    union all
    select utc_day(submitted_at), derived_shard(id), 0, 0, count(*), 0, 0 from campaigns where submitted_at is not null group by 1, 2
    union all
    select utc_day(created_at), derived_shard(id), 0, 0, 0, count(*), 0 from users group by 1, 2
    union all
    select utc_day(created_at), derived_shard(id), 0, 0, 0, 0, count(*) from reports group by 1, 2
  ) per_day group by 1, 2;
  insert into campaign_daily (campaign_id, day, gifts, amount, private_gifts, total)
  select campaign_id, utc_day(paid_at), count(*), coalesce(sum(amount) filter (where not hide_amount), 0),
         count(*) filter (where hide_amount), sum(amount)
    from donations where status = 'succeeded' and paid_at is not null group by 1, 2;
  update trend_window set start_day = utc_day(now()) - 6;
  update campaigns set trend_amount = 0 where trend_amount <> 0;
  update campaigns c set trend_amount = t.total
    from (select campaign_id, sum(total) as total from campaign_daily where day >= utc_day(now()) - 6 group by 1) t
   where t.campaign_id = c.id;
  insert into ledger_balances (campaign_id, account, kind, amount)
  select campaign_id, account, kind, sum(amount) from ledger_entries where available_at <= now() group by 1, 2, 3;
  insert into ledger_holds (entry_id, campaign_id, account, kind, amount, available_at)
  select id, campaign_id, account, kind, amount, available_at from ledger_entries where available_at > now();
end $$;

select rebuild_derived_state();
