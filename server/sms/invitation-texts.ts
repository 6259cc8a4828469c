/**
 * A co-signer invited by phone number hears of it by text: who asks, for
 * which story, and a short link to sign in with that number (a code texted to
 * it proves it) and answer. Written once per invitation, from the job queue.
 */
import type { InvitationTexts } from '../payouts/notices';
import { cut, fitText, toGsm7 } from './gsm7';
import type { SmsService } from './service';
import { smsWords } from './words';

/** Characters of an owner's name a text keeps at most. */
const nameInText = 24;

export function invitationTexts(sms: SmsService): InvitationTexts {
  return {
    invitation: ({ key, to, lang, owner, title, link }) => {
      const words = smsWords(lang);
      const who = owner ? cut(toGsm7(owner), nameInText) : words.t('invitation.anOwner');
      const body = fitText((shortTitle) => words.t('invitation', { owner: who, title: shortTitle, link }), toGsm7(title));
      return sms.queueNow([{ key, kind: 'invitation', to, body, lang }]);
    },
  };
}
