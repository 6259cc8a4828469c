/** What the API answers about payout accounts, withdrawals and co-signers: account numbers masked, dates as ISO text. */
import type { PublicWithdrawal } from '../../contract/api/ledger';
import type { PayoutAccount, Treasurer, Vote, Withdrawal } from '../../contract/api/withdrawals';
import { maskAccountNumber } from '../../contract/rules/payout';
import { maskedPhone } from '../domain/phone-number';
import { describeUpload } from '../uploads/storage';
import type { PayoutAccountRow } from './accounts-repository';
import type { TreasurerRow } from './treasurers-repository';
import type { PublicWithdrawalRow, VoteRow, WithdrawalDetailRow } from './withdrawals-repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toPayoutAccount = (row: PayoutAccountRow): PayoutAccount => ({
  id: row.id,
  method: row.method,
  bank_code: row.bank_code,
  bank_name: row.bank_name,
  account_number: maskAccountNumber(row.account_number),
  account_name: row.account_name,
  confirmed_at: iso(row.confirmed_at),
  hold_until: row.hold_until && row.hold_until.getTime() > Date.now() ? row.hold_until.toISOString() : null,
  created_at: row.created_at.toISOString(),
});

const receiptOf = (row: PublicWithdrawalRow) =>
  row.receipt_upload_id && row.receipt_variants
    ? describeUpload({
        id: row.receipt_upload_id,
        kind: 'image',
        width: row.receipt_width ?? 0,
        height: row.receipt_height ?? 0,
        variants: row.receipt_variants,
      })
    : null;

const toVote = (row: VoteRow): Vote => ({
  treasurer_id: row.treasurer_id,
  email: row.email,
  // Co-signers see each other's votes: a number shows with its middle hidden.
  phone: row.phone ? maskedPhone(row.phone) : null,
  name: row.name,
  decision: row.decision,
  reason: row.reason,
  decided_at: iso(row.decided_at),
});

export function toWithdrawal(row: WithdrawalDetailRow, votes: readonly VoteRow[]): Withdrawal {
  return {
    id: row.id,
    campaign_id: row.campaign_id,
    amount: row.amount,
    purpose: row.purpose,
    status: row.status,
    reference: row.reference,
    reason: row.reason,
    account: {
      method: row.account_method,
      bank_name: row.bank_name,
      account_number: maskAccountNumber(row.account_number),
      account_name: row.account_name,
    },
    cosigners_required: row.cosigners_required,
    votes: votes.filter((vote) => vote.withdrawal_id === row.id).map(toVote),
    receipt: receiptOf(row),
    requested_at: row.requested_at.toISOString(),
    cosigned_at: iso(row.cosigned_at),
    decided_at: iso(row.decided_at),
    processing_at: iso(row.processing_at),
    finished_at: iso(row.finished_at),
  };
}

export const toPublicWithdrawal = (row: PublicWithdrawalRow): PublicWithdrawal => ({
  id: row.id,
  amount: row.amount,
  purpose: row.purpose,
  status: row.status,
  requested_at: row.requested_at.toISOString(),
  paid_at: row.status === 'paid' ? iso(row.finished_at) : null,
  receipt: receiptOf(row),
});

export const toTreasurer = (row: TreasurerRow): Treasurer => ({
  id: row.id,
  email: row.email,
  phone: row.phone,
  name: row.name,
  status: row.status === 'invited' && row.expires_at.getTime() <= Date.now() ? 'cancelled' : row.status,
  invited_at: row.invited_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
  answered_at: iso(row.answered_at),
});
