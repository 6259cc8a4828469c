/**
 * The demo provider: a checkout served by our own server (/pay/demo/{ref}),
 * labelled "Demo payment — no money moves", that plays a mobile-money
 * approval prompt. It keeps its own records like a real provider, answers
 * verify from them in Paystack's shape, and after an approval sends a signed
 * charge.success webhook to our webhook URL exactly as Paystack would (same
 * body, same x-paystack-signature header, keyed by the demo secret).
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { isMobileMoney } from '../../contract/rules/donation';
import { demoRepository, type DemoChoice, type DemoPaymentRow } from './demo-repository';
import { checkSignature, outcomeOfTransaction, readWebhook, signBody, signatureHeader } from './paystack-shapes';
import {
  ProviderUnavailableError,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderOutcome,
  type WebhookEvent,
} from './provider';

export const webhookPath = '/api/payments/webhook/paystack';
export const demoCheckoutPath = (reference: string) => `/pay/demo/${encodeURIComponent(reference)}`;

/** Sends a webhook body with its headers to our own webhook URL. */
export type WebhookDelivery = (body: string, headers: Record<string, string>) => Promise<number>;

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
  private closed = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly deliver: WebhookDelivery,
    private readonly log: FastifyBaseLogger,
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
    if (row?.status === 'success') this.track(this.announce(row));
    return row;
  }

  /** The signed charge.success webhook for a payment, as sent (for tests that replay it). */
  signedWebhook(row: DemoPaymentRow): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify({ event: 'charge.success', data: asPaystackTransaction(row) });
    return { body, headers: { 'content-type': 'application/json', [signatureHeader]: signBody(body, this.secret) } };
  }

  /** Sends the webhook, retrying a few times on failure as providers do. */
  private async announce(row: DemoPaymentRow): Promise<void> {
    const { body, headers } = this.signedWebhook(row);
    for (const delayMs of [0, 1000, 3000, 9000]) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
      if (this.closed) return;
      try {
        const status = await this.deliver(body, headers);
        if (status >= 200 && status < 300) return;
        this.log.warn({ reference: row.reference, status }, 'demo webhook refused; will retry');
      } catch (error) {
        this.log.warn({ err: error, reference: row.reference }, 'demo webhook not delivered; will retry');
      }
    }
    this.log.error({ reference: row.reference }, 'demo webhook gave up; the success page still verifies the payment');
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  /** Stops retrying; a webhook already on its way may still arrive. */
  close(): void {
    this.closed = true;
  }

  /** Resolves once every webhook sent so far was delivered or given up on (for tests). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }
}
