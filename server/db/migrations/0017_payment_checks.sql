-- Donations left pending expire after a while (a sweep moves them to
-- `expired`; money confirmed later for one is still counted), and a signed
-- confirmation for another amount than the one asked for raises its own alert.

alter table donations drop constraint donations_status_check;
alter table donations add constraint donations_status_check
  check (status in ('pending', 'succeeded', 'failed', 'cancelled', 'refunded', 'expired'));
alter table donations add column expired_at timestamptz;
alter table donations add constraint donations_expiry_time check (status <> 'expired' or expired_at is not null);

alter table fraud_alerts drop constraint fraud_alerts_rule_check;
alter table fraud_alerts add constraint fraud_alerts_rule_check
  check (rule in ('donation_burst', 'new_account_high_goal', 'duplicate_cover', 'report_cluster', 'outsized_donation', 'amount_mismatch',
    'withdrawal_after_account_change', 'payout_name_mismatch', 'shared_payout_account', 'withdrawal_after_burst'));
