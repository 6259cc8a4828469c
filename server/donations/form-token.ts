/**
 * The payment form's one-time token. The server puts a fresh one in every
 * form it renders; it is signed (a forged one is refused) and expires after
 * a day. The donation it starts keeps only its hash (`key`), under a unique
 * index, so a double tap or a resend of the same form starts nothing twice.
 * The donation's access token (what lets this browser read its outcome) is
 * derived from it, so a resend can hand the same one back.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { hashToken, safeEqual } from '../auth/secrets';

const lifetimeMs = 24 * 60 * 60 * 1000;
const pattern = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

export class FormTokens {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(`form:${body}`).digest('base64url').slice(0, 22);
  }

  issue(): string {
    const body = `${this.now().toString(36)}.${randomBytes(16).toString('base64url')}`;
    return `${body}.${this.sign(body)}`;
  }

  /** True for a token this server signed less than a day ago. */
  valid(token: unknown): token is string {
    if (typeof token !== 'string') return false;
    const match = pattern.exec(token);
    if (!match) return false;
    const issued = parseInt(match[1]!, 36);
    const age = this.now() - issued;
    return age >= -60_000 && age <= lifetimeMs && safeEqual(this.sign(`${match[1]}.${match[2]}`), match[3]!);
  }

  /** What the donation keeps of the token. */
  key(token: string): string {
    return hashToken(token);
  }

  /** The donation's access token, the same for every send of one form. */
  accessToken(token: string): string {
    return createHmac('sha256', this.secret).update(`access:${token}`).digest('base64url');
  }
}
