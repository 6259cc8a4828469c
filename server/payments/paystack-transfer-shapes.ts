/**
 * Paystack's transfer shapes, read defensively: the transfer object (the same
 * in the answer of POST /transfer, of GET /transfer/verify/{reference} and in
 * the transfer.success | failed | reversed webhooks), and the bank list. The
 * demo provider speaks exactly this too.
 */
import { isObject, pesewas, text } from './paystack-shapes';
import type { BankEntry, TransferEvent, TransferOutcome } from './transfers';

/**
 * Paystack's transfer states in our words. Conclusive: success, failed,
 * reversed, and abandoned / blocked / rejected (never processed: nothing left
 * the balance). Anything else (pending, received, otp) is still on its way.
 */
const statusMap: Record<string, TransferOutcome['status']> = {
  success: 'success',
  failed: 'failed',
  abandoned: 'failed',
  blocked: 'failed',
  rejected: 'failed',
  reversed: 'reversed',
};

/** A Paystack transfer object in our words; null when it is not one. */
export function outcomeOfTransfer(data: unknown): TransferOutcome | null {
  if (!isObject(data)) return null;
  const reference = text(data.reference);
  const status = text(data.status);
  if (!reference || !status) return null;
  const failures = isObject(data.failures) ? text(data.failures.reason) : text(data.failures);
  return {
    status: statusMap[status] ?? 'pending',
    reference,
    amount: pesewas(data.amount),
    currency: text(data.currency),
    transferCode: text(data.transfer_code),
    providerStatus: status.slice(0, 40),
    reason: (failures ?? text(data.gateway_response))?.slice(0, 300) ?? null,
  };
}

/** A webhook body whose signature held: a transfer event, or null for anything else. */
export function readTransferWebhook(rawBody: Buffer): TransferEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  if (!isObject(body)) return null;
  const event = text(body.event);
  if (!event || !['transfer.success', 'transfer.failed', 'transfer.reversed'].includes(event)) return null;
  const outcome = outcomeOfTransfer(body.data);
  return outcome ? { event, outcome } : null;
}

/** The banks of `GET /bank?currency=GHS` that take transfers (GhIPSS), active ones only. */
export function banksOf(data: unknown): BankEntry[] {
  if (!Array.isArray(data)) return [];
  return data
    .filter(isObject)
    .filter((bank) => bank.active !== false && bank.is_deleted !== true && (bank.type === undefined || bank.type === 'ghipss'))
    .flatMap((bank) => {
      const code = text(bank.code);
      const name = text(bank.name);
      return code && name ? [{ code, name }] : [];
    });
}
