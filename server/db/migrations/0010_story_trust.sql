-- Who is asking: the owner's relationship to the person or group a story is
-- for (asked when a story is written). Stories written before it have none.
alter table campaigns add column relationship text
  check (relationship is null or relationship in ('myself', 'family', 'friend', 'community', 'organisation'));
