-- The language a person's e-mails are written in (a language code the mail
-- catalogs have, e.g. 'en' or 'fr'): on an account, set when they sign in and
-- whenever they choose another language in the app while signed in; on a
-- donation, the language the donor gave in, for their receipt and the story's
-- later e-mails to them. Rows from before are English, as their e-mails were.

alter table users add column lang text not null default 'en' check (lang ~ '^[a-z]{2,3}$');
alter table donations add column lang text not null default 'en' check (lang ~ '^[a-z]{2,3}$');
