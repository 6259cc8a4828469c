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
import { MailDeliveryError, type Mail, type Mailer } from '../mail/mailer';
import { existingAccountMail, noAccountMail, signInMail, signUpMail } from '../mail/templates';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { checkProfilePatch } from '../users/profile-rules';
import { usersRepository } from '../users/repository';
import { accessTokenTtlSeconds, type AccessTokens } from './access-tokens';
import { AuthError, authErrors } from './errors';
import { emailLink, safeNextPath, type LinkIntent } from './links';
import { authRepository, type AuthUserRow } from './repository';
import { hashToken, randomToken, verifyPkce } from './secrets';
import { toAuthUser, type AuthUser, type Session } from './shapes';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export type AuthContext = { kind: 'user'; userId: string; sessionId: string; email: string } | { kind: 'service' };

export interface LinkRequest {
  email: string;
  /** login: never creates an account; signup and otp may. */
  intent: 'login' | 'signup' | 'otp';
  createUser: boolean;
  metadata?: Record<string, unknown>;
  codeChallenge?: string | null;
  codeChallengeMethod?: string | null;
  /** Where to continue after signing in (a same-origin address). */
  redirectTo?: string | null;
  client: ClientInfo;
}

/** A session unused for this long cannot be refreshed any more. */
const sessionIdleDays = 30;
/** Accounts deletion hooks: features remove or keep their rows for a user first. */
export type AccountDeletionStep = (tx: Queryable, userId: string) => Promise<void>;

const pkcePrefix = 'pkce_';

export class AuthService {
  private readonly deletionSteps: AccountDeletionStep[] = [];

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly tokens: AccessTokens,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly log: FastifyBaseLogger,
  ) {}

  onAccountDeletion(step: AccountDeletionStep): void {
    this.deletionSteps.push(step);
  }

  private async limitLinkRequests(email: string, client: ClientInfo): Promise<void> {
    await this.limiter.enforce([
      { key: `link:email:${email}:minute`, windowSeconds: 60, max: 1 },
      { key: `link:email:${email}:hour`, windowSeconds: 3600, max: 5 },
      { key: `link:ip:${client.ip}:hour`, windowSeconds: 3600, max: 30 },
    ]);
  }

  private async deliver(mail: Mail): Promise<void> {
    try {
      await this.mailer.send(mail);
    } catch (error) {
      this.log.error({ err: error instanceof MailDeliveryError ? error.cause : error, to: mail.to }, 'e-mail delivery failed');
      throw authErrors.mailFailed();
    }
  }

  /**
   * Sends the right e-mail for a sign-in or sign-up request. Answers the same
   * whether or not the address has an account (no account discovery); the
   * e-mail itself tells the owner of the address what happened.
   */
  async requestLink(request: LinkRequest): Promise<AuthUser> {
    const email = request.email.trim().toLowerCase();
    await this.limitLinkRequests(email, request.client);
    const next = safeNextPath(request.redirectTo, this.config.publicUrl);
    const metadata = sanitiseMetadata(request.metadata);
    const ttl = this.config.auth.linkTtlSeconds;
    let user = await authRepository.findUserByEmail(this.db, email);

    if (!user && !request.createUser) {
      const register = new URL('/register', this.config.publicUrl);
      register.searchParams.set('email', email);
      await this.deliver(noAccountMail(email, register.toString()));
      return fakeUser(email, metadata);
    }

    const existedConfirmed = Boolean(user?.email_confirmed_at);
    if (!user) user = await authRepository.createUser(this.db, email, metadata);
    else if (request.intent === 'signup' && !existedConfirmed && Object.keys(metadata).length > 0) {
      await authRepository.updateMetadata(this.db, user.id, { ...user.user_metadata, ...metadata });
    }

    const kind: LinkIntent = existedConfirmed || request.intent === 'login' ? 'magiclink' : 'signup';
    const link = await this.createLink(user, kind, next, request);
    if (request.intent === 'signup' && existedConfirmed) {
      await this.deliver(existingAccountMail(email, link, ttl));
      return fakeUser(email, metadata);
    }
    const name = typeof metadata.full_name === 'string' ? metadata.full_name : undefined;
    await this.deliver(kind === 'signup' ? signUpMail(email, link, ttl, name) : signInMail(email, link, ttl));
    return toAuthUser(user);
  }

  private async createLink(user: AuthUserRow, kind: LinkIntent, next: string | null, request: LinkRequest): Promise<string> {
    let flowStateId: string | null = null;
    if (request.codeChallenge) {
      const method = request.codeChallengeMethod?.toLowerCase() === 'plain' ? 'plain' : 's256';
      flowStateId = await authRepository.createFlowState(this.db, user.id, request.codeChallenge, method);
    }
    const secret = randomToken();
    await authRepository.createOneTimeToken(this.db, {
      userId: user.id,
      kind,
      tokenHash: hashToken(secret),
      flowStateId,
      redirectTo: next,
      ttlSeconds: this.config.auth.linkTtlSeconds,
    });
    return emailLink(this.config.publicUrl, kind, flowStateId ? `${pkcePrefix}${secret}` : secret, user.email, next);
  }

  /** Token-hash verification: the link's token alone gives a session, on any device. */
  async verifyTokenHash(tokenHash: string, client: ClientInfo, email?: string): Promise<Session> {
    const secret = tokenHash.startsWith(pkcePrefix) ? tokenHash.slice(pkcePrefix.length) : tokenHash;
    return this.db.transaction(async (tx) => {
      const token = await authRepository.consumeOneTimeToken(tx, hashToken(secret));
      if (!token) throw authErrors.linkInvalid();
      if (email !== undefined) {
        const owner = await authRepository.findUserById(tx, token.user_id);
        if (!owner || owner.email !== email.trim().toLowerCase()) throw authErrors.linkInvalid();
      }
      return this.startSession(tx, token.user_id, client);
    });
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

  private async startSession(tx: Queryable, userId: string, client: ClientInfo): Promise<Session> {
    const user = await authRepository.markSignedIn(tx, userId);
    await this.ensureProfile(tx, user);
    const sessionId = await authRepository.createSession(tx, user.id, client);
    const refreshToken = randomToken();
    await authRepository.insertRefreshToken(tx, sessionId, hashToken(refreshToken), null);
    return this.sessionFor(user, sessionId, refreshToken);
  }

  private async ensureProfile(tx: Queryable, user: AuthUserRow): Promise<void> {
    const checked = checkProfilePatch(pickProfileFields(user.user_metadata));
    const fields = checked.ok ? checked.fields : {};
    const role = this.config.auth.adminEmails.includes(user.email) ? 'admin' : 'user';
    await usersRepository.ensure(tx, { id: user.id, email: user.email, role, ...fields });
  }

  private async sessionFor(user: AuthUserRow, sessionId: string, refreshToken: string): Promise<Session> {
    const { token, expiresAt } = await this.tokens.issue({
      userId: user.id,
      email: user.email,
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

  /** Who a bearer token belongs to, or null: expired, forged, or of a revoked session. */
  async authenticate(bearer: string | undefined): Promise<AuthContext | null> {
    if (!bearer) return null;
    const claims = await this.tokens.verify(bearer);
    if (!claims) return null;
    if (claims.role === 'service_role') return { kind: 'service' };
    const session = await authRepository.findActiveSession(this.db, claims.session_id ?? '');
    if (!session || session.user_id !== claims.sub) return null;
    return { kind: 'user', userId: claims.sub, sessionId: session.id, email: claims.email };
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
      const profile = await usersRepository.findById(tx, userId);
      if (profile?.role === 'admin' && (await usersRepository.countAdmins(tx)) <= 1) throw authErrors.lastAdmin();
      for (const step of this.deletionSteps) await step(tx, userId);
      return authRepository.deleteUser(tx, userId);
    });
  }

  serviceRoleKey(): Promise<string> {
    return this.tokens.issueServiceRole();
  }
}

/** Sign-up metadata becomes the profile's first values; only these fields are kept. */
const metadataFields = ['full_name', 'phone', 'region'] as const;

function pickProfileFields(metadata: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(metadataFields.filter((key) => key in metadata).map((key) => [key, metadata[key]]));
}

function sanitiseMetadata(metadata: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!metadata) return {};
  const checked = checkProfilePatch(pickProfileFields(metadata));
  if (!checked.ok) throw new AuthError('invalid', 'validation_failed', checked.problem.message);
  return Object.fromEntries(Object.entries(checked.fields).filter(([, value]) => value !== null));
}

/** What a sign-up of an existing address answers: a user that reveals nothing (GoTrue does the same). */
function fakeUser(email: string, metadata: Record<string, unknown>): AuthUser {
  const now = new Date();
  return {
    ...toAuthUser({
      id: crypto.randomUUID(),
      email,
      email_confirmed_at: null,
      user_metadata: metadata,
      last_sign_in_at: null,
      created_at: now,
      updated_at: now,
    }),
    identities: [],
  };
}
