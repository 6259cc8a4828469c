/**
 * Notices by SMS: the text is handed to the SMS domain's queue (written once
 * by its key, sent once, STOP honoured), which the SMS domain gives once it is
 * built; without a gateway no notice goes by text.
 */
import type { SmsText } from '../kinds/kind';
import type { Channel } from './channel';

/** How a notice's text leaves: fitted to the characters and length of an SMS, and queued once by its key (the SMS domain's). */
export interface NoticeTexts {
  queueNow(text: { key: string; to: string; text: SmsText; lang: string }): Promise<void>;
}

export function smsChannel(texts: () => NoticeTexts | null): Channel {
  return {
    async send(delivery) {
      const { reader, def } = delivery;
      const through = texts();
      if (!through || !reader.phone || !def.sms) return { status: 'failed', reason: 'no number, no gateway, or no text for this kind' };
      const stop = (await delivery.stopLink('sms')) ?? '';
      const text = def.sms(delivery.facts, reader, delivery.context, stop);
      await through.queueNow({ key: `notice:${delivery.id}`, to: reader.phone, text, lang: reader.lang });
      return { status: 'sent' };
    },
  };
}
