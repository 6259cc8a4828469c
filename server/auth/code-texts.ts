/**
 * The texts that carry sign-in codes: six random digits, the only six-digit
 * number in the text, sent at once (not from the queue: a code is wanted now,
 * and the person asks again if it does not come). The SMS domain says how a
 * text leaves (`CodeSender`, given once it is built); without it, no code can
 * be sent and phone sign-in is refused in GoTrue's words. The code is never
 * stored or logged; only its keyed hash is kept (HMAC-SHA-256 of the number
 * and the code, with a key derived from the server's secret), so a copy of
 * the database alone cannot be tried against a million codes. The number
 * itself is kept the same way until it has an account.
 */
import { createHmac, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { authErrors } from './errors';

/** A code lives ten minutes and takes five tries. */
export const codeTtlSeconds = 600;
export const codeTries = 5;

/** The code to sign in, the code to add a number to an account, or (for a number without one) the way to make an account. */
export type CodeText = 'signIn' | 'change' | 'noAccount';

export type CodeSendResult = { sent: true; messageId: string } | { sent: false; reason: string };

/** How a code's text leaves, in the reader's language (the SMS domain's gateway). */
export interface CodeSender {
  send(to: string, text: CodeText, lang: string, values: { code?: string; link?: string }): Promise<CodeSendResult>;
}

export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export class CodeTexts {
  private readonly key: Buffer;
  private sender: CodeSender | null = null;

  constructor(
    secret: Uint8Array,
    private readonly log: FastifyBaseLogger,
  ) {
    this.key = createHmac('sha256', secret).update('nnoboa phone codes').digest();
  }

  /** Codes leave through `sender` from now on. */
  sendThrough(sender: CodeSender): void {
    this.sender = sender;
  }

  /** What a code is kept as: the keyed hash of the number and the code. */
  hash(phone: string, code: string): string {
    return createHmac('sha256', this.key).update(`${phone}:${code}`).digest('hex');
  }

  /** What a number is known by where codes and their limits are kept: its keyed hash, never the number. */
  numberKey(phone: string): string {
    return createHmac('sha256', this.key).update(`number:${phone}`).digest('hex');
  }

  /** Whether codes can be texted with this configuration. */
  get available(): boolean {
    return this.sender !== null;
  }

  /** Texts `text` to `phone` in `lang`; refuses in GoTrue's words when it did not leave. */
  async send(phone: string, text: CodeText, lang: string, values: { code?: string; link?: string }): Promise<void> {
    if (!this.sender) throw authErrors.phoneRefused();
    const result = await this.sender.send(phone, text, lang, values);
    if (!result.sent) {
      this.log.warn({ text, reason: result.reason }, 'code text not sent');
      throw authErrors.smsFailed(result.reason);
    }
    this.log.info({ text, messageId: result.messageId }, 'code text sent');
  }
}
