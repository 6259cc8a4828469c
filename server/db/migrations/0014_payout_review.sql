-- Reviewing money out: admin decisions on withdrawals go to the audit log,
-- and the four fraud rules about withdrawals raise alerts tied to one.
alter table moderation_log drop constraint moderation_log_action_check;
alter table moderation_log add constraint moderation_log_action_check check (action in (
  'approve', 'reject', 'pause', 'resume',
  'report_open', 'report_dismiss', 'report_warn', 'report_pause', 'report_remove',
  'alert_reviewed', 'alert_dismissed', 'alert_escalated',
  'verify', 'verification_rejected', 'view_document',
  'grant_admin', 'remove_admin',
  'withdrawal_approve', 'withdrawal_reject'));
alter table moderation_log drop constraint moderation_log_target_type_check;
alter table moderation_log add constraint moderation_log_target_type_check
  check (target_type in ('campaign', 'report', 'fraud_alert', 'user', 'withdrawal'));

alter table fraud_alerts drop constraint fraud_alerts_rule_check;
alter table fraud_alerts add constraint fraud_alerts_rule_check check (rule in (
  'donation_burst', 'new_account_high_goal', 'duplicate_cover', 'report_cluster', 'outsized_donation',
  'withdrawal_after_account_change', 'payout_name_mismatch', 'shared_payout_account', 'withdrawal_after_burst'));
alter table fraud_alerts add column withdrawal_id uuid references withdrawals (id) on delete set null;
create index fraud_alerts_withdrawal on fraud_alerts (withdrawal_id) where withdrawal_id is not null;
