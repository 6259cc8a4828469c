-- Where a gift came from: a checkout page on the web, or a USSD session that charged the
-- payer's wallet directly.
alter table donations add column channel text not null default 'web' check (channel in ('web', 'ussd'));

-- A donor's number, kept only while a text must still go to it: the receipt they asked for,
-- and the story's news when they asked for it. The row goes once those texts are written (or
-- the gift failed, or a week passed), so a number is never kept for nothing; who paid is
-- still known only by the payer key's hash.
create table donation_phones (
  donation_id uuid primary key references donations (id) on delete cascade,
  phone text not null check (phone ~ '^\+233[0-9]{9}$'),
  text_receipt boolean not null,
  text_updates boolean not null,
  created_at timestamptz not null default now(),
  check (text_receipt or text_updates)
);
create index donation_phones_created on donation_phones (created_at);
