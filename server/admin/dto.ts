/** What the admin API answers for each kind of row (contract/api/admin.ts): dates as ISO text, money in pesewas. */
import type { Account, AdminStory, Alert, AuditEntry, PendingStory, Report } from '../../contract/api/admin';
import type { VerificationStatus } from '../../contract/rules/moderation';
import { toCard } from '../campaigns/dto';
import type { UploadedImage } from '../uploads/storage';
import type { AccountRow } from '../verification/port';
import type { AlertRow } from '../fraud/port';
import type { AuditRow } from './audit-repository';
import type { AdminCampaignRow } from '../campaigns/port';
import type { ReportRow } from './reports-repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAdminCampaign(row: AdminCampaignRow): AdminStory {
  return {
    ...toCard(row),
    moderation_reason: row.moderation_reason,
    closed_reason: row.closed_reason,
    submitted_at: iso(row.submitted_at),
    approved_at: iso(row.approved_at),
    owner_email: row.owner_email,
    owner_created_at: iso(row.owner_created_at),
    owner_verification: row.owner_verification as VerificationStatus | null,
    open_reports: row.open_reports,
    open_alerts: row.open_alerts,
    has_donations: row.has_donations,
  };
}

export function toPendingCampaign(row: AdminCampaignRow, story: string, gallery: UploadedImage[]): PendingStory {
  return { ...toAdminCampaign(row), story, gallery };
}

export const toReport = (row: ReportRow): Report => ({
  ...row,
  processed_at: iso(row.processed_at),
  created_at: row.created_at.toISOString(),
});

export const toAlert = (row: AlertRow): Alert => ({
  ...row,
  reviewed_at: iso(row.reviewed_at),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  email: row.email,
  full_name: row.full_name,
  phone: row.phone,
  region: row.region,
  role: row.role,
  created_at: row.created_at.toISOString(),
  campaigns: row.campaigns,
  verification: {
    status: row.verification_status,
    ghana_card_number: row.ghana_card_number,
    has_document: row.verification_document_id !== null,
    requested_at: iso(row.verification_requested_at),
    decided_at: iso(row.verification_decided_at),
    decided_by: row.decided_by_email,
    note: row.verification_note,
    card_shared_with: row.card_shared_with,
  },
});

export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  actor: { id: row.actor_id, email: row.actor_email },
  action: row.action,
  target: { type: row.target_type, id: row.target_id },
  reason: row.reason,
  details: row.details,
  created_at: row.created_at.toISOString(),
});
