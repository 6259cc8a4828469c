-- Notices that reach people: by e-mail, by SMS and by Web Push, each kind on the channels
-- its reader chose. A notice is written once (its key) in the transaction of what caused it;
-- each of its deliveries (one per channel, and per browser for push) is sent once by a job:
-- taken for sending (committed) before it leaves, so a server that dies mid-send leaves it
-- `unconfirmed`, never sent twice.

-- What a person chose, per kind and channel; a kind and channel without a row keeps its default.
create table notice_preferences (
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('gifts', 'vote_needed', 'withdrawal', 'story_status', 'story_update')),
  channel text not null check (channel in ('email', 'sms', 'push')),
  enabled boolean not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, kind, channel)
);

-- Browsers that turned notices on: a PushSubscription (its endpoint is a capability URL of
-- the browser's push service; its keys encrypt what is sent, RFC 8291). A signed-in person's,
-- or a donor's who asked on the thank-you page for one story's news (no account needed).
create table push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  endpoint text not null unique check (endpoint ~ '^https?://' and length(endpoint) <= 2048),
  -- The browser's P-256 public key (65 bytes) and its 16-byte auth secret, base64url.
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]{86,88}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{22,24}$'),
  user_id uuid references users (id) on delete cascade,
  lang text not null default 'en' check (lang ~ '^[a-z]{2,3}$'),
  created_at timestamptz not null default now(),
  last_sent_at timestamptz
);
create index push_subscriptions_user on push_subscriptions (user_id) where user_id is not null;

-- A story's news on a phone that asked for it on the thank-you page.
create table push_story_follows (
  subscription_id uuid not null references push_subscriptions (id) on delete cascade,
  campaign_id uuid not null references campaigns (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (subscription_id, campaign_id)
);
create index push_story_follows_campaign on push_story_follows (campaign_id);

create table notices (
  id uuid primary key default gen_random_uuid(),
  -- What the notice is about, so it is written once: 'vote_needed:<withdrawal>:<person>'…
  dedupe_key text not null unique check (length(dedupe_key) between 1 and 200),
  kind text not null check (kind in ('gifts', 'vote_needed', 'withdrawal', 'story_status', 'story_update', 'test')),
  -- Whom it tells: a person, or (a story's news for a donor without an account) one browser.
  user_id uuid references users (id) on delete cascade,
  subscription_id uuid references push_subscriptions (id) on delete cascade,
  constraint notices_one_reader check ((user_id is null) <> (subscription_id is null)),
  -- What it says, fixed when it was written (ids, amounts, titles), read again for each channel.
  facts jsonb not null check (jsonb_typeof(facts) = 'object' and octet_length(facts::text) <= 8192),
  -- A gift told later, with the others of its hour (gift_notice_windows): never delivered alone.
  held boolean not null default false,
  created_at timestamptz not null default now()
);
create index notices_user on notices (user_id, created_at desc);

create table notice_deliveries (
  id uuid primary key default gen_random_uuid(),
  notice_id uuid not null references notices (id) on delete cascade,
  channel text not null check (channel in ('email', 'sms', 'push')),
  -- For push, the browser it goes to (the subscription's row goes, its deliveries with it).
  subscription_id uuid references push_subscriptions (id) on delete cascade,
  constraint notice_deliveries_push_target check ((channel = 'push') = (subscription_id is not null)),
  -- queued → sending → sent | failed | unconfirmed (the server stopped mid-send: not sent again).
  status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed', 'unconfirmed')),
  attempts integer not null default 0,
  failure_reason text check (length(failure_reason) <= 300),
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create unique index notice_deliveries_once on notice_deliveries (notice_id, channel, coalesce(subscription_id, '00000000-0000-0000-0000-000000000000'::uuid));

-- The one-step way out of a kind on a channel: the link in each e-mail and text. Only its
-- hash is kept; the server derives the same link again from its secret.
create table notice_stop_links (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('gifts', 'vote_needed', 'withdrawal', 'story_status', 'story_update')),
  channel text not null check (channel in ('email', 'sms', 'push')),
  unique (user_id, kind, channel)
);

-- Gifts are gathered: the first after a quiet hour is told at once, the rest of that hour in
-- one notice at its end. Per owner: up to when gifts were told, and whether a gathering waits.
create table gift_notice_windows (
  user_id uuid primary key references users (id) on delete cascade,
  told_until timestamptz not null,
  last_notice_at timestamptz not null,
  gathering boolean not null default false
);

-- A notice by text is a text of its own kind.
alter table sms_messages drop constraint sms_messages_kind_check;
alter table sms_messages add constraint sms_messages_kind_check check (kind in ('receipt', 'update', 'summary', 'stopped', 'invitation', 'notice'));

-- In development, pushes are kept here (/dev/push) unless WEB_PUSH=send: what each phone would have shown.
create table dev_push_outbox (
  id bigint generated always as identity primary key,
  endpoint text not null,
  payload jsonb not null,
  created_at timestamptz not null default now()
);
