/**
 * The texts that carry sign-in codes: six random digits, the only six-digit
 * number in the text, sent at once through the SMS gateway (not the queue:
 * a code is wanted now, and the person asks again if it does not come). The
 * code is never stored or logged; only its keyed hash is kept (HMAC-SHA-256
 * of the number and the code, with a key derived from the server's secret),
 * so a copy of the database alone cannot be tried against a million codes.
 */
import { createHmac, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsGateway } from '../sms/gateway';
import { toGsm7 } from '../sms/gsm7';
import { smsWords } from '../sms/words';
import { authErrors } from './errors';

/** A code lives ten minutes and takes five tries. */
export const codeTtlSeconds = 600;
export const codeTries = 5;

export type CodeText = 'signIn' | 'change' | 'noAccount';

export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export class CodeTexts {
  private readonly key: Buffer;

  constructor(
    secret: Uint8Array,
    /** The gateway, looked up when a text leaves (the SMS domain starts after sign-in's); null when texts cannot be sent. */
    private readonly gateway: () => SmsGateway | null,
    private readonly log: FastifyBaseLogger,
  ) {
    this.key = createHmac('sha256', secret).update('nnoboa phone codes').digest();
  }

  hash(phone: string, code: string): string {
    return createHmac('sha256', this.key).update(`${phone}:${code}`).digest('hex');
  }

  /** Whether codes can be texted with this configuration. */
  get available(): boolean {
    return this.gateway() !== null;
  }

  /** Texts `code` (or, for a number without an account, the way to make one) to `phone` in `lang`; refuses in GoTrue's words when the gateway does not take it. */
  async send(phone: string, text: CodeText, lang: string, values: { code?: string; link?: string }): Promise<void> {
    const gateway = this.gateway();
    if (!gateway) throw authErrors.phoneRefused();
    const body = toGsm7(smsWords(lang).t(`code.${text}`, values));
    let result;
    try {
      result = await gateway.send({ to: phone, text: body });
    } catch (error) {
      this.log.error({ err: error, text }, 'the code text may not have left');
      throw authErrors.smsFailed('no answer from the SMS gateway');
    }
    if (result.outcome !== 'accepted') {
      this.log.warn({ text, reason: result.reason }, 'code text not sent');
      throw authErrors.smsFailed(result.reason);
    }
    this.log.info({ text, messageId: result.messageId }, 'code text sent');
  }
}
