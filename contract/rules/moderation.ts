/**
 * The vocabulary of moderation, shared by the admin screens and the server:
 * what an admin may do to a story, a report, a fraud alert or an account.
 */

/** What an admin does to a story. Every action but approve needs a reason. */
export const moderationActions = ['approve', 'reject', 'pause', 'resume'] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** The status a story must have for each action, and the status it gets. */
export const moderationTransitions: Record<
  ModerationAction,
  { from: 'pending' | 'active' | 'paused'; to: 'active' | 'rejected' | 'paused' }
> = {
  approve: { from: 'pending', to: 'active' },
  reject: { from: 'pending', to: 'rejected' },
  pause: { from: 'active', to: 'paused' },
  resume: { from: 'paused', to: 'active' },
};

/** What processing a report does: nothing, warn the owner, pause or remove the story. */
export const reportActions = ['dismiss', 'warn', 'pause', 'remove'] as const;
export type ReportAction = (typeof reportActions)[number];
export const reportStatuses = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const fraudRules = [
  'donation_burst',
  'new_account_high_goal',
  'duplicate_cover',
  'report_cluster',
  'outsized_donation',
  'amount_mismatch',
  'withdrawal_after_account_change',
  'payout_name_mismatch',
  'shared_payout_account',
  'withdrawal_after_burst',
] as const;
export type FraudRule = (typeof fraudRules)[number];
export const alertStatuses = ['open', 'reviewed', 'dismissed', 'escalated'] as const;
export type AlertStatus = (typeof alertStatuses)[number];
/** What an admin may mark an alert as. */
export const alertDecisions = ['reviewed', 'dismissed', 'escalated'] as const;
export type AlertDecision = (typeof alertDecisions)[number];

export const verificationStatuses = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];
export const verificationDecisions = ['verified', 'rejected'] as const;
export type VerificationDecision = (typeof verificationDecisions)[number];

export const auditActions = [
  'approve',
  'reject',
  'pause',
  'resume',
  'report_open',
  'report_dismiss',
  'report_warn',
  'report_pause',
  'report_remove',
  'alert_reviewed',
  'alert_dismissed',
  'alert_escalated',
  'verify',
  'verification_rejected',
  'view_document',
  'grant_admin',
  'remove_admin',
  'withdrawal_approve',
  'withdrawal_reject',
  'cash_record',
  'cash_confirm',
  'cash_refuse',
  'word_approve',
  'word_reject',
  'word_remove',
  'word_keep',
] as const;
export type AuditAction = (typeof auditActions)[number];
export const auditTargets = ['campaign', 'report', 'fraud_alert', 'user', 'withdrawal', 'cash', 'word'] as const;
export type AuditTarget = (typeof auditTargets)[number];

export const moderationLimits = {
  /** Stories in one bulk request. */
  bulkMax: 100,
  /** A reason or note, after trimming spaces. */
  reason: { min: 3, max: 1000 },
} as const;
