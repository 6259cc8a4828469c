-- Photos on an owner's update (at most four, each once, in the order given),
-- and supporters who asked for no more update e-mails about a story.

create table campaign_update_photos (
  update_id uuid not null references campaign_updates (id) on delete cascade,
  upload_id uuid not null references uploads (id) on delete cascade,
  position smallint not null check (position between 0 and 3),
  primary key (update_id, position),
  unique (update_id, upload_id)
);
create index campaign_update_photos_upload on campaign_update_photos (upload_id);

-- The address is kept only as its SHA-256 (of the trimmed, lower-cased address).
create table update_mail_optouts (
  campaign_id uuid not null references campaigns (id) on delete cascade,
  email_hash text not null check (email_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  primary key (campaign_id, email_hash)
);
