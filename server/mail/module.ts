/**
 * E-mail: by SMTP when SMTP_URL is set, otherwise into the development
 * mailbox, whose page (/dev/mailbox) is served outside production. Closed
 * after the job queue, whose jobs send mail until they stop.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { devMailboxRoutes } from './dev-mailbox-routes';
import { createDevMailbox, createSmtpMailer, type DevMailbox } from './mailer';

export const mailModule = fp(
  async (app) => {
    const { config } = app;
    const mailer: FastifyInstance['mailer'] = config.mail.smtpUrl
      ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
      : createDevMailbox(app.db, app.log);
    app.decorate<FastifyInstance['mailer']>('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
    if (mailer.kind === 'dev-mailbox' && config.nodeEnv !== 'production') await app.register(devMailboxRoutes);
  },
  { name: 'mail' },
);

declare module 'fastify' {
  interface FastifyInstance {
    mailer: ReturnType<typeof createSmtpMailer> | DevMailbox;
  }
}
