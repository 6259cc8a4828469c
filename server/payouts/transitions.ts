/**
 * What a provider's word about a transfer does to a withdrawal. Pure, so the
 * rules are easy to read and to test:
 * - approved or processing: paid on success; failed or reversed puts the
 *   money back (released); still pending means processing;
 * - paid: only a reversal changes it, putting the money back;
 * - final states never move again: a duplicate or late word changes nothing,
 *   and a word that contradicts a final state is an anomaly for support;
 * - an amount or currency other than the withdrawal's changes nothing.
 */
import type { WithdrawalStatus } from '../../contract/rules/payout';
import type { TransferOutcome } from '../payments/transfers';

/** What the ledger records with the move: paid out, released back, or a paid transfer reversed. */
export type LedgerMove = 'paid' | 'released' | 'reversed';

export interface TransferStep {
  next: WithdrawalStatus;
  move: LedgerMove | null;
}

export interface TransferVerdict {
  step: TransferStep | null;
  anomaly: string | null;
}

const change = (next: WithdrawalStatus, move: LedgerMove | null = null): TransferVerdict => ({ step: { next, move }, anomaly: null });
const stay = (anomaly: string | null = null): TransferVerdict => ({ step: null, anomaly });

export function afterTransfer(current: { status: WithdrawalStatus; amount: number }, outcome: TransferOutcome): TransferVerdict {
  const conclusive = outcome.status !== 'pending';
  if (conclusive && (outcome.amount !== current.amount || outcome.currency !== 'GHS')) {
    return stay(
      `the provider reports ${outcome.amount ?? '?'} ${outcome.currency ?? '?'} for a withdrawal of ${current.amount} GHS pesewas`,
    );
  }
  switch (current.status) {
    case 'approved':
    case 'processing':
      if (outcome.status === 'success') return change('paid', 'paid');
      if (outcome.status === 'failed') return change('failed', 'released');
      if (outcome.status === 'reversed') return change('reversed', 'released');
      return current.status === 'approved' ? change('processing') : stay();
    case 'paid':
      if (outcome.status === 'reversed') return change('reversed', 'reversed');
      return outcome.status === 'failed' ? stay('the provider reports a failure for a transfer it had paid') : stay();
    case 'failed':
    case 'reversed':
      return outcome.status === 'success'
        ? stay(`the provider reports a success for a transfer we closed as ${current.status}: check it`)
        : stay();
    default:
      return conclusive ? stay(`the provider reports ${outcome.status} for a withdrawal that was never sent (${current.status})`) : stay();
  }
}
