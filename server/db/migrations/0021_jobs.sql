-- Work that follows a change (fraud rules, e-mails): written in the change's own
-- transaction, run by whichever server claims it first. A claimed job's run_at
-- moves ahead by a lease, so a job whose server died is claimed again later.
-- Done jobs are deleted; one that failed too often stays, dead, for inspection.
create table jobs (
  id bigint generated always as identity primary key,
  kind text not null,
  payload jsonb not null,
  run_at timestamptz not null default now(),
  attempts integer not null default 0,
  last_error text,
  dead_at timestamptz,
  created_at timestamptz not null default now()
);

-- What workers look for: live jobs by when they are due.
create index jobs_due on jobs (run_at) where dead_at is null;

-- Work repeated on a schedule, once per period whichever server gets there
-- first: a server runs it only when it moved next_run_at forward itself.
create table schedule_leases (
  job text primary key,
  next_run_at timestamptz not null
);
