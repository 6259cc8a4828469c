-- A phone number is enough: an account has an e-mail address, a phone number
-- (E.164, e.g. +233241234567) or both. A number is confirmed by a six-digit
-- code sent to it by SMS; a change of number waits on the account until the
-- code sent to the new number is typed. Codes are kept only as keyed hashes,
-- live ten minutes, take five tries and work once.

alter table auth_users alter column email drop not null;
alter table auth_users
  add column phone text check (phone ~ '^\+[1-9][0-9]{7,14}$'),
  add column phone_confirmed_at timestamptz,
  add column phone_change text check (phone_change ~ '^\+[1-9][0-9]{7,14}$'),
  add column phone_change_sent_at timestamptz,
  add constraint auth_users_email_or_phone check (email is not null or phone is not null);
create unique index auth_users_phone_key on auth_users (phone);

create table auth_phone_codes (
  id uuid primary key default gen_random_uuid(),
  -- The number's keyed hash (HMAC-SHA-256, keyed by a secret the database does not hold): a number that asked for a code is not kept.
  phone_hash text not null check (phone_hash ~ '^[0-9a-f]{64}$'),
  -- 'sms': sign in (and, for a number without an account, make one); 'phone_change': add or change an account's number.
  purpose text not null check (purpose in ('sms', 'phone_change')),
  -- The account the code is for; null for a number without one yet (it is made when the code is typed).
  user_id uuid references auth_users (id) on delete cascade,
  constraint auth_phone_codes_change_has_account check (purpose = 'sms' or user_id is not null),
  -- HMAC-SHA-256 of the number and the code, keyed the same way.
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  -- What a new account starts with (sign-up details), as user_metadata.
  metadata jsonb not null default '{}'::jsonb check (jsonb_typeof(metadata) = 'object' and octet_length(metadata::text) <= 6144),
  tries_left smallint not null default 5 check (tries_left between 0 and 5),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
-- The one live code of a number and purpose.
create index auth_phone_codes_live on auth_phone_codes (phone_hash, purpose) where used_at is null;

-- The profile of a phone-only account has no address.
alter table users alter column email drop not null;
