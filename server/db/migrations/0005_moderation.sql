-- Moderation: the audit log of every admin action, fraud alerts raised by the
-- server's rules, and identity verification (Ghana Card) on the users row.

-- Who paid, as the payment provider identifies them (a phone number or card
-- fingerprint, hashed). Payments adds this column too; here it is added only
-- if missing, so the fraud rules work either way.
alter table donations add column if not exists payer_key text;
create index if not exists donations_campaign_payer on donations (campaign_id, payer_key, paid_at) where payer_key is not null;

-- Every admin action: who, what, which target, why, when. Rows are never
-- changed; the actor's address is kept so the record survives their account.
create table moderation_log (
  id bigint generated always as identity primary key,
  actor_id uuid references users (id) on delete set null,
  actor_email text not null check (length(actor_email) between 3 and 254),
  action text not null check (action in (
    'approve', 'reject', 'pause', 'resume',
    'report_open', 'report_dismiss', 'report_warn', 'report_pause', 'report_remove',
    'alert_reviewed', 'alert_dismissed', 'alert_escalated',
    'verify', 'verification_rejected', 'view_document',
    'grant_admin', 'remove_admin')),
  target_type text not null check (target_type in ('campaign', 'report', 'fraud_alert', 'user')),
  target_id uuid not null,
  reason text check (reason is null or length(reason) between 1 and 1000),
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index moderation_log_created on moderation_log (created_at desc, id desc);
create index moderation_log_target on moderation_log (target_type, target_id, created_at desc);
create index moderation_log_actor on moderation_log (actor_id, created_at desc);

-- Raised by the fraud rules with what tripped them. An alert stays open until
-- an admin reviews, dismisses or escalates it; while one is open for a rule
-- and target, the rule refreshes its evidence instead of raising another.
create table fraud_alerts (
  id uuid primary key default gen_random_uuid(),
  rule text not null check (rule in ('donation_burst', 'new_account_high_goal', 'duplicate_cover', 'report_cluster', 'outsized_donation')),
  target_key text not null check (length(target_key) between 1 and 300),
  campaign_id uuid references campaigns (id) on delete cascade,
  donation_id uuid references donations (id) on delete set null,
  user_id uuid references users (id) on delete set null,
  evidence jsonb not null,
  status text not null default 'open' check (status in ('open', 'reviewed', 'dismissed', 'escalated')),
  reviewed_by uuid references users (id) on delete set null,
  reviewed_at timestamptz,
  note text check (note is null or length(note) between 1 and 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 'open') = (reviewed_at is null))
);
create unique index fraud_alerts_one_open on fraud_alerts (rule, target_key) where status = 'open';
create index fraud_alerts_status_created on fraud_alerts (status, created_at desc);
create index fraud_alerts_campaign on fraud_alerts (campaign_id);

-- Identity verification: the Ghana Card number and a photo of the card (a
-- private upload), and the decision. verification_status already exists.
alter table users
  add column ghana_card_number text check (ghana_card_number is null or ghana_card_number ~ '^GHA-[0-9]{9}-[0-9]$'),
  add column verification_document_id uuid references uploads (id) on delete set null,
  add column verification_requested_at timestamptz,
  add column verification_decided_at timestamptz,
  add column verification_decided_by uuid references users (id) on delete set null,
  add column verification_note text check (verification_note is null or length(verification_note) between 1 and 1000);
alter table users add constraint users_pending_has_evidence
  check (verification_status <> 'pending' or (ghana_card_number is not null and verification_requested_at is not null));
create index users_verification_pending on users (verification_requested_at) where verification_status = 'pending';
create index users_ghana_card on users (ghana_card_number) where ghana_card_number is not null;
