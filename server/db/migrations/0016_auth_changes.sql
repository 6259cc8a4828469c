-- What supabase-js users change on their own account: an address change
-- waits on the account until the link sent to the new address is opened (a
-- third kind of one-time link), and user_metadata stays a small JSON object.

alter table auth_users
  add column email_change text check (email_change is null or (length(email_change) between 3 and 254 and email_change = lower(email_change))),
  add column email_change_sent_at timestamptz,
  add constraint auth_users_metadata_object check (jsonb_typeof(user_metadata) = 'object'),
  -- 4 KB as the API counts it (compact JSON); the stored text spaces it out a little, hence the margin.
  add constraint auth_users_metadata_size check (octet_length(user_metadata::text) <= 6144);

alter table auth_one_time_tokens drop constraint auth_one_time_tokens_kind_check;
alter table auth_one_time_tokens add constraint auth_one_time_tokens_kind_check check (kind in ('magiclink', 'signup', 'email_change'));
