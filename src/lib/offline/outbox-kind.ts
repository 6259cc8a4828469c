/**
 * What a kind of outbox item is: the payload one carries and how it is sent.
 * Each kind lives in one file beside the screens that queue it (a story in
 * the launch form's feature, a report beside the report dialog, a photo
 * here); one list in the app gathers them, for the pages and the service
 * worker alike (./outbox-kind-registry). A new kind is one new file on that
 * list. A kind's file runs in the service worker too: nothing in it may touch
 * the DOM.
 */
import type { NewOutboxItem, OutboxItem, TransportAnswer } from './outbox';
import type { sendPhotoBytes } from './photo-upload';

/** How photos leave from where the outbox runs: a page (XMLHttpRequest, with progress) or the service worker (fetch). */
export interface PhotoChannel {
  inWorker: boolean;
  /** The photo sender: a page loads it (and tus-js-client) only when a photo goes; the worker has it built in. */
  sender: () => Promise<typeof sendPhotoBytes>;
  onProgress?: (itemId: string, sent: number, total: number) => void;
}

/** What a kind's send gets: the item, the answers of what it depends on, who sends it, and the means. */
export interface SendContext<P> {
  item: OutboxItem;
  payload: P;
  /** The answers of the items it depends on, by their ids (a photo's: the stored photo, with its id). */
  results: ReadonlyMap<string, unknown>;
  /** A fresh access token of who queued it; null for an item queued signed out by a kind that sends anonymously. */
  token: string | null;
  origin: string;
  /** Keeps a changed payload at once (where a photo's upload resumes), so a crash or a closed tab loses none of it. */
  save(payload: P): Promise<void>;
  /** One JSON request with the item's id as its Idempotency-Key and the token; no answer at all throws. */
  write(method: string, path: string, body: unknown): Promise<TransportAnswer>;
  photos: PhotoChannel;
}

export interface OutboxKind<P = unknown> {
  /** Stored with each item (so never renamed); its words are `outbox.kind.<name>` in the locales. */
  readonly name: string;
  /** An item queued signed out goes as it was queued, with no token (otherwise it waits for a sign-in). */
  readonly sendsSignedOut?: boolean;
  /** It travels with the item that depends on it (a photo with its story): listed alone only when it needs attention. */
  readonly carried?: boolean;
  /** Taken back in the form that queued it rather than removed from the outbox list. */
  readonly keptByForm?: boolean;
  /** Sends one item; an answer (even a refusal) is returned for the outbox to judge, no answer throws. */
  send(context: SendContext<P>): Promise<TransportAnswer>;
  /** It arrived: what it no longer needs on the phone. */
  sent?(payload: P): Promise<void>;
  /** The person took it out of the outbox: what was kept on the phone only for it. */
  removed?(payload: P): Promise<void>;
  /** Where in the app the person fixes it when the server refused it. */
  fixAt?(payload: P): string | null;
}

export type AnyOutboxKind = OutboxKind<never>;

/** A kind, plus a maker of its items typed by its payload (the name cannot be mistyped). */
export interface DefinedOutboxKind<P> extends OutboxKind<P> {
  item(fields: Omit<NewOutboxItem, 'kind' | 'payload'> & { payload: P }): NewOutboxItem;
}

export function defineOutboxKind<P>(kind: OutboxKind<P>): DefinedOutboxKind<P> {
  return { ...kind, item: (fields) => ({ ...fields, kind: kind.name }) };
}

/** How long a request may go without an answer before it counts as lost (a photo's bytes get time for their size on top). */
export const requestTimeoutMs = 30_000;

/** The answer of an item held for its person to sign in again (never sent with someone else's token, nor none). */
export const signInAnswer = (): TransportAnswer => ({ status: 401, body: { message: 'Sign in again to send this.' } });
