-- Small facts about this database itself, e.g. when the demo seed ran.
create table app_meta (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
