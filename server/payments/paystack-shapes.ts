/**
 * Paystack's wire shapes, read defensively: the transaction object (the same
 * in a verify answer and a charge.success webhook), the refund webhook, and
 * the `x-paystack-signature` header (hex HMAC-SHA512 of the raw body, keyed by
 * the secret key). The demo provider speaks exactly this too.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError, type ProviderOutcome, type WebhookEvent } from './provider';

export { webhookSignatureHeader as signatureHeader } from '../../contract/api/donations';

export function signBody(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

/** Constant-time comparison of the header with the HMAC of the bytes as they arrived. */
export function checkSignature(rawBody: Buffer, signature: string | undefined, secret: string): void {
  if (!signature) throw new WebhookSignatureError('The webhook has no x-paystack-signature header.');
  const expected = Buffer.from(signBody(rawBody, secret), 'hex');
  const given = /^[0-9a-f]{128}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new WebhookSignatureError('The webhook signature does not match its body.');
  }
}

type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
export const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Whole pesewas as Paystack sends them (a number, sometimes a digit string), or null. */
export function pesewas(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
}

function date(value: unknown): Date | null {
  const parsed = typeof value === 'string' ? new Date(value) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
}

const statusMap: Record<string, ProviderOutcome['status']> = {
  success: 'succeeded',
  failed: 'failed',
  reversed: 'refunded',
  abandoned: 'abandoned',
};

/** A Paystack transaction object in our words; null when it is not one. */
export function outcomeOfTransaction(data: unknown): ProviderOutcome | null {
  if (!isObject(data)) return null;
  const reference = text(data.reference);
  const status = text(data.status);
  if (!reference || !status) return null;
  const mapped = statusMap[status] ?? 'pending';
  return {
    status: mapped,
    reference,
    amount: pesewas(data.amount),
    currency: text(data.currency),
    paidAt: date(data.paid_at ?? data.paidAt),
    providerStatus: status.slice(0, 40),
    reason:
      mapped === 'failed' || mapped === 'abandoned' ? ((text(data.gateway_response) ?? text(data.message))?.slice(0, 300) ?? null) : null,
  };
}

/** Reads a webhook body whose signature already held. */
export function readWebhook(rawBody: Buffer): WebhookEvent {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { kind: 'ignored', event: 'unreadable', reference: null };
  }
  if (!isObject(body) || !text(body.event)) return { kind: 'ignored', event: 'unknown', reference: null };
  const event = String(body.event).slice(0, 100);
  const data = body.data;
  const amount = isObject(data) ? data.amount : undefined;
  // Paystack sends amounts as JSON numbers: anything else in a signed body ("1000" included) is refused, not read.
  const wholeNumber = typeof amount === 'number' && pesewas(amount) !== null;
  if ((event === 'charge.success' || event === 'refund.processed') && amount !== undefined && amount !== null && !wholeNumber) {
    const reference = isObject(data) ? (text(data.reference) ?? text(data.transaction_reference)) : null;
    return { kind: 'refused', event, reference, problem: `amount ${JSON.stringify(amount).slice(0, 40)} is not a whole number of pesewas` };
  }
  if (event === 'charge.success') {
    const outcome = outcomeOfTransaction(data);
    if (outcome?.status === 'succeeded') return { kind: 'outcome', event, outcome };
  }
  if (event === 'refund.processed' && isObject(data)) {
    const reference = text(data.transaction_reference) ?? (isObject(data.transaction) ? text(data.transaction.reference) : null);
    if (reference) {
      return {
        kind: 'outcome',
        event,
        outcome: {
          status: 'refunded',
          reference,
          amount: pesewas(data.amount),
          currency: text(data.currency),
          paidAt: null,
          providerStatus: 'refunded',
          reason: null,
        },
      };
    }
  }
  const reference = isObject(data) ? (text(data.reference) ?? text(data.transaction_reference)) : null;
  return { kind: 'ignored', event, reference };
}
