/**
 * One interface for whatever carries a text to a phone: Africa's Talking's
 * SMS API when configured, the dev SMS outbox otherwise. A gateway says, for
 * the one number it was given, whether the text was taken, and when it was
 * not, whether trying again later can help.
 */

export interface OutgoingSms {
  /** E.164, e.g. +233241234567. */
  to: string;
  /** Already GSM-7 (./gsm7.ts). */
  text: string;
}

export type SmsResult =
  /** Taken for delivery: the gateway's id (delivery reports name it) and what it cost. */
  | { outcome: 'accepted'; messageId: string; cost: string | null }
  /** Refused for good (an invalid or blacklisted number): sending again sends nothing. */
  | { outcome: 'refused'; reason: string }
  /** Not taken this time (no credit, the gateway down, our key refused): nothing went out, and a later try may. */
  | { outcome: 'retry'; reason: string };

/** The request may have reached the gateway but no answer came (a timeout, a dropped connection): it may have been sent. */
export class SmsUncertainError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsUncertainError';
  }
}

export interface SmsGateway {
  readonly kind: 'africastalking' | 'dev-outbox';
  send(sms: OutgoingSms): Promise<SmsResult>;
}
