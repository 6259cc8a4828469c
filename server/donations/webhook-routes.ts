/**
 * POST /api/payments/webhook/paystack: the provider's signed notifications.
 * The signature covers the bytes as sent, so this route (and only this one)
 * keeps the raw body: JSON is parsed after the signature holds.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WebhookHeaders, WebhookReceived, webhookSignatureHeader } from '../../contract/api/donations';
import { webhookPath } from '../payments/demo-provider';

/** Transfer events (money out) arrive on the same webhook; whoever handles them answers null for anything else. */
export interface TransferWebhooks {
  handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ outcome: 'applied' | 'unchanged' | 'ignored' } | null>;
}

export const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { donations } = app;
  const transfers: TransferWebhooks = app.payouts.payer;

  // Encapsulated: replaces the JSON parser for this plugin's routes only.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  app.post(webhookPath, { schema: { headers: WebhookHeaders, response: { 200: WebhookReceived } } }, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    // A signature that does not hold throws WebhookSignatureError: a 401.
    const signature = request.headers[webhookSignatureHeader];
    const { outcome } = (await transfers.handleWebhook(raw, signature)) ?? (await donations.handleWebhook(raw, signature));
    return reply.send({ received: true, outcome });
  });
};
