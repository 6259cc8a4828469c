/**
 * The payment provider the configuration asks for: Paystack, or the demo that
 * runs on this server (its checkout and transfer pages, and its signed
 * webhooks to our own address). Money in and money out each take their side.
 */
import fp from 'fastify-plugin';
import { demoCheckoutRoutes } from './demo-checkout-routes';
import type { DemoProvider } from './demo-provider';
import { demoTransferRoutes } from './demo-transfer-routes';
import type { DemoTransfers } from './demo-transfers';
import type { PaymentProvider } from './provider';
import { derivePaymentSecrets } from './secrets';
import { createPaymentProvider } from './setup';
import type { TransferProvider } from './transfers';

export const paymentsModule = fp(
  async (app) => {
    const providers = createPaymentProvider(app, app.config, derivePaymentSecrets(app.serverSecret));
    app.decorate('payments', providers.provider);
    app.decorate('transfers', providers.transfers);
    app.decorate('demoPayments', providers.demo);
    app.decorate('demoTransfers', providers.demoTransfers);
    // Stops the demo's webhook retries.
    app.addHook('onClose', async () => providers.close());
    if (providers.demo) await app.register(demoCheckoutRoutes);
    if (providers.demoTransfers) await app.register(demoTransferRoutes);
  },
  { name: 'payments', dependencies: ['auth'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Takes donations' money in. */
    payments: PaymentProvider;
    /** Sends withdrawals' money out. */
    transfers: TransferProvider;
    /** The demo payment provider, when no real one is configured. */
    demoPayments: DemoProvider | null;
    /** The demo provider's transfers, when no real provider is configured. */
    demoTransfers: DemoTransfers | null;
  }
}
