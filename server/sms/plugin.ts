/**
 * The SMS domain: texts to people's phones, sent once from the job queue
 * through Africa's Talking (or, without it outside production, kept in the dev
 * SMS outbox at /dev/sms). It builds the SMS service (`app.sms`, for other
 * domains to send through), the texts that follow what happens elsewhere
 * (receipts, a story's news, owners' daily summaries), and the routes the
 * gateway posts back to. Without a gateway in production, `app.sms` is null:
 * no text is sent and donors are not offered receipts by text.
 */
import fp from 'fastify-plugin';
import type { CampaignsService } from '../campaigns/service';
import type { Config } from '../config';
import type { DonationTexts } from '../donations/text-facts';
import { africasTalkingGateway } from './africastalking';
import { scheduleDailySummaries } from './daily-summary';
import { devSmsOutbox } from './dev-outbox';
import { devSmsRoutes } from './dev-outbox-routes';
import { sendReceiptTexts } from './receipt-texts';
import { smsCallbackRoutes } from './routes';
import { SmsService } from './service';
import { sendUpdateTexts } from './update-texts';

export interface SmsModuleOptions {
  donations: DonationTexts;
  campaigns: CampaignsService;
  /** The keyed hash a number is known by once its text has left (the payer key's). */
  hashPhone: (phone: string) => string;
}

/** Whether texts can be sent with this configuration: a gateway, or the dev outbox outside production. */
export const textsCanBeSent = (config: Pick<Config, 'nodeEnv' | 'phone'>): boolean =>
  config.phone.africasTalking !== null || config.nodeEnv !== 'production';

export const smsModule = fp<SmsModuleOptions>(
  async (app, options) => {
    const { config, db, events, jobs } = app;
    const at = config.phone.africasTalking;
    const outbox = !at && textsCanBeSent(config) ? devSmsOutbox(db, app.log) : null;
    const gateway = at ? africasTalkingGateway({ ...at, from: config.phone.smsSenderId }) : outbox;
    if (!gateway) {
      app.log.info('No SMS gateway (AFRICASTALKING_*): no text is sent');
      app.decorate('sms', null);
      return;
    }
    const sms = new SmsService(db, jobs, gateway, options.hashPhone, app.log);
    app.decorate('sms', sms);
    sms.listen();
    const publicUrl = () => config.publicUrl;
    sendReceiptTexts({ db, events, sms, donations: options.donations, publicUrl });
    sendUpdateTexts({ events, sms, campaigns: options.campaigns, publicUrl });
    scheduleDailySummaries(app, sms, options.donations, publicUrl);
    await app.register(smsCallbackRoutes, { sms });
    if (outbox) await app.register(devSmsRoutes, { outbox, open: config.mail.devMailboxOpen });
  },
  { name: 'sms', dependencies: ['jobs', 'events'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Texts to phones, sent once from the job queue; null when no gateway is configured in production. */
    sms: SmsService | null;
  }
}
