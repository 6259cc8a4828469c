/**
 * Notices by text (the `NoticeTexts` the notices domain asks for): written in
 * GSM-7, in one part where the content allows (the shortenable field, a
 * story's title, is cut first), and queued once by the notice delivery's key.
 */
import type { NoticeTexts } from '../notices/channels/sms';
import { cut, fitText, toGsm7 } from './gsm7';
import type { SmsService } from './service';

/** Characters of a shortenable field a notice's text keeps at most. */
const fieldInText = 80;

export function noticeTexts(sms: SmsService): NoticeTexts {
  return {
    queueNow: ({ key, to, text, lang }) =>
      sms.queueNow([{ key, kind: 'notice', to, lang, body: fitText(text.compose, cut(toGsm7(text.field), fieldInText)) }]),
  };
}
