/** The admin API (/api/admin/*) as the moderation screens use it. Money is in pesewas. */
import { api } from '../../lib/api';
import type { FraudReportReason } from '../../../contract/rules/campaign';
import type { AlertDecision, ModerationAction, ReportAction, VerificationDecision } from '../../../contract/rules/moderation';
import type {
  Account,
  AdminStory,
  Alert,
  AuditEntry,
  BulkAnswer,
  PendingStory,
  ProcessReportAnswer,
  Queues,
  Report,
  Stats,
} from '../../../contract/api/admin';
import type { Paged } from '../../../contract/api/common';
import type { AdminWord, AdminWordPage, Word } from '../../../contract/api/words';
import type { WordDecision, WordQueue } from '../../../contract/rules/words';

export type { AdminWord };

export type { Account, AdminStory, Alert, AuditEntry, BulkResult, PendingStory, Queues, Report, Stats } from '../../../contract/api/admin';

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
  post<{ status: AdminStory['status'] }>(`/campaigns/${id}/moderate`, { action, ...(reason ? { reason } : {}) });
export const bulkModerate = (ids: string[], action: ModerationAction, reason?: string) =>
  post<BulkAnswer>('/campaigns/bulk-moderate', {
    ids,
    action,
    ...(reason ? { reason } : {}),
  });
export const openReport = (campaignId: string, reason: FraudReportReason, details: string) =>
  post<{ id: string }>('/reports', { campaign_id: campaignId, reason, ...(details ? { details } : {}) });
export const processReport = (id: string, action: ReportAction, note: string) =>
  post<ProcessReportAnswer>(`/reports/${id}/process`, { action, note });
export const reviewAlert = (id: string, status: AlertDecision, note: string) =>
  post(`/fraud-alerts/${id}/review`, { status, ...(note ? { note } : {}) });
export const decideVerification = (id: string, status: VerificationDecision, note: string) =>
  post(`/users/${id}/verify`, { status, ...(note ? { note } : {}) });
export const setRole = (id: string, role: 'user' | 'admin') => post(`/users/${id}/role`, { role });

/** The photo of a Ghana Card, fetched with the admin's token (it is never a public file). */
export const fetchDocument = async (id: string): Promise<Blob> =>
  (await api.get<Blob>(`/api/admin/users/${id}/document`, { responseType: 'blob' })).data;

export const fetchAdminWords = (params: { queue: WordQueue; page: number }) => get<AdminWordPage>('/words', params);

export const decideWord = (id: string, decision: WordDecision, reason?: string) =>
  post<Word>(`/words/${id}/decide`, { decision, ...(reason ? { reason } : {}) });
