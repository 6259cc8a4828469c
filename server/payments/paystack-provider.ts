/**
 * Paystack (GHS): POST /transaction/initialize gives the checkout page the
 * donor is sent to (mobile money or card, as they chose), POST /charge
 * charges a wallet directly (a gift by USSD, ./paystack-charge.ts), GET
 * /transaction/verify/{reference} says what became of it, and signed
 * webhooks (charge.success, refund.processed) settle it without the donor.
 */
import { isMobileMoney } from '../../contract/rules/donation';
import { paystackCharges } from './paystack-charge';
import { paystackClient, type PaystackCall } from './paystack-client';
import { checkSignature, outcomeOfTransaction, readWebhook } from './paystack-shapes';
import {
  ProviderUnavailableError,
  type Checkout,
  type ChargeStep,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderOutcome,
  type WalletCharge,
  type WebhookEvent,
} from './provider';

export interface PaystackOptions {
  secretKey: string;
  baseUrl: string;
  /** The app's public origin: Paystack sends the donor back to /payment/success or /payment/cancel there. */
  publicUrl: () => string;
  timeoutMs?: number;
}

export class PaystackProvider implements PaymentProvider {
  readonly name = 'paystack' as const;
  private readonly call: PaystackCall;
  private readonly charges: ReturnType<typeof paystackCharges>;

  constructor(private readonly options: PaystackOptions) {
    this.call = paystackClient(options);
    this.charges = paystackCharges(this.call);
  }

  chargeWallet(charge: WalletCharge): Promise<ChargeStep> {
    return this.charges.chargeWallet(charge);
  }

  submitChargeCode(reference: string, code: string): Promise<ChargeStep> {
    return this.charges.submitChargeCode(reference, code);
  }

  async initialize(request: CheckoutRequest): Promise<Checkout> {
    const origin = this.options.publicUrl();
    const answer = await this.call('POST', '/transaction/initialize', {
      email: request.email,
      amount: String(request.amount),
      currency: 'GHS',
      reference: request.reference,
      channels: [isMobileMoney(request.method) ? 'mobile_money' : 'card'],
      callback_url: `${origin}/payment/success`,
      metadata: {
        donation_id: request.donationId,
        campaign_id: request.campaignId,
        // Paystack's checkout sends the donor here when they press cancel.
        cancel_action: `${origin}/payment/cancel?reference=${encodeURIComponent(request.reference)}`,
        custom_fields: [{ display_name: 'Story', variable_name: 'story', value: request.campaignTitle.slice(0, 90) }],
      },
    });
    const data = answer.data as { authorization_url?: unknown; reference?: unknown } | undefined;
    if (
      answer.httpStatus >= 300 ||
      answer.status !== true ||
      typeof data?.authorization_url !== 'string' ||
      !/^https?:\/\//.test(data.authorization_url)
    ) {
      throw new ProviderUnavailableError(
        `Paystack refused to start the payment (${answer.httpStatus}): ${typeof answer.message === 'string' ? answer.message : 'no message'}`,
      );
    }
    return { checkoutUrl: data.authorization_url };
  }

  async verify(reference: string): Promise<ProviderOutcome> {
    const answer = await this.call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
    const outcome = answer.httpStatus < 300 && answer.status === true ? outcomeOfTransaction(answer.data) : null;
    if (!outcome || outcome.reference !== reference) {
      throw new ProviderUnavailableError(
        `Paystack could not verify ${reference} (${answer.httpStatus}): ${typeof answer.message === 'string' ? answer.message : 'no message'}`,
      );
    }
    return outcome;
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent {
    checkSignature(rawBody, signature, this.options.secretKey);
    return readWebhook(rawBody);
  }
}
