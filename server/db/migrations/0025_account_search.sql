-- An account's e-mail address is searched from its start. Every address holds the same few
-- trigrams (its domain, "com", "mai"), so a trigram search of addresses read a large part of the
-- index of a million accounts; a prefix of the address is one range of a b-tree. Names, phone
-- numbers and Ghana Card numbers are still found by any part of them.
drop index users_admin_search;
drop function account_search_text(text, text, text, text);

create function account_search_text(full_name text, ghana_card_number text, phone text) returns text
language sql immutable parallel safe as $$
  select coalesce(full_name, '') || E'\x1f' || coalesce(ghana_card_number, '') || E'\x1f' || coalesce(phone, '')
$$;

create index users_admin_search on users using gin (account_search_text(full_name, ghana_card_number, phone) gin_trgm_ops);
create index users_email_prefix on users (email text_pattern_ops);
