-- What a run at 100,000 stories and 10,000,000 gifts showed:
-- * "has this story any donation?" scanned every gift: gifts get an index by story;
-- * a popular story's held card money was thousands of entries to add up on every read of its
--   balance: money that counts later is kept per story, account and kind by the hour it comes free
--   (its time rounded up to the hour), so a week of holds is at most 168 rows however many gifts.

create index donations_campaign on donations (campaign_id);

-- When held money comes free: its time, rounded up to the next whole hour (UTC).
create function release_hour(at timestamptz) returns timestamptz language sql immutable parallel safe as $$
  select case when date_bin('1 hour', at, timestamptz '2000-01-01 00:00:00+00') = at then at
              else date_bin('1 hour', at, timestamptz '2000-01-01 00:00:00+00') + interval '1 hour' end
$$;

drop table ledger_holds;
create table ledger_holds (
  campaign_id uuid not null references campaigns (id) on delete restrict,
  account text not null,
  kind text not null,
  release_at timestamptz not null,
  amount bigint not null default 0,
  primary key (campaign_id, account, kind, release_at)
);
create index ledger_holds_due on ledger_holds (release_at);

create or replace function ledger_entry_posted() returns trigger language plpgsql as $$
declare
  balance bigint;
begin
  if new.available_at > clock_timestamp() then
    insert into ledger_holds (campaign_id, account, kind, release_at, amount)
    values (new.campaign_id, new.account, new.kind, release_hour(new.available_at), new.amount)
    on conflict (campaign_id, account, kind, release_at) do update set amount = ledger_holds.amount + excluded.amount;
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
                    where campaign_id = new.campaign_id and account = 'available' and release_at <= clock_timestamp()), 0)
    into balance;
  if balance < 0 then
    raise exception 'the available balance of story % would be % pesewas', new.campaign_id, balance
      using errcode = '23514', constraint = 'ledger_available_not_negative';
  end if;
  return null;
end $$;

create or replace function mature_ledger_holds() returns integer language plpgsql as $$
declare
  moved integer;
begin
  with due as (
    delete from ledger_holds where release_at <= now() returning campaign_id, account, kind, amount
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

-- The ledger's part of rebuild_derived_state(), with held money by the hour.
create function rebuild_ledger_state() returns void language plpgsql as $$
begin
  delete from ledger_holds;
  delete from ledger_balances;
  insert into ledger_balances (campaign_id, account, kind, amount)
  select campaign_id, account, kind, sum(amount) from ledger_entries where available_at <= now() group by 1, 2, 3;
  insert into ledger_holds (campaign_id, account, kind, release_at, amount)
  select campaign_id, account, kind, release_hour(available_at), sum(amount)
    from ledger_entries where available_at > now() group by 1, 2, 3, 4;
end $$;

select rebuild_ledger_state();

-- Everything 0020 keeps, computed again from the base tables, the ledger as above.
create or replace function rebuild_derived_state() returns void language plpgsql as $$
begin
  delete from campaign_counts;
  delete from campaign_money;
  delete from counters;
  delete from daily_activity;
  delete from campaign_daily;

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
  perform rebuild_ledger_state();
end $$;

