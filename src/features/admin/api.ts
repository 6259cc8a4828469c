/** The admin API (SPEC.md §7, /api/admin/*) as the moderation screens use it. Money is in pesewas. */
import { api } from '../../lib/api';
import type { CampaignStatus, FraudReportReason } from '../../../contract/rules/campaign';
import type {
  AlertDecision,
  AlertStatus,
  AuditAction,
  FraudRule,
  ModerationAction,
  ReportAction,
  ReportStatus,
  TrendDay,
  VerificationDecision,
  VerificationStatus,
} from '../../../contract/rules/moderation';
import type { Paged, StoryCard, StoryImage } from '../../../contract/api/campaigns';

export interface Queues {
  pending_campaigns: number;
  open_reports: number;
  open_fraud_alerts: number;
  verification_requests: number;
  paused_campaigns: number;
  oldest_pending_at: string | null;
}

export interface Stats {
  totals: {
    users: number;
    verified_users: number;
    admins: number;
    campaigns: Record<CampaignStatus, number>;
    raised: number;
    donations: number;
    reports: number;
    fraud_alerts: number;
  };
  days: number;
  trend: TrendDay[];
}

export interface AdminStory extends StoryCard {
  moderation_reason: string | null;
  closed_reason: string | null;
  submitted_at: string | null;
  approved_at: string | null;
  owner_email: string | null;
  owner_created_at: string | null;
  owner_verification: VerificationStatus | null;
  open_reports: number;
  open_alerts: number;
  has_donations: boolean;
}

export interface PendingStory extends AdminStory {
  story: string;
  gallery: StoryImage[];
}

export interface Report {
  id: string;
  campaign_id: string;
  campaign_title: string;
  campaign_slug: string;
  campaign_status: CampaignStatus;
  reporter_email: string | null;
  source: 'user' | 'admin';
  reason: FraudReportReason;
  details: string | null;
  status: ReportStatus;
  action: ReportAction | null;
  note: string | null;
  processed_by_email: string | null;
  processed_at: string | null;
  created_at: string;
}

export interface Alert {
  id: string;
  rule: FraudRule;
  campaign_id: string | null;
  campaign_title: string | null;
  campaign_slug: string | null;
  campaign_status: CampaignStatus | null;
  user_email: string | null;
  evidence: Record<string, unknown>;
  status: AlertStatus;
  reviewed_by_email: string | null;
  reviewed_at: string | null;
  note: string | null;
  created_at: string;
  updated_at: string;
}

export interface Account {
  id: string;
  email: string;
  full_name: string | null;
  phone: string | null;
  region: string | null;
  role: 'user' | 'admin';
  created_at: string;
  campaigns: number;
  verification: {
    status: VerificationStatus;
    ghana_card_number: string | null;
    has_document: boolean;
    requested_at: string | null;
    decided_at: string | null;
    decided_by: string | null;
    note: string | null;
    card_shared_with: number;
  };
}

export interface AuditEntry {
  id: number;
  actor: { id: string | null; email: string };
  action: AuditAction;
  target: { type: 'campaign' | 'report' | 'fraud_alert' | 'user'; id: string };
  reason: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

export type BulkResult = { id: string; ok: true; status: CampaignStatus } | { id: string; ok: false; code: number; message: string };

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
const get = async <T>(path: string, params: Record<string, string | number | undefined> = {}): Promise<T> =>
  (await api.get<T>(`/api/admin${path}?${query(params)}`)).data;
const post = async <T>(path: string, body: unknown): Promise<T> => (await api.post<T>(`/api/admin${path}`, body)).data;

export const fetchQueues = () => get<Queues>('/dashboard');
export const fetchStats = (days: number) => get<Stats>('/stats', { days });
export const fetchStories = (params: { status?: string; q?: string; page: number }) =>
  get<Paged<AdminStory>>('/campaigns', { ...params, limit: 20 });
export const fetchPending = (page: number) => get<Paged<PendingStory>>('/campaigns/pending', { page, limit: 10 });
export const fetchReports = (params: { status?: string; page: number }) => get<Paged<Report>>('/reports', { ...params, limit: 20 });
export const fetchAlerts = (params: { status?: string; rule?: string; page: number }) =>
  get<Paged<Alert>>('/fraud-alerts', { ...params, limit: 20 });
export const fetchAccounts = (params: { q?: string; verification?: string; page: number }) =>
  get<Paged<Account>>('/users', { ...params, limit: 20 });
export const fetchAudit = (params: { action?: string; page: number }) => get<Paged<AuditEntry>>('/audit', { ...params, limit: 30 });

export const moderate = (id: string, action: ModerationAction, reason?: string) =>
  post<{ status: CampaignStatus }>(`/campaigns/${id}/moderate`, { action, ...(reason ? { reason } : {}) });
export const bulkModerate = (ids: string[], action: ModerationAction, reason?: string) =>
  post<{ succeeded: number; failed: number; results: BulkResult[] }>('/campaigns/bulk-moderate', {
    ids,
    action,
    ...(reason ? { reason } : {}),
  });
export const openReport = (campaignId: string, reason: FraudReportReason, details: string) =>
  post<{ id: string }>('/reports', { campaign_id: campaignId, reason, ...(details ? { details } : {}) });
export const processReport = (id: string, action: ReportAction, note: string) =>
  post<{ campaign_status: CampaignStatus }>(`/reports/${id}/process`, { action, note });
export const reviewAlert = (id: string, status: AlertDecision, note: string) =>
  post(`/fraud-alerts/${id}/review`, { status, ...(note ? { note } : {}) });
export const decideVerification = (id: string, status: VerificationDecision, note: string) =>
  post(`/users/${id}/verify`, { status, ...(note ? { note } : {}) });
export const setRole = (id: string, role: 'user' | 'admin') => post(`/users/${id}/role`, { role });

/** The photo of a Ghana Card, fetched with the admin's token (it is never a public file). */
export const fetchDocument = async (id: string): Promise<Blob> =>
  (await api.get<Blob>(`/api/admin/users/${id}/document`, { responseType: 'blob' })).data;
