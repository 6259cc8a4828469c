-- The upkeep of the kept figures in short transactions, so a backlog after an outage is worked
-- through batch by batch while the server answers. roll_trend_window(max_days) moves the
-- window at most that many days (each in the caller's statement); mature_ledger_holds(max_rows)
-- moves at most that many held rows, the oldest first, skipping rows another server moves.
-- The calls without a bound do everything at once, as before.

create function roll_trend_window(max_days integer) returns integer language plpgsql as $$
declare
  first_day date;
  rolled integer := 0;
begin
  perform pg_advisory_xact_lock(hashtext('trend_window'));
  select start_day into first_day from trend_window for update;
  while first_day < utc_day(now()) - 6 and rolled < max_days loop
    update campaigns c set trend_amount = c.trend_amount - d.total
      from campaign_daily d where d.campaign_id = c.id and d.day = first_day and d.total <> 0;
    first_day := first_day + 1;
    rolled := rolled + 1;
  end loop;
  update trend_window set start_day = first_day;
  return rolled;
end $$;

create or replace function roll_trend_window() returns integer language sql as $$
  select roll_trend_window(2147483647)
$$;

create function mature_ledger_holds(max_rows integer) returns integer language plpgsql as $$
declare
  moved integer;
begin
  with chosen as (
    select campaign_id, account, kind, release_at from ledger_holds
     where release_at <= now() order by release_at limit max_rows for update skip locked
  ), due as (
    delete from ledger_holds h using chosen
     where (h.campaign_id, h.account, h.kind, h.release_at) = (chosen.campaign_id, chosen.account, chosen.kind, chosen.release_at)
    returning h.campaign_id, h.account, h.kind, h.amount
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

create or replace function mature_ledger_holds() returns integer language sql as $$
  select mature_ledger_holds(2147483647)
$$;
