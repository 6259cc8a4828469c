/**
 * What one kind of notice says on each channel it can use, in its reader's
 * language: an e-mail (with the link that stops this kind by e-mail), a text
 * of one SMS part where it can be (with its stop link), and what the phone
 * shows (a title, a line, and the screen a tap opens). Each kind is one file
 * of this folder; ./list.ts gathers them.
 */
import type { Mail } from '../../mail/mailer';
import type { Recipient, StopLink } from '../../mail/templates';
import type { NoticeChannel } from '../requests';

/** What the service worker shows, and where a tap leads (a path of this site). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** Notices with the same tag replace each other on the phone (the newest stays). */
  tag: string;
}

/**
 * A text as words around one field that may be shortened (a story's title):
 * the SMS domain fits it to one part where it can, in the characters every
 * phone shows.
 */
export interface SmsText {
  compose(field: string): string;
  field: string;
}

export interface NoticeContext {
  publicUrl: string;
}

export interface Reader {
  lang: string;
  name: string | null;
}

export interface NoticeKindDef<Facts> {
  /** On or off for a person who never chose, for each channel this kind can use. */
  readonly defaults: Partial<Record<NoticeChannel, boolean>>;
  /** Web Push's Urgency: `high` when someone waits on the reader. */
  readonly urgency: 'normal' | 'high';
  email?(facts: Facts, to: Recipient & Reader, context: NoticeContext, stop: StopLink): Mail;
  /** The text, ending with `stop` (the way out of this kind by SMS). */
  sms?(facts: Facts, reader: Reader, context: NoticeContext, stop: string): SmsText;
  push(facts: Facts, reader: Reader): PushMessage;
}

/** A story's page, and the dashboard, as links in messages. */
export const storyUrl = (context: NoticeContext, slug: string) => `${context.publicUrl}/campaigns/${encodeURIComponent(slug)}`;
export const dashboardUrl = (context: NoticeContext) => `${context.publicUrl}/dashboard`;
