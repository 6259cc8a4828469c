/** `GET /dev/mailbox/messages` (development only, without SMTP): the e-mails the app would have sent, newest first. */
import { Type, type Static } from 'typebox';
import { Timestamp } from './common';

export const MailboxQuery = Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) });

export const DevMail = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  /** Every link in the text, to click or to follow in a test. */
  links: Type.Array(Type.String()),
  created_at: Timestamp,
});
export type DevMail = Static<typeof DevMail>;
export const DevMails = Type.Array(DevMail);
