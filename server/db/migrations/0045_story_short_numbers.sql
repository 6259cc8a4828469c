-- Every story has a short number: digits only, at most six, dialled after the USSD code
-- (*920*44*1234#), printed on its poster and said aloud at a funeral. Numbers come from a
-- sequence, so one is never given twice, not even after its story was deleted; the first is
-- 1001, so every number has at least four digits and none looks like a menu choice.
create sequence campaign_short_numbers as integer minvalue 1 maxvalue 999999 start with 1001 no cycle;

alter table campaigns add column short_number integer;

-- Stories made before numbers existed are numbered in the order they were made.
update campaigns c set short_number = 1000 + numbered.n
  from (select id, row_number() over (order by created_at, id) as n from campaigns) numbered
 where numbered.id = c.id;
select setval('campaign_short_numbers', (select coalesce(max(short_number), 1000) from campaigns));

alter table campaigns
  alter column short_number set default nextval('campaign_short_numbers'),
  alter column short_number set not null,
  add constraint campaigns_short_number_digits check (short_number between 1 and 999999),
  add constraint campaigns_short_number_unique unique (short_number);
alter sequence campaign_short_numbers owned by campaigns.short_number;

-- A number on a printed poster must keep leading to its story.
create function campaigns_keep_short_number() returns trigger language plpgsql as $$
begin
  if new.short_number is distinct from old.short_number then
    raise exception 'a story''s short number never changes (story %)', old.id using errcode = '23514';
  end if;
  return new;
end $$;
create trigger campaigns_short_number_fixed before update of short_number on campaigns
  for each row execute function campaigns_keep_short_number();
