/**
 * The SMS domain: texts to people's phones, sent once from the job queue
 * through Africa's Talking (or, without it outside production, kept in the dev
 * SMS outbox at /dev/sms). It builds the SMS service (`app.sms`, for other
 * domains to send through), the texts that follow what happens elsewhere
 * (receipts, a story's news, owners' daily summaries), the way sign-in
 * codes, co-signers' invitations and notices by text leave, and the routes the gateway posts back to. Without a gateway in production, `app.sms` is null:
 * no text is sent and donors are not offered receipts by text.
 */
import fp from 'fastify-plugin';
import { textsCanBeSent } from '../config';
import { africasTalkingGateway } from './africastalking';
import { codeSender } from './code-sender';
import { invitationTexts } from './invitation-texts';
import { noticeTexts } from './notice-texts';
import { scheduleDailySummaries } from './daily-summary';
import { devSmsOutbox } from './dev-outbox';
import { devSmsRoutes } from './dev-outbox-routes';
import { sendReceiptTexts } from './receipt-texts';
import { smsCallbackRoutes } from './routes';
import { SmsService } from './service';
import { sendUpdateTexts } from './update-texts';

export const smsModule = fp(
  async (app) => {
    const { config, db, events, jobs } = app;
    const at = config.phone.africasTalking;
    const outbox = !at && textsCanBeSent(config) ? devSmsOutbox(db, app.log) : null;
    const gateway = at ? africasTalkingGateway({ ...at, from: config.phone.smsSenderId }) : outbox;
    if (!gateway) {
      app.log.info('No SMS gateway (AFRICASTALKING_*): no text is sent');
      app.decorate('sms', null);
      return;
    }
    // A number is known by the payer key's keyed hash once its text has left.
    const sms = new SmsService(db, jobs, gateway, (phone) => app.donations.payerKeyFor(phone), app.log);
    app.decorate('sms', sms);
    sms.listen();
    app.auth.phones.texts.sendThrough(codeSender(gateway));
    app.payouts.notices.textInvitationsThrough(invitationTexts(sms));
    app.notices.textThrough(noticeTexts(sms));
    const publicUrl = () => config.publicUrl;
    sendReceiptTexts({ db, events, sms, donations: app.donationTexts, publicUrl });
    sendUpdateTexts({ events, sms, campaigns: app.campaigns, publicUrl });
    scheduleDailySummaries(app, sms, app.donationTexts, publicUrl);
    await app.register(smsCallbackRoutes, { sms });
    if (outbox) await app.register(devSmsRoutes, { outbox, open: config.mail.devMailboxOpen });
  },
  { name: 'sms', dependencies: ['jobs', 'events', 'auth', 'notices', 'campaigns', 'payouts', 'donations'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Texts to phones, sent once from the job queue; null when no gateway is configured in production. */
    sms: SmsService | null;
  }
}
