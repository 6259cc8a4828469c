-- Resumable (tus) uploads that several servers share: what has arrived of each upload, in pieces,
-- so a phone whose upload stopped can go on through whichever server answers next. Rows go once
-- the upload is finished into a photo, or after the time unfinished uploads are kept.
create table resumable_uploads (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  size bigint check (size is null or size >= 0),
  received bigint not null default 0 check (received >= 0 and (size is null or received <= size)),
  metadata jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index resumable_uploads_created on resumable_uploads (created_at);

create table resumable_upload_pieces (
  upload_id text not null references resumable_uploads (id) on delete cascade,
  start bigint not null check (start >= 0),
  bytes bytea not null check (length(bytes) > 0),
  primary key (upload_id, start)
);
