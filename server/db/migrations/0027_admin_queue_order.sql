-- The admins' lists of reports and fraud alerts show open ones first, newest first: with an index
-- in that order a page reads its own rows, not every report or alert there has ever been.
create index reports_admin_order on reports ((status = 'open') desc, created_at desc, id);
create index fraud_alerts_admin_order on fraud_alerts ((status = 'open') desc, created_at desc, id);
