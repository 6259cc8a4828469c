-- Texts (SMS). Each one is a row, written in the transaction of what caused it and sent by a
-- job: once, whatever retries and crashes happen. A number is kept only until its text has
-- left; after that only its keyed hash (the payer key's HMAC) stays, to find who stopped what.
create table sms_messages (
  id uuid primary key default gen_random_uuid(),
  -- What the text is about, so it is written once: 'receipt:<donation>', 'summary:<owner>:<day>'…
  dedupe_key text not null unique check (length(dedupe_key) between 1 and 200),
  kind text not null check (kind in ('receipt', 'update', 'summary', 'stopped')),
  to_phone text check (to_phone ~ '^\+[1-9][0-9]{7,14}$'),
  phone_hash text not null check (phone_hash ~ '^[0-9a-f]{64}$'),
  body text not null check (length(body) between 1 and 918),
  parts smallint not null check (parts between 1 and 6),
  lang text not null check (lang ~ '^[a-z]{2,3}$'),
  -- queued → sending → sent | failed; `unconfirmed`: the server stopped while the gateway had it,
  -- so nobody knows whether it left, and it is not sent again.
  status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed', 'unconfirmed')),
  gateway text check (gateway in ('africastalking', 'dev-outbox')),
  gateway_message_id text unique check (length(gateway_message_id) <= 200),
  cost text check (length(cost) <= 40),
  failure_reason text check (length(failure_reason) <= 300),
  -- What the network said later (delivery report): Success, Failed, Rejected, Buffered…
  delivery_status text check (length(delivery_status) <= 40),
  delivery_failure text check (length(delivery_failure) <= 100),
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  sending_at timestamptz,
  sent_at timestamptz,
  delivered_at timestamptz,
  constraint sms_messages_number_until_sent check ((to_phone is not null) = (status in ('queued', 'sending')))
);
create index sms_messages_phone on sms_messages (phone_hash, created_at desc);

-- People who answered STOP: no more news or summaries to this number (receipts still go).
create table sms_opt_outs (
  phone_hash text primary key check (phone_hash ~ '^[0-9a-f]{64}$'),
  stopped_at timestamptz not null default now()
);

-- Donors who asked for a story's news by text.
create table sms_update_subscriptions (
  campaign_id uuid not null references campaigns (id) on delete cascade,
  phone_hash text not null check (phone_hash ~ '^[0-9a-f]{64}$'),
  phone text not null check (phone ~ '^\+[1-9][0-9]{7,14}$'),
  lang text not null check (lang ~ '^[a-z]{2,3}$'),
  created_at timestamptz not null default now(),
  primary key (campaign_id, phone_hash)
);
create index sms_update_subscriptions_phone on sms_update_subscriptions (phone_hash);

-- Development only: every text, as the dev SMS outbox page (/dev/sms) shows it.
create table dev_sms (
  id bigint generated always as identity primary key,
  message_id text not null unique,
  to_phone text not null,
  body text not null,
  parts smallint not null,
  created_at timestamptz not null default now()
);
