/**
 * One channel a notice leaves by: e-mail, SMS or the phone (Web Push). A
 * channel sends one delivery and says what became of it; the notices service
 * takes the delivery for sending first and records the outcome (../service.ts).
 * Each channel is one file of this folder; ./list.ts gathers them.
 */
import type { NoticeContext, NoticeKindDef, Reader } from '../kinds/kind';
import type { NoticeChannel, NoticeKind } from '../requests';
import type { SubscriptionRow } from '../subscriptions-repository';

export interface Delivery {
  id: string;
  /** Null for the test notice, which has no way out (it is not sent again). */
  kind: NoticeKind | null;
  def: NoticeKindDef<unknown>;
  facts: unknown;
  reader: Reader & { userId: string | null; email: string | null; phone: string | null };
  /** The browser, for a push. */
  subscription: SubscriptionRow | null;
  context: NoticeContext;
  /** The link that stops this kind on this channel for this reader. */
  stopLink(channel: NoticeChannel): Promise<string | null>;
}

export type ChannelOutcome =
  | { status: 'sent' }
  | { status: 'failed'; reason: string }
  | { status: 'retry'; reason: string }
  | { status: 'unconfirmed'; reason: string }
  /** The browser's subscription is gone for good: it is forgotten. */
  | { status: 'gone'; reason: string };

export interface Channel {
  send(delivery: Delivery): Promise<ChannelOutcome>;
}
