-- Exactly once through a crash. A keyed write records its key in
-- idempotent_writes inside the write's own transaction, so a write that
-- committed can never run again, even when the server died before its answer
-- was stored. Keys are one per request whoever sends them (a report queued
-- signed in and replayed without a token is still one report). A key being
-- processed holds a lease its server renews while the request runs: when the
-- server dies or the client hangs up, the key is free again within seconds.
create table idempotent_writes (
  key text primary key check (length(key) between 8 and 100),
  kind text not null,
  entity_id text,
  created_at timestamptz not null default now()
);
create index idempotent_writes_created on idempotent_writes (created_at);

alter table idempotency_keys add column lease_until timestamptz not null default now() + interval '5 seconds';
delete from idempotency_keys a using idempotency_keys b where a.key = b.key and a.created_at > b.created_at;
delete from idempotency_keys a using idempotency_keys b where a.key = b.key and a.created_at = b.created_at and a.scope > b.scope;
alter table idempotency_keys drop constraint idempotency_keys_pkey;
alter table idempotency_keys add primary key (key);
