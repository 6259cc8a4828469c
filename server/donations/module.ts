/**
 * Donations: started here (from the app, or from the payment pages the server
 * renders, which work without JavaScript) and paid with the provider, settled
 * by its webhook (or when the donor comes back), counted in the ledger, the
 * donor and the owner told by e-mail; those left pending expire. Transfer events share the
 * provider's webhook, so money out answers them first.
 */
import fp from 'fastify-plugin';
import { textsCanBeSent } from '../config';
import { derivePaymentSecrets } from '../payments/secrets';
import { scheduleDonationExpiry } from './expiry';
import { FormTokens } from './form-token';
import { sendDonationNotices } from './notices';
import { paymentPageRoutes } from './payment-pages';
import { PhoneGifts } from './phone-gifts';
import { donationRoutes } from './routes';
import { DonationsService } from './service';
import { DonationTexts } from './text-facts';
import { webhookRoutes } from './webhook-routes';

export const donationsModule = fp(
  async (app) => {
    const { config, db, events, log } = app;
    const publicUrl = () => config.publicUrl;
    const { payerPepper, donationFormKey } = derivePaymentSecrets(app.serverSecret);
    const donations = new DonationsService(db, app.payments, events, payerPepper, publicUrl, log, {
      textReceipts: textsCanBeSent(config),
    });
    app.decorate('donations', donations);
    app.decorate('phoneGifts', new PhoneGifts(db, donations));
    app.decorate('donationTexts', new DonationTexts(db));
    app.decorate('donationForms', new FormTokens(donationFormKey));
    sendDonationNotices({ db, events, mailer: app.mailer, notices: app.notices.service, log, publicUrl });
    await app.register(donationRoutes);
    await app.register(paymentPageRoutes);
    await app.register(webhookRoutes);
    scheduleDonationExpiry(app, config.pendingDonationTtlHours);
  },
  { name: 'donations', dependencies: ['payments', 'payouts', 'events', 'mail', 'rate-limit', 'notices'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    donations: DonationsService;
    /** Gifts started from a phone's wallet (USSD). */
    phoneGifts: PhoneGifts;
    /** What a text about a gift says (receipts, owners' summaries). */
    donationTexts: DonationTexts;
    /** The payment form's one-time tokens (./form-token.ts). */
    donationForms: FormTokens;
  }
}
