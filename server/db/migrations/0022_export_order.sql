-- A story's gifts in the order the CSV export reads them (newest first, then
-- by id), so each batch of the export is a short walk down one index range
-- per story instead of a sort of all the story's gifts. It serves every
-- query the (campaign_id, paid_at desc) index served, which it replaces.
create index donations_campaign_paid_id on donations (campaign_id, paid_at desc, id desc) where status = 'succeeded';
drop index if exists donations_campaign_paid;
