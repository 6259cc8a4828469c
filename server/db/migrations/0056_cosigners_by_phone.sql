-- A co-signer may be invited by phone number (E.164) instead of e-mail: the
-- invitation is texted, and whoever signs in with that number (by a code
-- texted to it) may accept. An invitation names one or the other.

alter table campaign_treasurers alter column email drop not null;
alter table campaign_treasurers
  add column phone text check (phone ~ '^\+[1-9][0-9]{7,14}$'),
  add constraint campaign_treasurers_email_or_phone check ((email is null) <> (phone is null));
create unique index campaign_treasurers_one_live_phone on campaign_treasurers (campaign_id, phone) where status in ('invited', 'accepted');
create index campaign_treasurers_phone on campaign_treasurers (phone) where status = 'invited';

-- An invitation by phone is a text of its own kind.
alter table sms_messages drop constraint sms_messages_kind_check;
alter table sms_messages add constraint sms_messages_kind_check check (kind in ('receipt', 'update', 'summary', 'stopped', 'invitation'));
