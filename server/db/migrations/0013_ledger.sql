-- One ledger for all money: every movement is written as balanced entries
-- (a journal sums to zero) in the transaction of the change it records, and
-- entries are never changed. Per story, accounts:
--   donors     what donors gave, less refunds (its balance is minus what was raised)
--   available  the story's money; card money counts only from its available_at
--              (7 days after payment, kept back for chargebacks)
--   reserved   asked for by a withdrawal, not paid yet
--   paid_out   paid to the beneficiary
--   platform   what Nnoboa covered (a refund larger than what the story still held)
-- The database refuses an available balance below zero.
create table ledger_entries (
  id bigint generated always as identity primary key,
  journal_id uuid not null,
  campaign_id uuid not null references campaigns (id) on delete restrict,
  account text not null check (account in ('donors', 'available', 'reserved', 'paid_out', 'platform')),
  amount bigint not null check (amount <> 0),
  kind text not null check (kind in ('donation', 'refund', 'reserve', 'payout', 'release', 'reversal')),
  donation_id uuid references donations (id) on delete restrict,
  withdrawal_id uuid references withdrawals (id) on delete restrict,
  available_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  check ((kind in ('donation', 'refund')) = (donation_id is not null)),
  check ((kind in ('reserve', 'payout', 'release', 'reversal')) = (withdrawal_id is not null))
);
create index ledger_entries_campaign on ledger_entries (campaign_id, account, available_at);
create index ledger_entries_journal on ledger_entries (journal_id);
create index ledger_entries_withdrawal on ledger_entries (withdrawal_id) where withdrawal_id is not null;
-- Nothing counts twice: one donation in and one refund per donation, one reservation, payout,
-- release and reversal per withdrawal, and money leaves a reservation once (paid or released).
create unique index ledger_once_per_donation on ledger_entries (kind, donation_id, account) where donation_id is not null;
create unique index ledger_once_per_withdrawal on ledger_entries (kind, withdrawal_id, account) where withdrawal_id is not null;
create unique index ledger_reservation_leaves_once on ledger_entries (withdrawal_id) where account = 'reserved' and amount < 0;

create function ledger_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'ledger entries are never changed or deleted; write a new journal instead' using errcode = '55000';
end $$;
create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function ledger_refuse_change();

-- Checked at commit: every journal sums to zero.
create function ledger_journal_balanced() returns trigger language plpgsql as $$
begin
  if (select coalesce(sum(amount), 0) from ledger_entries where journal_id = new.journal_id) <> 0 then
    raise exception 'ledger journal % does not balance', new.journal_id using errcode = '23514';
  end if;
  return null;
end $$;
create constraint trigger ledger_journal_balanced after insert on ledger_entries
  deferrable initially deferred for each row execute function ledger_journal_balanced();

-- Money taken from a story's available balance: writers of one story take
-- turns (a transaction-long lock), then the balance, with every committed
-- entry, must not be below zero. Two withdrawals racing for the last cedi
-- cannot both pass. "Now" is the clock after the lock (not the start of the
-- transaction), so money another writer committed meanwhile is counted.
-- Card money (and the refund of card money still held) counts from its
-- available_at, in the future.
create function ledger_available_not_negative() returns trigger language plpgsql as $$
declare
  balance bigint;
begin
  if new.account <> 'available' or new.amount > 0 then
    return null;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('ledger:' || new.campaign_id::text, 0));
  select coalesce(sum(amount), 0) into balance from ledger_entries
   where campaign_id = new.campaign_id and account = 'available' and available_at <= clock_timestamp();
  if balance < 0 then
    raise exception 'the available balance of story % would be % pesewas', new.campaign_id, balance
      using errcode = '23514', constraint = 'ledger_available_not_negative';
  end if;
  return null;
end $$;
create trigger ledger_available_not_negative after insert on ledger_entries
  for each row execute function ledger_available_not_negative();

-- The money of donations settled before the ledger existed (a refunded one in and out again).
insert into ledger_entries (journal_id, campaign_id, account, amount, kind, donation_id, available_at, created_at)
select md5('donation:' || d.id::text)::uuid, d.campaign_id, e.account, e.amount, 'donation', d.id,
       case when d.method = 'card' and e.account = 'available' then d.paid_at + interval '7 days' else d.paid_at end, d.paid_at
  from donations d
 cross join lateral (values ('donors', -d.amount), ('available', d.amount)) as e(account, amount)
 where d.status in ('succeeded', 'refunded') and d.paid_at is not null;
insert into ledger_entries (journal_id, campaign_id, account, amount, kind, donation_id, available_at, created_at)
select md5('refund:' || d.id::text)::uuid, d.campaign_id, e.account, e.amount, 'refund', d.id,
       case when d.method = 'card' and e.account = 'available' then greatest(d.paid_at + interval '7 days', d.refunded_at) else d.refunded_at end,
       d.refunded_at
  from donations d
 cross join lateral (values ('donors', d.amount), ('available', -d.amount)) as e(account, amount)
 where d.status = 'refunded' and d.refunded_at is not null
   and exists (select 1 from ledger_entries l where l.donation_id = d.id and l.kind = 'donation');
