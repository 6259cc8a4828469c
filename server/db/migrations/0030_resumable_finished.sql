-- Resumable uploads already turned into a photo. Their bytes are dropped once the photo is stored, but the
-- upload is remembered: a phone whose answer to the finish was lost asks how far its upload got, and learns
-- that it is finished and which photo it became, instead of sending the photo again. Written in the same
-- transaction as the photo; kept as long as unfinished uploads are.
create table resumable_finished (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  owner_id uuid not null references users (id) on delete cascade,
  size bigint not null check (size >= 0),
  upload_id uuid not null references uploads (id) on delete cascade,
  finished_at timestamptz not null default now()
);
create index resumable_finished_at on resumable_finished (finished_at);
