/** Money out, as the screens call it: payout accounts, withdrawals, co-signers, the admins' review. Money is in pesewas. */
import { api } from '../api';
import type { Paged } from '../../../contract/api/common';
import type {
  AdminWithdrawal,
  BankList,
  Cosigning,
  DashboardMoney,
  DecisionAnswer,
  PayoutAccountBody,
  PayoutAccountState,
  Treasurer,
  TreasurerAnswer,
  Withdrawal,
  WithdrawalBody,
} from '../../../contract/api/withdrawals';

export type {
  AdminWithdrawal,
  Bank,
  Cosigning,
  CosignItem,
  DashboardMoney,
  Invitation,
  PayoutAccount,
  PayoutAccountState,
  StoryMoney,
  Treasurer,
  Vote,
  Withdrawal,
  WithdrawBlock,
} from '../../../contract/api/withdrawals';

const id = encodeURIComponent;

export const fetchDashboardMoney = async () => (await api.get<DashboardMoney>('/api/dashboard/money')).data;
export const fetchPayoutAccount = async () => (await api.get<PayoutAccountState>('/api/dashboard/payout-account')).data;
export const fetchBanks = async () => (await api.get<BankList>('/api/payouts/banks')).data.items;
export const savePayoutAccount = async (body: PayoutAccountBody) =>
  (await api.put<PayoutAccountState>('/api/dashboard/payout-account', body)).data;
export const confirmPayoutAccount = async (accountId: string) =>
  (await api.post<PayoutAccountState>('/api/dashboard/payout-account/confirm', { id: accountId })).data;

export const requestWithdrawal = async (campaignId: string, body: WithdrawalBody) =>
  (await api.post<Withdrawal>(`/api/campaigns/${id(campaignId)}/withdrawals`, body)).data;

/** Invites a co-signer by e-mail address or by phone number. */
export const inviteCosigner = async (campaignId: string, who: { email: string } | { phone: string }) =>
  (await api.post<Treasurer>(`/api/campaigns/${id(campaignId)}/treasurers`, who)).data;
export const cancelInvitation = async (campaignId: string, treasurerId: string) =>
  (await api.delete<Treasurer>(`/api/campaigns/${id(campaignId)}/treasurers/${id(treasurerId)}`)).data;
export const fetchCosigning = async () => (await api.get<Cosigning>('/api/cosigning')).data;
export const answerInvitation = async (treasurerId: string, accept: boolean) =>
  (await api.post<TreasurerAnswer>(`/api/treasurers/${id(treasurerId)}/${accept ? 'accept' : 'decline'}`)).data;
export const voteOn = async (withdrawalId: string, approve: boolean, reason?: string) =>
  (await api.post<Withdrawal>(`/api/withdrawals/${id(withdrawalId)}/${approve ? 'approve' : 'decline'}`, approve ? undefined : { reason }))
    .data;

export const fetchAdminWithdrawals = async (params: { status?: string; page: number }) => {
  const query = new URLSearchParams({ page: String(params.page), limit: '20', ...(params.status ? { status: params.status } : {}) });
  return (await api.get<Paged<AdminWithdrawal>>(`/api/admin/withdrawals?${query.toString()}`)).data;
};
export const decideWithdrawal = async (withdrawalId: string, approve: boolean, reason?: string) =>
  (
    await api.post<DecisionAnswer>(
      `/api/admin/withdrawals/${id(withdrawalId)}/${approve ? 'approve' : 'reject'}`,
      approve ? undefined : { reason },
    )
  ).data;
