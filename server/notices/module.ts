/**
 * Notices that reach people: by e-mail, by SMS and on the phone (Web Push),
 * each kind on the channels its reader chose, from the durable job queue in
 * the reader's language. Registered before the domains that tell of things
 * (they write notices through `app.notices.service` in their own
 * transactions); the SMS domain, built later, gives the way texts leave.
 * Pushes are signed with the VAPID keys (VAPID_* or a pair kept in the data
 * folder) and go to each browser's push service, or, in development unless
 * WEB_PUSH=send, to the dev push outbox at /dev/push.
 */
import fp from 'fastify-plugin';
import { emailChannel } from './channels/email';
import { pushChannel } from './channels/push';
import { smsChannel, type NoticeTexts } from './channels/sms';
import { devPushOutbox } from './dev-push-outbox';
import { devPushRoutes } from './dev-push-routes';
import { webPushSender } from './push-sender';
import { noticeRoutes } from './routes';
import { NoticesService } from './service';
import { StopLinks } from './stop-links';
import { stopRoutes } from './stop-routes';
import { Subscriptions } from './subscriptions';
import { loadVapidKeys } from './vapid';

export interface Notices {
  /** Writes notices (the domains, in their transactions) and sends them. */
  service: NoticesService;
  subscriptions: Subscriptions;
  /** What browsers subscribe with (base64url). */
  vapidPublicKey: string;
  /** Notices by SMS leave through `texts` from now on. */
  textThrough(texts: NoticeTexts): void;
}

export const noticesModule = fp(
  async (app) => {
    const { config, db } = app;
    const keys = await loadVapidKeys(config.push.vapidKeys, config.dataDir);
    const outbox = config.push.delivery === 'dev-outbox' ? devPushOutbox(db, app.log) : null;
    const sender = outbox ?? webPushSender(keys, config.push.subject);
    let texts: NoticeTexts | null = null;
    const stops = new StopLinks(app.serverSecret, () => config.publicUrl);
    const service = new NoticesService(
      db,
      app.jobs,
      { email: emailChannel(app.mailer), sms: smsChannel(() => texts), push: pushChannel(sender) },
      stops,
      () => ({ sms: texts !== null }),
      () => ({ publicUrl: config.publicUrl }),
      app.log,
    );
    app.decorate<Notices>('notices', {
      service,
      subscriptions: new Subscriptions(db, () => texts !== null),
      vapidPublicKey: keys.publicKey,
      textThrough: (through) => {
        texts = through;
      },
    });
    await app.register(noticeRoutes);
    await app.register(stopRoutes, { stops });
    if (outbox) await app.register(devPushRoutes, { outbox, open: config.mail.devMailboxOpen });
  },
  { name: 'notices', dependencies: ['users', 'auth', 'mail', 'jobs', 'rate-limit'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    notices: Notices;
  }
}
