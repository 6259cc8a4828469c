-- A payment form posted without JavaScript carries a one-time token; its hash is kept with the donation it
-- started, and the unique index makes a double tap or a resend of the same form start nothing twice.
alter table donations add column form_key text;
create unique index donations_form_key on donations (form_key) where form_key is not null;
