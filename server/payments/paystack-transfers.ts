/**
 * Paystack Transfers (GHS): `GET /bank?currency=GHS` lists the banks,
 * `GET /bank/resolve` names an account's holder, `POST /transferrecipient`
 * (type `mobile_money` or `ghipss`) makes a recipient once per account,
 * `POST /transfer` sends our withdrawal's reference with the money, and
 * `GET /transfer/verify/{reference}` says what became of it. Transfers need a
 * registered business with "confirm transfers with OTP" turned off: an `otp`
 * answer stays pending and is logged.
 */
import { isMobileMoneyPayout } from '../../contract/rules/payout';
import { messageOf, paystackClient, succeeded, type PaystackCall, type PaystackClientOptions } from './paystack-client';
import { checkSignature } from './paystack-shapes';
import { banksOf, outcomeOfTransfer, readTransferWebhook } from './paystack-transfer-shapes';
import { ProviderUnavailableError } from './provider';
import {
  AccountNotFoundError,
  TransferRefusedError,
  type AccountToResolve,
  type BankEntry,
  type RecipientRequest,
  type TransferEvent,
  type TransferOutcome,
  type TransferProvider,
  type TransferRequest,
} from './transfers';

export class PaystackTransfers implements TransferProvider {
  readonly name = 'paystack' as const;
  private readonly call: PaystackCall;

  constructor(private readonly options: PaystackClientOptions) {
    this.call = paystackClient(options);
  }

  async banks(): Promise<BankEntry[]> {
    const answer = await this.call('GET', '/bank?currency=GHS&type=ghipss&perPage=100');
    if (!succeeded(answer)) throw new ProviderUnavailableError(`Paystack did not list banks (${answer.httpStatus}): ${messageOf(answer)}`);
    return banksOf(answer.data);
  }

  async resolve(account: AccountToResolve): Promise<{ accountName: string }> {
    const query = new URLSearchParams({ account_number: account.accountNumber, bank_code: account.bankCode });
    const answer = await this.call('GET', `/bank/resolve?${query.toString()}`);
    const name = (answer.data as { account_name?: unknown } | undefined)?.account_name;
    if (succeeded(answer) && typeof name === 'string' && name.trim() !== '') return { accountName: name.trim().slice(0, 200) };
    if (answer.httpStatus >= 500 || answer.httpStatus === 429) {
      throw new ProviderUnavailableError(`Paystack could not resolve the account (${answer.httpStatus}): ${messageOf(answer)}`);
    }
    throw new AccountNotFoundError();
  }

  async createRecipient(request: RecipientRequest): Promise<{ recipientCode: string }> {
    const answer = await this.call('POST', '/transferrecipient', {
      type: isMobileMoneyPayout(request.method) ? 'mobile_money' : 'ghipss',
      name: request.name,
      account_number: request.accountNumber,
      bank_code: request.bankCode,
      currency: 'GHS',
    });
    const code = (answer.data as { recipient_code?: unknown } | undefined)?.recipient_code;
    if (succeeded(answer) && typeof code === 'string' && code !== '') return { recipientCode: code };
    if (answer.httpStatus >= 500 || answer.httpStatus === 429) {
      throw new ProviderUnavailableError(`Paystack did not make the recipient (${answer.httpStatus}): ${messageOf(answer)}`);
    }
    throw new TransferRefusedError(`Paystack refused the recipient: ${messageOf(answer)}`);
  }

  async transfer(request: TransferRequest): Promise<TransferOutcome> {
    const answer = await this.call('POST', '/transfer', {
      source: 'balance',
      amount: request.amount,
      currency: 'GHS',
      recipient: request.recipientCode,
      reference: request.reference,
      reason: request.reason.slice(0, 100),
    });
    const outcome = succeeded(answer) ? outcomeOfTransfer(answer.data) : null;
    if (outcome && outcome.reference === request.reference) return outcome;
    if (answer.httpStatus >= 500 || answer.httpStatus === 429 || succeeded(answer)) {
      throw new ProviderUnavailableError(`Paystack did not take the transfer (${answer.httpStatus}): ${messageOf(answer)}`);
    }
    throw new TransferRefusedError(messageOf(answer));
  }

  async verify(reference: string): Promise<TransferOutcome | null> {
    const answer = await this.call('GET', `/transfer/verify/${encodeURIComponent(reference)}`);
    if (answer.httpStatus === 404) return null;
    const outcome = succeeded(answer) ? outcomeOfTransfer(answer.data) : null;
    if (!outcome || outcome.reference !== reference) {
      throw new ProviderUnavailableError(`Paystack could not verify transfer ${reference} (${answer.httpStatus}): ${messageOf(answer)}`);
    }
    return outcome;
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): TransferEvent | null {
    checkSignature(rawBody, signature, this.options.secretKey);
    return readTransferWebhook(rawBody);
  }
}
