/**
 * Paystack (GHS): POST /transaction/initialize gives the checkout page the
 * donor is sent to (mobile money or card, as they chose), GET
 * /transaction/verify/{reference} says what became of it, and signed
 * webhooks (charge.success, refund.processed) settle it without the donor.
 */
import { isMobileMoney } from '../../contract/rules/donation';
import { checkSignature, outcomeOfTransaction, readWebhook } from './paystack-shapes';
import {
  ProviderUnavailableError,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderOutcome,
  type WebhookEvent,
} from './provider';

export interface PaystackOptions {
  secretKey: string;
  baseUrl: string;
  /** The app's public origin: Paystack sends the donor back to /payment/success or /payment/cancel there. */
  publicUrl: () => string;
  timeoutMs?: number;
}

interface Envelope {
  status?: unknown;
  message?: unknown;
  data?: unknown;
}

export class PaystackProvider implements PaymentProvider {
  readonly name = 'paystack' as const;

  constructor(private readonly options: PaystackOptions) {}

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope & { httpStatus: number }> {
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new ProviderUnavailableError('Paystack could not be reached.', { cause: error });
    }
    let envelope: Envelope = {};
    try {
      envelope = (await response.json()) as Envelope;
    } catch {
      // A body that is not JSON says nothing more than the status does.
    }
    return { ...envelope, httpStatus: response.status };
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
