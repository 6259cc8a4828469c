-- USSD sessions that reached the point of giving. Every screen before it is worked out again
-- from the inputs Africa's Talking sends each time (`text`, joined by *), so only a session that
-- charges a wallet is written: once, by whichever request inserts it first, so one session
-- never starts two gifts. `depth` is how many inputs had been given when the session last
-- asked the provider something: a request repeated with no new input asks nothing new.
create table ussd_sessions (
  session_id text primary key check (length(session_id) between 1 and 100),
  payer_key text not null check (payer_key ~ '^[0-9a-f]{64}$'),
  lang text not null check (lang ~ '^[a-z]{2,3}$'),
  amount bigint not null check (amount > 0),
  story_title text not null check (length(story_title) <= 200),
  -- The gift's payment reference, once its donation is written.
  reference text unique check (length(reference) <= 100),
  step text not null default 'starting'
    check (step in ('starting', 'send_otp', 'pay_offline', 'pending', 'success', 'failed', 'unavailable', 'refused')),
  depth integer not null check (depth >= 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index ussd_sessions_created on ussd_sessions (created_at);
