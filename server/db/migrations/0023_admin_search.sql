-- Admins search stories and accounts by any part of a word ("ens" finds "Mensah"): `ilike '%…%'`
-- read every row, a million accounts on a national platform. Trigram indexes answer it.
-- Each table gets one index over its searched columns joined by a unit separator (a character no
-- search holds, so no match spans two columns); the queries search that same expression.
create extension if not exists pg_trgm;

create function campaign_search_text(title text, slug text) returns text language sql immutable parallel safe as $$
  select title || E'\x1f' || slug
$$;

create function account_search_text(email text, full_name text, ghana_card_number text, phone text) returns text
language sql immutable parallel safe as $$
  select email || E'\x1f' || coalesce(full_name, '') || E'\x1f' || coalesce(ghana_card_number, '') || E'\x1f' || coalesce(phone, '')
$$;

create index campaigns_admin_search on campaigns using gin (campaign_search_text(title, slug) gin_trgm_ops);
create index users_admin_search on users using gin (account_search_text(email, full_name, ghana_card_number, phone) gin_trgm_ops);

-- The review queue is read oldest submission first, then oldest story: its index runs the same way.
drop index campaigns_pending_queue;
create index campaigns_pending_queue on campaigns (submitted_at, created_at, id) where status = 'pending';
