-- Money out: where an owner is paid (payout accounts), the people who co-sign
-- a story's withdrawals (treasurers), the withdrawals and the co-signers'
-- votes on them. Money is whole pesewas.

-- Where an owner receives money. Changing it adds a new row: a withdrawal
-- keeps the account it was asked for, and the old one stays for the record.
create table payout_accounts (
  id uuid primary key default gen_random_uuid(),
  -- Kept when the owner's account goes: withdrawals made to it stay on record.
  user_id uuid references users (id) on delete set null,
  method text not null check (method in ('mtn_momo', 'telecel_cash', 'airteltigo_money', 'bank')),
  account_number text not null check (account_number ~ '^[0-9]{6,20}$'),
  -- The provider's code of the network (MTN, VOD, ATL) or bank (GhIPSS sort code).
  bank_code text not null check (bank_code ~ '^[A-Za-z0-9]{2,12}$'),
  bank_name text not null check (length(bank_name) between 1 and 120),
  -- The holder's name as the provider resolved it, shown to the owner to confirm.
  account_name text not null check (length(account_name) between 1 and 200),
  -- The provider's transfer recipient for this account, made once, on the first payout.
  recipient_code text check (recipient_code is null or length(recipient_code) between 1 and 100),
  -- unconfirmed: resolved, waiting for the owner; active: where money goes;
  -- replaced: an earlier active one; discarded: never confirmed.
  status text not null default 'unconfirmed' check (status in ('unconfirmed', 'active', 'replaced', 'discarded')),
  confirmed_at timestamptz,
  -- Withdrawals wait until then: this account replaced a confirmed one.
  hold_until timestamptz,
  created_at timestamptz not null default now(),
  replaced_at timestamptz,
  check ((status in ('active', 'replaced')) = (confirmed_at is not null)),
  check ((status = 'replaced') = (replaced_at is not null))
);
create unique index payout_accounts_one_active on payout_accounts (user_id) where status = 'active';
create unique index payout_accounts_one_unconfirmed on payout_accounts (user_id) where status = 'unconfirmed';
create index payout_accounts_destination on payout_accounts (method, bank_code, account_number) where status = 'active';

-- Up to three people who co-sign a story's withdrawals. Invited by e-mail;
-- whoever signs in with that address may accept.
create table campaign_treasurers (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references campaigns (id) on delete cascade,
  email text not null check (length(email) between 3 and 254),
  user_id uuid references users (id) on delete set null,
  invited_by uuid references users (id) on delete set null,
  status text not null default 'invited' check (status in ('invited', 'accepted', 'declined', 'cancelled')),
  invited_at timestamptz not null default now(),
  expires_at timestamptz not null,
  answered_at timestamptz,
  check (status = 'invited' or answered_at is not null)
);
create unique index campaign_treasurers_one_live on campaign_treasurers (campaign_id, lower(email)) where status in ('invited', 'accepted');
create index campaign_treasurers_email on campaign_treasurers (lower(email)) where status = 'invited';
create index campaign_treasurers_user on campaign_treasurers (user_id) where status = 'accepted';

create table withdrawals (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references campaigns (id) on delete restrict,
  requested_by uuid references users (id) on delete set null,
  payout_account_id uuid not null references payout_accounts (id) on delete restrict,
  amount bigint not null check (amount >= 100),
  purpose text not null check (length(purpose) between 10 and 500),
  -- Ours, sent to the provider with the transfer: a retried transfer can never pay twice.
  reference text not null unique check (reference ~ '^[a-z0-9_-]{8,100}$'),
  status text not null default 'requested' check (status in (
    'requested', 'cosigned', 'approved', 'processing', 'paid', 'failed', 'reversed', 'declined', 'rejected')),
  -- Co-signers whose approval it needs (a majority of those who had accepted when it was asked for).
  cosigners_required smallint not null default 0 check (cosigners_required between 0 and 3),
  -- Why it was declined, rejected, failed or reversed; shown to the owner.
  reason text check (reason is null or length(reason) between 1 and 3000),
  -- The admin who approved or rejected it (null: approved by the automatic rule).
  decided_by uuid references users (id) on delete set null,
  transfer_code text check (transfer_code is null or length(transfer_code) <= 100),
  provider_status text check (provider_status is null or length(provider_status) <= 40),
  -- The last time the provider could not be reached, for support.
  last_error text check (last_error is null or length(last_error) <= 500),
  attempts integer not null default 0 check (attempts >= 0),
  receipt_upload_id uuid references uploads (id) on delete set null,
  donors_notified_at timestamptz,
  requested_at timestamptz not null default now(),
  cosigned_at timestamptz,
  decided_at timestamptz,
  processing_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz not null default now(),
  check (status not in ('declined', 'rejected') or reason is not null),
  check ((status in ('paid', 'failed', 'reversed', 'declined', 'rejected')) = (finished_at is not null))
);
create index withdrawals_campaign on withdrawals (campaign_id, requested_at desc);
create index withdrawals_status on withdrawals (status, requested_at);

-- A co-signer's vote on a withdrawal: one row per co-signer who had accepted when it was asked for.
create table withdrawal_approvals (
  withdrawal_id uuid not null references withdrawals (id) on delete cascade,
  treasurer_id uuid not null references campaign_treasurers (id) on delete cascade,
  decision text check (decision in ('approve', 'decline')),
  reason text check (reason is null or length(reason) between 1 and 1000),
  decided_at timestamptz,
  primary key (withdrawal_id, treasurer_id),
  check ((decision is null) = (decided_at is null)),
  check (decision is distinct from 'decline' or reason is not null)
);
create index withdrawal_approvals_treasurer on withdrawal_approvals (treasurer_id) where decision is null;
