/**
 * Sending e-mailed links: the per-address and per-client limits every link
 * request shares (in GoTrue's words when refused), the one-time token (its
 * hash only) and PKCE flow behind a link, and delivery.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import type { RequestLanguage } from '../mail/language';
import { MailDeliveryError, type Mail, type Mailer } from '../mail/mailer';
import type { Recipient } from '../mail/templates';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { defaultLanguage } from '../translations/catalogs';
import { authErrors } from './errors';
import { emailLink } from './links';
import { authRepository, type LinkKind } from './repository';
import { hashToken, randomToken } from './secrets';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
  /** The language the request speaks (the e-mails it causes are written in it); none from code that is not a request. */
  lang?: RequestLanguage;
}

/** A PKCE challenge sent with the request, when the browser asked for one. */
export interface Challenge {
  codeChallenge?: string | null;
  codeChallengeMethod?: string | null;
}

export const pkcePrefix = 'pkce_';

/** A link e-mail goes in the language of the request that asked for it. */
export function recipientOf(email: string, client: ClientInfo): Recipient {
  return { email, lang: client.lang?.lang ?? defaultLanguage };
}

export class LinkSender {
  constructor(
    private readonly config: Config,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One link a minute and five an hour per address, thirty an hour per client. */
  async limit(email: string, client: ClientInfo): Promise<void> {
    const perMinute = { key: `link:email:${email}:minute`, windowSeconds: 60, max: 1 };
    const perHour = { key: `link:email:${email}:hour`, windowSeconds: 3600, max: 5 };
    const perClient = { key: `link:ip:${client.ip}:hour`, windowSeconds: 3600, max: 30 };
    const decision = await this.limiter.consume([perMinute, perHour, perClient]);
    if (decision.allowed) return;
    const wait = decision.retryAfterSeconds;
    if (decision.refused === perMinute) throw authErrors.tooSoon(wait);
    throw decision.refused === perHour ? authErrors.tooManyEmails(wait) : authErrors.tooManyRequests(wait);
  }

  async deliver(mail: Mail): Promise<void> {
    try {
      await this.mailer.send(mail);
    } catch (error) {
      this.log.error({ err: error instanceof MailDeliveryError ? error.cause : error, to: mail.to }, 'e-mail delivery failed');
      throw authErrors.mailFailed();
    }
  }

  /** Stores a one-time token (and its PKCE flow) and answers the link that spends it, addressed to `to`. */
  async create(
    db: Queryable,
    link: { userId: string; to: string; kind: LinkKind; next: string | null },
    challenge: Challenge,
  ): Promise<string> {
    let flowStateId: string | null = null;
    if (challenge.codeChallenge) {
      const method = challenge.codeChallengeMethod?.toLowerCase() === 'plain' ? 'plain' : 's256';
      flowStateId = await authRepository.createFlowState(db, link.userId, challenge.codeChallenge, method);
    }
    const secret = randomToken();
    await authRepository.createOneTimeToken(db, {
      userId: link.userId,
      kind: link.kind,
      tokenHash: hashToken(secret),
      flowStateId,
      redirectTo: link.next,
      ttlSeconds: this.config.auth.linkTtlSeconds,
    });
    return emailLink(this.config.publicUrl, link.kind, flowStateId ? `${pkcePrefix}${secret}` : secret, link.to, link.next);
  }
}
