/**
 * One interface for paying out through a provider: the list of Ghana's banks,
 * resolving an account holder's name, a transfer recipient per account, the
 * transfer itself (with our reference, so a retried call can never pay twice),
 * verifying it, and the signed `transfer.*` webhooks. Paystack Transfers and
 * the demo provider implement it.
 */
import type { PayoutMethod } from '../../contract/rules/payout';
import { DomainError } from '../domain/errors';

export interface BankEntry {
  code: string;
  name: string;
}

export interface AccountToResolve {
  method: PayoutMethod;
  /** As the provider wants it: 0XXXXXXXXX for a wallet, digits for a bank. */
  accountNumber: string;
  bankCode: string;
}

export interface RecipientRequest extends AccountToResolve {
  /** The holder's name as resolved. */
  name: string;
}

export interface TransferRequest {
  reference: string;
  /** Whole pesewas. */
  amount: number;
  recipientCode: string;
  /** What the money is for (the withdrawal's purpose). */
  reason: string;
}

/**
 * What a provider says became of a transfer, in our words: `success` (paid),
 * `failed` (nothing left the balance), `reversed` (the money came back),
 * `pending` (still on its way; `providerStatus` says more, e.g. `otp`).
 */
export interface TransferOutcome {
  status: 'pending' | 'success' | 'failed' | 'reversed';
  reference: string;
  amount: number | null;
  currency: string | null;
  transferCode: string | null;
  providerStatus: string;
  reason: string | null;
}

/** A `transfer.*` webhook whose signature held. */
export interface TransferEvent {
  event: string;
  outcome: TransferOutcome;
}

/** The provider says there is no such account (a 4xx the owner can fix). */
export class AccountNotFoundError extends DomainError {
  constructor(message = 'We could not find this account. Check the number and the network or bank.') {
    super('invalid', message, 'Account not resolved', { field: 'account_number' });
    this.name = 'AccountNotFoundError';
  }
}

/** The provider refused the transfer (e.g. a duplicate reference, a bad recipient): check what it knows before anything else. */
export class TransferRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransferRefusedError';
  }
}

export interface TransferProvider {
  readonly name: 'demo' | 'paystack';
  /** Banks in Ghana (GHS) that take transfers. */
  banks(): Promise<BankEntry[]>;
  /** The holder's name; AccountNotFoundError when there is no such account. */
  resolve(account: AccountToResolve): Promise<{ accountName: string }>;
  createRecipient(request: RecipientRequest): Promise<{ recipientCode: string }>;
  /** Throws ProviderUnavailableError (no answer) or TransferRefusedError (refused). */
  transfer(request: TransferRequest): Promise<TransferOutcome>;
  /** What the provider knows of our reference; null when it has no such transfer. */
  verify(reference: string): Promise<TransferOutcome | null>;
  /** Checks the signature (throws WebhookSignatureError); null when the event is not about a transfer. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): TransferEvent | null;
}
