/**
 * Secrets the payment code derives from the server's JWT secret, so every
 * server sharing a database agrees on them without more configuration:
 * - the pepper of payer keys (who paid, as an HMAC, never the number itself);
 * - the demo provider's webhook secret (it signs its webhooks as Paystack does);
 * - the key that signs the payment form's one-time tokens.
 */
import { createHmac } from 'node:crypto';

export interface PaymentSecrets {
  payerPepper: Buffer;
  demoWebhookSecret: string;
  donationFormKey: Buffer;
}

const derive = (root: Uint8Array, purpose: string) => createHmac('sha256', Buffer.from(root)).update(`nnoboa:${purpose}`).digest();

export function derivePaymentSecrets(jwtSecret: Uint8Array): PaymentSecrets {
  return {
    payerPepper: derive(jwtSecret, 'payer-key-pepper'),
    demoWebhookSecret: derive(jwtSecret, 'demo-webhook-secret').toString('hex'),
    donationFormKey: derive(jwtSecret, 'donation-form-token'),
  };
}

/** Who paid, as HMAC-SHA256 hex of a normalised identifier (`+233…`, `email:…`, `user:…`, `ip:…`). */
export function payerKey(pepper: Buffer, identifier: string): string {
  return createHmac('sha256', pepper).update(identifier, 'utf8').digest('hex');
}
