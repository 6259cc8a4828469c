-- Idempotency keys: a request sent again with the same key (an outbox item
-- retried after its answer was lost) gets the stored answer instead of taking
-- effect twice. Scoped to the caller; kept for 30 days.
create table idempotency_keys (
  scope text not null,
  key text not null check (length(key) between 8 and 100),
  method text not null,
  path text not null,
  request_hash text,
  state text not null default 'in_progress' check (state in ('in_progress', 'done')),
  response_status integer,
  response_body text,
  response_type text,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  primary key (scope, key)
);
create index idempotency_keys_created on idempotency_keys (created_at);
