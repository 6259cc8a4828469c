/**
 * How the demo provider sends its signed webhooks: in the background, retried
 * a few times on failure as real providers do, and tracked so tests (and a
 * closing server) can wait for them.
 */
import type { FastifyBaseLogger } from 'fastify';
import { signBody, signatureHeader } from './paystack-shapes';

/** Sends a webhook body with its headers to our own webhook URL. */
export type WebhookDelivery = (body: string, headers: Record<string, string>) => Promise<number>;

export class DemoWebhooks {
  private closed = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly secret: string,
    private readonly deliver: WebhookDelivery,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A Paystack-shaped event, signed as Paystack signs it (for sending, and for tests that replay it). */
  signed(event: string, data: unknown): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify({ event, data });
    return { body, headers: { 'content-type': 'application/json', [signatureHeader]: signBody(body, this.secret) } };
  }

  /** Sends it in the background; a refusal or an error is retried after 1, 3 and 9 seconds. */
  send(event: string, data: unknown, reference: string): void {
    const work = this.announce(this.signed(event, data), reference);
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async announce({ body, headers }: { body: string; headers: Record<string, string> }, reference: string): Promise<void> {
    for (const delayMs of [0, 1000, 3000, 9000]) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
      if (this.closed) return;
      try {
        const status = await this.deliver(body, headers);
        if (status >= 200 && status < 300) return;
        this.log.warn({ reference, status }, 'demo webhook refused; will retry');
      } catch (error) {
        this.log.warn({ err: error, reference }, 'demo webhook not delivered; will retry');
      }
    }
    this.log.error({ reference }, 'demo webhook gave up; verifying with the provider still tells what happened');
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
