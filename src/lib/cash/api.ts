/** Cash collected in person, as the screens call it: owners record, co-signers and admins confirm or refuse. Money is in pesewas. */
import { api } from '../api';
import type { AdminCashPage, CashBody, CashRecord, CashWaiting, StoryCash } from '../../../contract/api/cash';

export type { AdminCash, CashRecord, CashToDecide, PublicCash, StoryCash } from '../../../contract/api/cash';

const id = encodeURIComponent;

export const fetchStoryCash = async (campaignId: string) => (await api.get<StoryCash>(`/api/campaigns/${id(campaignId)}/cash`)).data;
export const recordCash = async (campaignId: string, body: CashBody) =>
  (await api.post<CashRecord>(`/api/campaigns/${id(campaignId)}/cash`, body)).data;

export const fetchCashWaiting = async () => (await api.get<CashWaiting>('/api/cash/waiting')).data.items;

/** A co-signer's decision (`as: 'cosigner'`), or an admin's for a story without co-signers. */
export const decideCash = async (recordId: string, confirm: boolean, as: 'cosigner' | 'admin', reason?: string) =>
  (
    await api.post<CashRecord>(
      `${as === 'admin' ? '/api/admin/cash' : '/api/cash'}/${id(recordId)}/${confirm ? 'confirm' : 'refuse'}`,
      confirm ? undefined : { reason },
    )
  ).data;

export const fetchAdminCash = async (params: { status?: string; page: number }) => {
  const query = new URLSearchParams({ page: String(params.page), limit: '20', ...(params.status ? { status: params.status } : {}) });
  return (await api.get<AdminCashPage>(`/api/admin/cash?${query.toString()}`)).data;
};
