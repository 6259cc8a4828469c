-- Cash collected in person (a funeral collection, a church offering, a market
-- stall): the owner records it, a co-signer (or an admin, when the story has
-- none) confirms or refuses it, never the person who recorded it. Confirmed
-- cash counts toward the story's progress and shows in its open ledger as
-- "collected in person". It is never money Nnoboa holds or can pay out, and the
-- database keeps it so:
--   * cash has its own two ledger accounts, in_person_givers and in_person,
--     written only by journals of kind 'cash', which touch no other account;
--   * every journal has one kind, so no journal can move money between the
--     cash accounts and available, reserved or paid_out;
--   * a cash journal exists once per confirmed collection, for its amount;
--   * a collection is decided once, by someone other than who recorded it,
--     and what it says never changes afterwards.

create table cash_collections (
  id uuid primary key default gen_random_uuid(),
  -- A story deleted before any cash was confirmed takes its records with it; confirmed cash keeps
  -- its story (its ledger entries refuse the delete, and a story that raised money is closed, not deleted).
  campaign_id uuid not null references campaigns (id) on delete cascade,
  recorded_by uuid references users (id) on delete set null,
  amount bigint not null check (amount between 100 and 100000000),
  -- The day it was collected (Ghana's time, UTC).
  collected_on date not null,
  -- Where or what: "Saturday funeral collection".
  place text not null check (length(place) between 3 and 120),
  note text check (note is null or length(note) between 1 and 500),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'refused')),
  decided_by uuid references users (id) on delete set null,
  -- As whom: one of the story's co-signers, or an admin (a story without co-signers).
  decided_as text check (decided_as in ('cosigner', 'admin')),
  -- Why it was refused; the owner reads it.
  reason text check (reason is null or length(reason) between 3 and 1000),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  check ((status = 'pending') = (decided_at is null)),
  check ((status = 'pending') = (decided_as is null)),
  check ((status = 'refused') = (reason is not null)),
  -- Nobody confirms or refuses their own record.
  constraint cash_not_own_decision check (decided_by is null or recorded_by is null or decided_by <> recorded_by)
);
create index cash_collections_campaign on cash_collections (campaign_id, created_at desc, id desc);
create index cash_collections_pending on cash_collections (created_at, id) where status = 'pending';

-- A record says once what was collected; it is decided once, and only from pending.
create function cash_collection_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    if old.status = 'confirmed' then
      raise exception 'confirmed cash is never deleted' using errcode = '55000';
    end if;
    return old;
  end if;
  if new.campaign_id <> old.campaign_id or new.amount <> old.amount or new.collected_on <> old.collected_on
     or new.place <> old.place or new.note is distinct from old.note or new.created_at <> old.created_at
     or new.recorded_by is distinct from old.recorded_by and new.recorded_by is not null then
    raise exception 'a cash record is never changed; refuse it and record it again' using errcode = '55000';
  end if;
  if new.status is distinct from old.status and old.status <> 'pending' then
    raise exception 'this cash record was already %', old.status using errcode = '55000';
  end if;
  if old.status <> 'pending' and (new.decided_at is distinct from old.decided_at or new.decided_as is distinct from old.decided_as
     or new.reason is distinct from old.reason or new.decided_by is distinct from old.decided_by and new.decided_by is not null) then
    raise exception 'a decision on cash is never changed' using errcode = '55000';
  end if;
  return new;
end $$;
create trigger cash_collection_changed before update or delete on cash_collections
  for each row execute function cash_collection_changed();

-- Confirmed cash counts toward the story's progress (raised, and the part of it collected in person).
alter table campaigns add column collected_in_person bigint not null default 0;
alter table campaigns add constraint campaigns_in_person_within_raised check (collected_in_person between 0 and raised);

create function cash_collection_confirmed() returns trigger language plpgsql as $$
begin
  update campaigns set raised = raised + new.amount, collected_in_person = collected_in_person + new.amount
   where id = new.campaign_id;
  return null;
end $$;
create trigger cash_collection_confirmed after update of status on cash_collections
  for each row when (old.status = 'pending' and new.status = 'confirmed') execute function cash_collection_confirmed();

-- The ledger: two accounts and a kind for cash, apart from every other account and kind.
alter table ledger_entries add column cash_collection_id uuid references cash_collections (id) on delete restrict;
alter table ledger_entries drop constraint ledger_entries_account_check;
alter table ledger_entries add constraint ledger_entries_account_check
  check (account in ('donors', 'available', 'reserved', 'paid_out', 'platform', 'in_person_givers', 'in_person'));
alter table ledger_entries drop constraint ledger_entries_kind_check;
alter table ledger_entries add constraint ledger_entries_kind_check
  check (kind in ('donation', 'refund', 'reserve', 'payout', 'release', 'reversal', 'cash'));
alter table ledger_entries add constraint ledger_cash_has_collection check ((kind = 'cash') = (cash_collection_id is not null));
alter table ledger_entries add constraint ledger_cash_accounts_apart
  check ((kind = 'cash') = (account in ('in_person_givers', 'in_person')));
create unique index ledger_once_per_cash on ledger_entries (cash_collection_id, account) where cash_collection_id is not null;

-- A cash entry is the confirmed amount of a collection of the same story: +amount in person, -amount from its givers.
create function ledger_cash_entry() returns trigger language plpgsql as $$
declare
  c cash_collections%rowtype;
begin
  select * into c from cash_collections where id = new.cash_collection_id;
  if c.status is distinct from 'confirmed' or c.campaign_id <> new.campaign_id
     or new.amount <> (case when new.account = 'in_person' then c.amount else -c.amount end)
     or new.available_at > clock_timestamp() then
    raise exception 'ledger cash entry does not match a confirmed collection of story %', new.campaign_id
      using errcode = '23514', constraint = 'ledger_cash_entry';
  end if;
  return null;
end $$;
create trigger ledger_cash_entry after insert on ledger_entries
  for each row when (new.kind = 'cash') execute function ledger_cash_entry();

-- Checked at commit: every journal sums to zero, all its entries of one kind and one story.
create or replace function ledger_journal_balanced() returns trigger language plpgsql as $$
declare
  total bigint;
  kinds integer;
  stories integer;
begin
  select coalesce(sum(amount), 0), count(distinct kind), count(distinct campaign_id) into total, kinds, stories
    from ledger_entries where journal_id = new.journal_id;
  if total <> 0 then
    raise exception 'ledger journal % does not balance', new.journal_id using errcode = '23514';
  end if;
  if kinds <> 1 or stories <> 1 then
    raise exception 'ledger journal % mixes kinds or stories', new.journal_id using errcode = '23514';
  end if;
  return null;
end $$;

-- Checked at commit: a confirmed collection has its journal in the ledger.
create function cash_collection_in_ledger() returns trigger language plpgsql as $$
begin
  if new.status = 'confirmed' and not exists (
    select 1 from ledger_entries where cash_collection_id = new.id and account = 'in_person') then
    raise exception 'confirmed cash % is not in the ledger', new.id using errcode = '23514';
  end if;
  return null;
end $$;
create constraint trigger cash_collection_in_ledger after update of status on cash_collections
  deferrable initially deferred for each row execute function cash_collection_in_ledger();

-- Recording, confirming and refusing cash are in the audit log.
alter table moderation_log drop constraint moderation_log_action_check;
alter table moderation_log add constraint moderation_log_action_check check (action in (
  'approve', 'reject', 'pause', 'resume',
  'report_open', 'report_dismiss', 'report_warn', 'report_pause', 'report_remove',
  'alert_reviewed', 'alert_dismissed', 'alert_escalated',
  'verify', 'verification_rejected', 'view_document',
  'grant_admin', 'remove_admin',
  'withdrawal_approve', 'withdrawal_reject',
  'cash_record', 'cash_confirm', 'cash_refuse'));
alter table moderation_log drop constraint moderation_log_target_type_check;
alter table moderation_log add constraint moderation_log_target_type_check
  check (target_type in ('campaign', 'report', 'fraud_alert', 'user', 'withdrawal', 'cash'));
