/**
 * How sign-in codes leave (the `CodeSender` sign-in asks for): straight
 * through the gateway, not the queue, since a code is wanted now and the
 * person asks again if it does not come. The text is not kept anywhere.
 */
import type { CodeSender } from '../auth/code-texts';
import { SmsUncertainError, type SmsGateway } from './gateway';
import { toGsm7 } from './gsm7';
import { smsWords } from './words';

export function codeSender(gateway: SmsGateway): CodeSender {
  return {
    async send(to, text, lang, values) {
      try {
        const result = await gateway.send({ to, text: toGsm7(smsWords(lang).t(`code.${text}`, values)) });
        return result.outcome === 'accepted' ? { sent: true, messageId: result.messageId } : { sent: false, reason: result.reason };
      } catch (error) {
        if (error instanceof SmsUncertainError) return { sent: false, reason: 'no answer from the SMS gateway' };
        throw error;
      }
    },
  };
}
