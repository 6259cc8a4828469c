/** Picks the payment provider the configuration asks for, and how the demo reaches our webhook. */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { DemoProvider, webhookPath, type WebhookDelivery } from './demo-provider';
import { DemoTransfers } from './demo-transfers';
import { DemoWebhooks } from './demo-webhooks';
import { PaystackProvider } from './paystack-provider';
import { PaystackTransfers } from './paystack-transfers';
import type { PaymentProvider } from './provider';
import type { TransferProvider } from './transfers';
import type { PaymentSecrets } from './secrets';

/**
 * Posts to our own webhook URL over real HTTP, at the address this server
 * listens on (PUBLIC_URL may sit behind a proxy this machine cannot reach);
 * in-process when the server is not listening (tests that only inject).
 */
export function selfDelivery(app: FastifyInstance): WebhookDelivery {
  return async (body, headers) => {
    const address = app.server.address() as AddressInfo | string | null;
    if (!address || typeof address === 'string') {
      const response = await app.inject({ method: 'POST', url: webhookPath, payload: body, headers });
      return response.statusCode;
    }
    const host =
      address.family === 'IPv6'
        ? address.address === '::'
          ? '[::1]'
          : `[${address.address}]`
        : address.address === '0.0.0.0'
          ? '127.0.0.1'
          : address.address;
    const response = await fetch(`http://${host}:${address.port}${webhookPath}`, {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(15_000),
    });
    await response.arrayBuffer();
    return response.status;
  };
}

export interface Providers {
  provider: PaymentProvider;
  transfers: TransferProvider;
  demo: DemoProvider | null;
  demoTransfers: DemoTransfers | null;
  /** Stops the demo's webhook retries (on close). */
  close(): void;
}

export function createPaymentProvider(app: FastifyInstance, config: Config, secrets: PaymentSecrets): Providers {
  if (config.payments.provider === 'paystack' && config.payments.paystackSecretKey) {
    const options = { secretKey: config.payments.paystackSecretKey, baseUrl: config.payments.paystackBaseUrl };
    const provider = new PaystackProvider({ ...options, publicUrl: () => config.publicUrl });
    return { provider, transfers: new PaystackTransfers(options), demo: null, demoTransfers: null, close: () => undefined };
  }
  const webhooks = new DemoWebhooks(secrets.demoWebhookSecret, selfDelivery(app), app.log);
  const demo = new DemoProvider(app.db, secrets.demoWebhookSecret, webhooks);
  const demoTransfers = new DemoTransfers(app.db, secrets.demoWebhookSecret, webhooks);
  return { provider: demo, transfers: demoTransfers, demo, demoTransfers, close: () => webhooks.close() };
}
