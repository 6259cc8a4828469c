/**
 * The demo provider: a checkout served by our own server (/pay/demo/{ref}),
 * labelled "Demo payment — no money moves", that plays a mobile-money
 * approval prompt (also the prompt of a wallet charge started by USSD). It keeps its own records like a real provider, answers
 * verify from them in Paystack's shape, and after an approval sends a signed
 * charge.success webhook to our webhook URL exactly as Paystack would (same
 * body, same x-paystack-signature header, keyed by the demo secret).
 */
import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { isMobileMoney } from '../../contract/rules/donation';
import { demoRepository, type DemoChoice, type DemoPaymentRow } from './demo-repository';
import type { DemoWebhooks } from './demo-webhooks';
import { checkSignature, outcomeOfTransaction, readWebhook } from './paystack-shapes';
import {
  ProviderUnavailableError,
  type Checkout,
  type ChargeStep,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderOutcome,
  type WalletCharge,
  type WalletNetwork,
  type WebhookEvent,
} from './provider';

export const webhookPath = '/api/payments/webhook/paystack';

/** The code the demo asks a Telecel wallet for before its prompt, as Paystack's test mode does. */
export const demoChargeCode = '123456';

const walletMethods: Record<WalletNetwork, string> = { mtn: 'mtn_momo', telecel: 'telecel_cash', airteltigo: 'airteltigo_money' };
export const demoCheckoutPath = (reference: string) => `/pay/demo/${encodeURIComponent(reference)}`;

export type { WebhookDelivery } from './demo-webhooks';

/** A transaction as Paystack describes it, from the demo's record. */
export function asPaystackTransaction(row: DemoPaymentRow) {
  return {
    id: parseInt(createHash('sha256').update(row.reference).digest('hex').slice(0, 10), 16),
    domain: 'test',
    status: row.status,
    reference: row.reference,
    amount: row.amount,
    message: null,
    gateway_response: row.gateway_response,
    paid_at: row.paid_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    channel: row.channel,
    currency: row.currency,
    ip_address: null,
    metadata: row.metadata,
    fees: 0,
    customer: { email: row.email },
    authorization: { channel: row.channel, bank: typeof row.metadata.method === 'string' ? row.metadata.method : null, reusable: false },
  };
}

export class DemoProvider implements PaymentProvider {
  readonly name = 'demo' as const;
  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly webhooks: DemoWebhooks,
  ) {}

  async initialize(request: CheckoutRequest): Promise<Checkout> {
    await demoRepository.insert(this.db, {
      reference: request.reference,
      amount: request.amount,
      channel: isMobileMoney(request.method) ? 'mobile_money' : 'card',
      email: request.email,
      metadata: { donation_id: request.donationId, campaign_id: request.campaignId, method: request.method, story: request.campaignTitle },
    });
    return { checkoutUrl: demoCheckoutPath(request.reference) };
  }

  /**
   * A wallet charge, played as Paystack answers one: a Telecel wallet is first
   * asked for a code (the demo's is 123456), then every wallet gets its prompt,
   * which is this demo's checkout page (/pay/demo/{reference}).
   */
  async chargeWallet(charge: WalletCharge): Promise<ChargeStep> {
    await demoRepository.insert(this.db, {
      reference: charge.reference,
      amount: charge.amount,
      channel: 'mobile_money',
      email: charge.email,
      metadata: {
        donation_id: charge.donationId,
        campaign_id: charge.campaignId,
        method: walletMethods[charge.network],
        story: charge.campaignTitle,
        channel: 'ussd',
      },
    });
    return charge.network === 'telecel'
      ? { status: 'send_otp', displayText: `Demo: enter the code ${demoChargeCode}` }
      : { status: 'pay_offline', displayText: `Demo: approve at ${demoCheckoutPath(charge.reference)}` };
  }

  async submitChargeCode(reference: string, code: string): Promise<ChargeStep> {
    if (!(await demoRepository.find(this.db, reference)))
      throw new ProviderUnavailableError(`The demo provider has no payment ${reference}.`);
    return code === demoChargeCode
      ? { status: 'pay_offline', displayText: `Demo: approve at ${demoCheckoutPath(reference)}` }
      : { status: 'send_otp', displayText: `Demo: that code is wrong; it is ${demoChargeCode}` };
  }

  async verify(reference: string): Promise<ProviderOutcome> {
    const row = await demoRepository.find(this.db, reference);
    const outcome = row ? outcomeOfTransaction(asPaystackTransaction(row)) : null;
    if (!outcome) throw new ProviderUnavailableError(`The demo provider has no payment ${reference}.`);
    return outcome;
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent {
    checkSignature(rawBody, signature, this.secret);
    return readWebhook(rawBody);
  }

  find(reference: string): Promise<DemoPaymentRow | null> {
    return demoRepository.find(this.db, reference);
  }

  /** The payer's choice on the checkout page. An approval is announced by webhook, in the background, as a provider does. */
  async choose(reference: string, choice: DemoChoice): Promise<DemoPaymentRow | null> {
    const row = await demoRepository.finish(this.db, reference, choice);
    if (row?.status === 'success') this.webhooks.send('charge.success', asPaystackTransaction(row), row.reference);
    return row;
  }

  /** The signed charge.success webhook for a payment, as sent (for tests that replay it). */
  signedWebhook(row: DemoPaymentRow): { body: string; headers: Record<string, string> } {
    return this.webhooks.signed('charge.success', asPaystackTransaction(row));
  }

  /** Stops retrying; a webhook already on its way may still arrive. */
  close(): void {
    this.webhooks.close();
  }

  /** Resolves once every webhook sent so far was delivered or given up on (for tests). */
  async settled(): Promise<void> {
    await this.webhooks.settled();
  }
}
