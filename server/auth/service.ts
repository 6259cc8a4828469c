/**
 * Passwordless sign-in. A link request stores a one-time token (hash only)
 * and e-mails it; opening the link either yields a session directly
 * (token-hash verification, which works on any device) or, for PKCE flows
 * opened through GET /verify, an auth code that only the device holding the
 * code verifier can exchange. Sessions hold rotating refresh tokens.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Queryable } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { existingAccountMail, noAccountMail, signInMail, signUpMail } from '../mail/templates';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { usersPort } from '../users/port';
import { accessTokenTtlSeconds, type AccessTokens } from './access-tokens';
import type { CodeTexts } from './code-texts';
import { ghanaMobile } from './phone-number';
import { PhoneSignIn } from './phone-sign-in';
import { normaliseEmail } from './email-address';
import { authErrors } from './errors';
import { LinkSender, pkcePrefix, recipientOf, type Challenge, type ClientInfo } from './link-sender';
import { safeNextPath, type LinkIntent } from './links';
import { profileFieldsOf, signUpMetadata } from './metadata';
import { authRepository, type AuthUserRow, type OneTimeTokenRow } from './repository';
import { hashToken, randomToken, verifyPkce } from './secrets';
import { toAuthUser, type AuthUser, type Session } from './shapes';

export type { ClientInfo } from './link-sender';

export type AuthContext =
  /** isAdmin, email and phone (E.164): the account's now, read with the session on every request. */
  { kind: 'user'; userId: string; sessionId: string; email: string | null; phone: string | null; isAdmin: boolean } | { kind: 'service' };

/** What a bearer token turned out to be: someone, or why not (GoTrue says each differently). */
export type TokenInspection =
  | { context: AuthContext }
  | { problem: 'no_token' }
  | { problem: 'bad_jwt'; reason: string }
  | { problem: 'user_not_found' }
  | { problem: 'session_not_found' };

export interface LinkRequest extends Challenge {
  email: string;
  /** login: never creates an account; signup and otp may. */
  intent: 'login' | 'signup' | 'otp';
  createUser: boolean;
  metadata?: Record<string, unknown>;
  /** Where to continue after signing in (a same-origin address). */
  redirectTo?: string | null;
  client: ClientInfo;
}

/** A session unused for this long cannot be refreshed any more. */
const sessionIdleDays = 30;
/** Accounts deletion hooks: features remove or keep their rows for a user first. */
export type AccountDeletionStep = (tx: Queryable, userId: string) => Promise<void>;

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class AuthService {
  private readonly deletionSteps: AccountDeletionStep[] = [];
  readonly links: LinkSender;
  /** Sign-in by a code texted to a phone number. */
  readonly phones: PhoneSignIn;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly tokens: AccessTokens,
    mailer: Mailer,
    limiter: RateLimiter,
    private readonly log: FastifyBaseLogger,
    codeTexts: CodeTexts,
  ) {
    this.links = new LinkSender(config, mailer, limiter, log);
    this.phones = new PhoneSignIn(db, config, limiter, codeTexts, (tx, userId, client, proved) =>
      this.startSession(tx, userId, client, proved),
    );
  }

  onAccountDeletion(step: AccountDeletionStep): void {
    this.deletionSteps.push(step);
  }

  /**
   * Sends the right e-mail for a sign-in or sign-up request. Answers the same
   * whether or not the address has an account (no account discovery); the
   * e-mail itself tells the owner of the address what happened.
   */
  async requestLink(request: LinkRequest): Promise<AuthUser> {
    const email = normaliseEmail(request.email);
    const to = recipientOf(email, request.client);
    const metadata = signUpMetadata(request.metadata);
    await this.links.limit(email, request.client);
    const next = safeNextPath(request.redirectTo, this.config.publicUrl);
    const ttl = this.config.auth.linkTtlSeconds;
    let user = await authRepository.findUserByEmail(this.db, email);

    if (!user && !request.createUser) {
      const register = new URL('/register', this.config.publicUrl);
      register.searchParams.set('email', email);
      await this.links.deliver(noAccountMail(to, register.toString()));
      return fakeUser(email, metadata);
    }

    const existedConfirmed = Boolean(user?.email_confirmed_at);
    if (!user) user = await authRepository.createUser(this.db, email, metadata);
    else if (request.intent === 'signup' && !existedConfirmed && Object.keys(metadata).length > 0) {
      user = (await authRepository.updateMetadata(this.db, user.id, { ...user.user_metadata, ...metadata })) ?? user;
    }

    const kind: LinkIntent = existedConfirmed || request.intent === 'login' ? 'magiclink' : 'signup';
    const link = await this.links.create(this.db, { userId: user.id, to: email, kind, next }, request);
    if (request.intent === 'signup' && existedConfirmed) {
      await this.links.deliver(existingAccountMail(to, link, ttl));
      return fakeUser(email, metadata);
    }
    await this.links.deliver(kind === 'signup' ? signUpMail(to, link, ttl, nameOf(user)) : signInMail(to, link, ttl));
    return toAuthUser(user);
  }

  /**
   * `POST /resend`, type `signup`: the sign-up's e-mail again, under the same
   * limits, whatever became of the account (a confirmed one gets its sign-in
   * link, as a repeated sign-up would); nothing is sent for an unknown address,
   * and the answer is the same either way.
   */
  async resendSignUp(request: { email: string; redirectTo: string | null; client: ClientInfo } & Challenge): Promise<void> {
    const email = normaliseEmail(request.email);
    await this.links.limit(email, request.client);
    const user = await authRepository.findUserByEmail(this.db, email);
    if (!user) return;
    const next = safeNextPath(request.redirectTo, this.config.publicUrl);
    const ttl = this.config.auth.linkTtlSeconds;
    const confirmed = Boolean(user.email_confirmed_at);
    const link = await this.links.create(this.db, { userId: user.id, to: email, kind: confirmed ? 'magiclink' : 'signup', next }, request);
    const to = recipientOf(email, request.client);
    await this.links.deliver(confirmed ? existingAccountMail(to, link, ttl) : signUpMail(to, link, ttl, nameOf(user)));
  }

  /** Token-hash verification: the link's token alone gives a session, on any device. */
  async verifyTokenHash(tokenHash: string, client: ClientInfo, email?: string): Promise<Session> {
    const secret = tokenHash.startsWith(pkcePrefix) ? tokenHash.slice(pkcePrefix.length) : tokenHash;
    return this.db.transaction(async (tx) => {
      const token = await authRepository.consumeOneTimeToken(tx, hashToken(secret));
      if (!token) throw authErrors.linkInvalid();
      if (email !== undefined) {
        const owner = await authRepository.findUserById(tx, token.user_id);
        const address = token.kind === 'email_change' ? owner?.email_change : owner?.email;
        if (!owner || address !== email.trim().toLowerCase()) throw authErrors.linkInvalid();
      }
      await this.applyLink(tx, token);
      return this.startSession(tx, token.user_id, client);
    });
  }

  /** What opening a link does besides signing in: an address-change link moves the account to its new address. */
  private async applyLink(tx: Queryable, token: OneTimeTokenRow): Promise<void> {
    if (token.kind !== 'email_change') return;
    const user = await authRepository.lockUser(tx, token.user_id);
    if (!user?.email_change) throw authErrors.noEmailChange();
    const holder = await authRepository.findUserByEmail(tx, user.email_change);
    if (holder && holder.id !== user.id) throw authErrors.emailTaken();
    const moved = await authRepository.finishEmailChange(tx, user.id);
    if (moved?.email) await usersPort.setEmail(tx, moved.id, moved.email);
    this.log.info({ userId: user.id }, 'account moved to a new e-mail address');
  }

  /**
   * Opening a link through GET /verify: a PKCE flow gets an auth code for the
   * redirect; a link without PKCE gets a session in the URL fragment.
   */
  async openLink(tokenHash: string, client: ClientInfo): Promise<{ code: string } | { session: Session }> {
    const secret = tokenHash.startsWith(pkcePrefix) ? tokenHash.slice(pkcePrefix.length) : tokenHash;
    return this.db.transaction(async (tx) => {
      const token = await authRepository.consumeOneTimeToken(tx, hashToken(secret));
      if (!token) throw authErrors.linkInvalid();
      await this.applyLink(tx, token);
      if (!token.flow_state_id) return { session: await this.startSession(tx, token.user_id, client) };
      await authRepository.markSignedIn(tx, token.user_id);
      const code = randomToken();
      await authRepository.issueAuthCode(tx, token.flow_state_id, hashToken(code));
      return { code };
    });
  }

  async exchangeCode(code: string, verifier: string, client: ClientInfo): Promise<Session> {
    // The code is used up even when the verifier is wrong: a guessed verifier gets no second try.
    const flow = await authRepository.consumeAuthCode(this.db, hashToken(code));
    if (!flow) throw authErrors.codeInvalid();
    if (!verifyPkce(verifier, flow.code_challenge, flow.code_challenge_method)) throw authErrors.badVerifier();
    return this.db.transaction((tx) => this.startSession(tx, flow.user_id, client));
  }

  private async startSession(tx: Queryable, userId: string, client: ClientInfo, proved: 'email' | 'phone' = 'email'): Promise<Session> {
    const user = await authRepository.markSignedIn(tx, userId, proved);
    await this.ensureProfile(tx, user, client);
    const sessionId = await authRepository.createSession(tx, user.id, client);
    const refreshToken = randomToken();
    await authRepository.insertRefreshToken(tx, sessionId, hashToken(refreshToken), null);
    return this.sessionFor(user, sessionId, refreshToken);
  }

  /**
   * The profile, made on first sign-in in the language the request speaks. A
   * language chosen in the app is kept from then on; one guessed from the
   * browser only starts a new profile, never overrides what an account has.
   */
  private async ensureProfile(tx: Queryable, user: AuthUserRow, client: ClientInfo): Promise<void> {
    const fields = profileFieldsOf(user.user_metadata);
    const role = user.email && this.config.auth.adminEmails.includes(user.email) ? 'admin' : 'user';
    // A phone account's profile number is the one it signs in with.
    const phone = user.phone && ghanaMobile(user.phone) ? { phone: user.phone } : {};
    await usersPort.ensure(tx, { id: user.id, email: user.email, role, lang: client.lang?.lang, ...fields, ...phone });
    if (client.lang?.chosen) await usersPort.setLanguage(tx, user.id, client.lang.lang);
  }

  private async sessionFor(user: AuthUserRow, sessionId: string, refreshToken: string): Promise<Session> {
    const { token, expiresAt } = await this.tokens.issue({
      userId: user.id,
      email: user.email,
      phone: user.phone,
      sessionId,
      userMetadata: user.user_metadata,
    });
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: accessTokenTtlSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: toAuthUser(user),
    };
  }

  /**
   * Rotates a refresh token. A rotated token presented again within the
   * reuse interval (a lost answer on a bad network) gets a fresh token; later
   * than that it is treated as stolen and the whole session is revoked.
   */
  async refresh(refreshToken: string): Promise<Session> {
    const outcome = await this.db.transaction(async (tx) => {
      const token = await authRepository.findRefreshTokenForUpdate(tx, hashToken(refreshToken));
      if (!token) return { error: authErrors.refreshNotFound() };
      const session = await authRepository.findActiveSession(tx, token.session_id);
      if (!session) return { error: authErrors.refreshNotFound() };
      const lastUse = (session.refreshed_at ?? session.created_at).getTime();
      if (Date.now() - lastUse > sessionIdleDays * 86_400_000) {
        await authRepository.revokeSessions(tx, { sessionId: session.id }, 'idle');
        return { error: authErrors.sessionExpired() };
      }
      if (token.rotated_at) {
        const sinceRotation = (Date.now() - token.rotated_at.getTime()) / 1000;
        if (sinceRotation > this.config.auth.refreshReuseSeconds) {
          await authRepository.revokeSessions(tx, { sessionId: session.id }, 'refresh_token_reuse');
          this.log.warn({ sessionId: session.id }, 'rotated refresh token reused: session revoked');
          return { error: authErrors.refreshReused() };
        }
      }
      await authRepository.markRotated(tx, token.id);
      const next = randomToken();
      await authRepository.insertRefreshToken(tx, session.id, hashToken(next), token.id);
      await authRepository.touchSession(tx, session.id);
      const user = await authRepository.findUserById(tx, session.user_id);
      if (!user) return { error: authErrors.refreshNotFound() };
      return { user, sessionId: session.id, refreshToken: next };
    });
    if ('error' in outcome) throw outcome.error;
    return this.sessionFor(outcome.user, outcome.sessionId, outcome.refreshToken);
  }

  /** Who a bearer token belongs to, or null: expired, forged, or of a deleted account or a revoked session. */
  async authenticate(bearer: string | undefined): Promise<AuthContext | null> {
    const inspection = await this.inspect(bearer);
    return 'context' in inspection ? inspection.context : null;
  }

  /**
   * Who a bearer token belongs to, or which of GoTrue's refusals it earns, in
   * GoTrue's order: token, account, session. `chosenLang`, the language the
   * request says the person chose in the app, becomes their e-mails' language
   * when it differs from the one kept.
   */
  async inspect(bearer: string | undefined, chosenLang: string | null = null): Promise<TokenInspection> {
    if (!bearer) return { problem: 'no_token' };
    const checked = await this.tokens.check(bearer);
    if ('reason' in checked) return { problem: 'bad_jwt', reason: checked.reason };
    const { claims } = checked;
    if (claims.role === 'service_role') return { context: { kind: 'service' } };
    if (!uuidShape.test(claims.sub)) return { problem: 'bad_jwt', reason: 'invalid claim: sub claim must be a UUID' };
    if (!uuidShape.test(claims.session_id ?? '')) return { problem: 'bad_jwt', reason: 'invalid claim: session_id claim must be a UUID' };
    const found = await authRepository.sessionOf(this.db, claims.sub, claims.session_id ?? '');
    if (!found) return { problem: 'user_not_found' };
    if (!found.session_id) return { problem: 'session_not_found' };
    if (chosenLang && found.lang && found.lang !== chosenLang) await usersPort.setLanguage(this.db, claims.sub, chosenLang);
    return {
      context: {
        kind: 'user',
        userId: claims.sub,
        sessionId: found.session_id,
        email: found.email,
        phone: found.phone,
        isAdmin: found.is_admin,
      },
    };
  }

  async signOut(context: { userId: string; sessionId: string }, scope: 'local' | 'global' | 'others'): Promise<void> {
    if (scope === 'local') await authRepository.revokeSessions(this.db, { sessionId: context.sessionId }, 'signed_out');
    else if (scope === 'global') await authRepository.revokeSessions(this.db, { userId: context.userId }, 'signed_out_everywhere');
    else await authRepository.revokeSessions(this.db, { userId: context.userId, exceptSessionId: context.sessionId }, 'signed_out_others');
  }

  async getUser(userId: string): Promise<AuthUser | null> {
    const user = await authRepository.findUserById(this.db, userId);
    return user ? toAuthUser(user) : null;
  }

  /**
   * Deletes an account and its personal data. Features decide first what
   * happens to their rows (e.g. campaigns that received money are closed and
   * kept for donors' records). The last admin cannot delete themselves.
   */
  async deleteAccount(userId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const profile = await usersPort.findById(tx, userId);
      if (profile?.role === 'admin' && (await usersPort.countAdmins(tx)) <= 1) throw authErrors.lastAdmin();
      for (const step of this.deletionSteps) await step(tx, userId);
      return authRepository.deleteUser(tx, userId);
    });
  }

  serviceRoleKey(): Promise<string> {
    return this.tokens.issueServiceRole();
  }
}

/** The name a sign-up gave, for the welcome e-mail. */
function nameOf(user: AuthUserRow): string | undefined {
  return typeof user.user_metadata.full_name === 'string' ? user.user_metadata.full_name : undefined;
}

/** What a sign-up of an existing address answers: a user that reveals nothing (GoTrue does the same). */
function fakeUser(email: string, metadata: Record<string, unknown>): AuthUser {
  const now = new Date();
  return {
    ...toAuthUser({
      id: crypto.randomUUID(),
      email,
      email_confirmed_at: null,
      email_change: null,
      email_change_sent_at: null,
      phone: null,
      phone_confirmed_at: null,
      phone_change: null,
      phone_change_sent_at: null,
      user_metadata: metadata,
      last_sign_in_at: null,
      created_at: now,
      updated_at: now,
    }),
    identities: [],
  };
}
