/**
 * One interface for every payment provider. The donations service asks a
 * provider to start a checkout, to say what became of a payment (verify), and
 * to read a signed webhook; it never trusts the browser about money.
 */
import type { DonationMethod } from '../../contract/rules/donation';
import { DomainError } from '../domain/errors';

export type ProviderName = 'demo' | 'paystack';

export interface CheckoutRequest {
  reference: string;
  /** Whole pesewas. */
  amount: number;
  method: DonationMethod;
  /** Where the provider sends receipts of its own; required by Paystack. */
  email: string;
  donationId: string;
  campaignId: string;
  campaignTitle: string;
}

export interface Checkout {
  /** Where the donor's browser goes to pay. */
  checkoutUrl: string;
}

/**
 * What a provider says became of a payment, in our words:
 * - `succeeded`: the money moved; `amount` is what the provider took (pesewas).
 * - `failed`: declined or errored; nothing was taken.
 * - `abandoned`: started but not paid (yet); final only when the donor says they cancelled.
 * - `pending`: the payer is still approving (a mobile-money prompt is out).
 * - `refunded`: the money went back to the payer.
 */
export interface ProviderOutcome {
  status: 'succeeded' | 'failed' | 'abandoned' | 'pending' | 'refunded';
  reference: string;
  amount: number | null;
  currency: string | null;
  paidAt: Date | null;
  /** The provider's own word for the state, kept for support (e.g. "ongoing", "reversed"). */
  providerStatus: string;
  /** The provider's reason, for failures (e.g. "Declined by the payer"). */
  reason: string | null;
}

/** A webhook whose signature held, reduced to what settling needs; `refused` when it names money that cannot be (not whole pesewas). */
export type WebhookEvent =
  | { kind: 'outcome'; event: string; outcome: ProviderOutcome }
  | { kind: 'ignored'; event: string; reference: string | null }
  | { kind: 'refused'; event: string; reference: string | null; problem: string };

/** A webhook whose signature does not hold: refused as unauthenticated. */
export class WebhookSignatureError extends DomainError {
  constructor(message: string) {
    super('unauthenticated', message, 'Webhook refused');
    this.name = 'WebhookSignatureError';
  }
}

/** The provider could not be reached or refused the call; nothing was charged. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** The mobile-money networks of Ghana a wallet can be charged on. */
export type WalletNetwork = 'mtn' | 'telecel' | 'airteltigo';

/** A charge of a payer's wallet started by us, not by a checkout page (a gift by USSD). */
export interface WalletCharge {
  reference: string;
  /** Whole pesewas. */
  amount: number;
  /** E.164: +233XXXXXXXXX. */
  phone: string;
  network: WalletNetwork;
  email: string;
  donationId: string;
  campaignId: string;
  campaignTitle: string;
}

/**
 * What a wallet charge asks for next, in the provider's words (Paystack's
 * `data.status`): the code sent to the payer (`send_otp`), their approval of
 * the prompt on their phone (`pay_offline`), nothing yet (`pending`), or done
 * (`success`, `failed`, with the outcome to settle).
 */
export type ChargeStep =
  | { status: 'send_otp' | 'pay_offline' | 'pending'; displayText: string | null }
  | { status: 'success' | 'failed'; outcome: ProviderOutcome };

export interface PaymentProvider {
  readonly name: ProviderName;
  initialize(request: CheckoutRequest): Promise<Checkout>;
  /** Charges a wallet directly; throws ProviderUnavailableError when the provider could not be asked. */
  chargeWallet(charge: WalletCharge): Promise<ChargeStep>;
  /** The code the payer was sent, for a charge that answered `send_otp`. */
  submitChargeCode(reference: string, code: string): Promise<ChargeStep>;
  verify(reference: string): Promise<ProviderOutcome>;
  /** Checks the signature over the raw bytes, then reads the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
}
