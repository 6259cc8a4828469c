-- Words of support: a short message someone signed in leaves on a story
-- without giving. The team reads each before it shows, the story's owner may
-- hide one (and show it again), an admin may remove one, anyone may report
-- one. The database keeps it so:
--   * a word is plain text on one line, at most 280 characters, never changed
--     once written (a word is removed, never edited);
--   * refused and removed words stay so, with the team's reason;
--   * a word's reports belong to it and go with it.

create table words_of_support (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references campaigns (id) on delete cascade,
  author_id uuid references users (id) on delete set null,
  -- The name its author went by when they wrote it (none: shown as a supporter).
  author_name text check (author_name is null or length(author_name) between 1 and 80),
  text text not null check (char_length(text) between 1 and 280 and text = btrim(text) and text !~ '[[:cntrl:]]'),
  status text not null default 'pending' check (status in ('pending', 'shown', 'hidden', 'rejected', 'removed')),
  -- Why the team refused or removed it.
  reason text check (reason is null or length(reason) between 3 and 1000),
  decided_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  check ((status in ('rejected', 'removed')) = (reason is not null)),
  check ((status = 'pending') = (decided_at is null))
);
-- A story's shown words, newest first; an author's own; the team's queue, oldest first.
create index words_of_support_shown on words_of_support (campaign_id, created_at desc, id desc) where status = 'shown';
create index words_of_support_story on words_of_support (campaign_id, created_at desc, id desc);
create index words_of_support_author on words_of_support (author_id, created_at desc);
create index words_of_support_pending on words_of_support (created_at, id) where status = 'pending';

create function word_of_support_changed() returns trigger language plpgsql as $$
begin
  if new.campaign_id <> old.campaign_id or new.text <> old.text or new.created_at <> old.created_at
     or new.author_name is distinct from old.author_name
     or (new.author_id is distinct from old.author_id and new.author_id is not null) then
    raise exception 'a word of support is never changed; remove it instead' using errcode = '55000';
  end if;
  if new.status is distinct from old.status and old.status in ('rejected', 'removed') then
    raise exception 'this word of support was already %', old.status using errcode = '55000';
  end if;
  return new;
end $$;
create trigger word_of_support_changed before update on words_of_support
  for each row execute function word_of_support_changed();

create table word_reports (
  id uuid primary key default gen_random_uuid(),
  word_id uuid not null references words_of_support (id) on delete cascade,
  reporter_id uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  -- Closed when the team decided on the word.
  closed_at timestamptz
);
create index word_reports_open on word_reports (word_id) where closed_at is null;

-- The team's decisions on words are in the audit log. The lists of actions and targets grow by these
-- names, keeping whatever others the log already allows.
do $$
declare
  allowed text;
begin
  select string_agg(quote_literal(name), ', ') into allowed from (
    select distinct m[1] as name
      from pg_constraint c, regexp_matches(pg_get_constraintdef(c.oid), '''([a-z_]+)''', 'g') as m
     where c.conname = 'moderation_log_action_check'
    union select unnest(array['word_approve', 'word_reject', 'word_remove', 'word_keep'])) names;
  alter table moderation_log drop constraint moderation_log_action_check;
  execute format('alter table moderation_log add constraint moderation_log_action_check check (action in (%s))', allowed);

  select string_agg(quote_literal(name), ', ') into allowed from (
    select distinct m[1] as name
      from pg_constraint c, regexp_matches(pg_get_constraintdef(c.oid), '''([a-z_]+)''', 'g') as m
     where c.conname = 'moderation_log_target_type_check'
    union select 'word') names;
  alter table moderation_log drop constraint moderation_log_target_type_check;
  execute format('alter table moderation_log add constraint moderation_log_target_type_check check (target_type in (%s))', allowed);
end $$;
