/** Notices by e-mail, with the link that stops that kind by e-mail (also offered to mail apps as one-click List-Unsubscribe). */
import { MailDeliveryError, type Mailer } from '../../mail/mailer';
import { mailWords } from '../../mail/words';
import type { Channel } from './channel';

export function emailChannel(mailer: Mailer): Channel {
  return {
    async send(delivery) {
      const { reader, def } = delivery;
      if (!reader.email || !def.email) return { status: 'failed', reason: 'no address, or no e-mail for this kind' };
      const url = await delivery.stopLink('email');
      const stop = { label: mailWords(reader.lang).t('notices.stop'), url: url ?? '' };
      const mail = def.email(delivery.facts, { ...reader, email: reader.email }, delivery.context, stop);
      // The test notice has no way out to offer.
      if (!url) delete mail.headers;
      try {
        await mailer.send(mail);
      } catch (error) {
        if (error instanceof MailDeliveryError) return { status: 'retry', reason: error.message };
        throw error;
      }
      return { status: 'sent' };
    },
  };
}
