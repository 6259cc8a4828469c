/**
 * Access tokens: HS256 JWTs carrying the claims Supabase Auth issues, valid
 * one hour. Only HS256 is accepted when verifying, so a token signed with
 * another algorithm (or none) is refused.
 */
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { goTruePhone } from './phone-number';
import { providersOf } from './shapes';

export const accessTokenTtlSeconds = 3600;
export const audience = 'authenticated';

export interface AccessClaims extends JWTPayload {
  sub: string;
  /** "" for an account without an address. */
  email: string;
  /** GoTrue's way: E.164 without its `+`, "" for an account without a number. */
  phone?: string;
  role: 'authenticated' | 'service_role' | 'anon';
  session_id?: string;
}

export interface TokenSubject {
  userId: string;
  email: string | null;
  /** E.164. */
  phone: string | null;
  sessionId: string;
  userMetadata: Record<string, unknown>;
}

export class AccessTokens {
  constructor(
    private readonly secret: Uint8Array,
    readonly issuer: string,
  ) {}

  async issue(subject: TokenSubject, now = Math.floor(Date.now() / 1000)): Promise<{ token: string; expiresAt: number }> {
    const expiresAt = now + accessTokenTtlSeconds;
    const providers = providersOf(subject);
    const token = await new SignJWT({
      email: subject.email ?? '',
      phone: goTruePhone(subject.phone),
      app_metadata: { provider: providers[0] ?? 'email', providers },
      user_metadata: subject.userMetadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'otp', timestamp: now }],
      session_id: subject.sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject.userId)
      .setAudience(audience)
      .setIssuer(this.issuer)
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .setJti(randomUUID())
      .sign(this.secret);
    return { token, expiresAt };
  }

  /** A long-lived key for server-to-server administration (never for browsers). */
  async issueServiceRole(days = 365): Promise<string> {
    return new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(this.issuer)
      .setIssuedAt()
      .setExpirationTime(`${days}d`)
      .sign(this.secret);
  }

  /** Returns the claims, or null for anything that is not a valid token of ours. */
  async verify(token: string): Promise<AccessClaims | null> {
    const checked = await this.check(token);
    return 'claims' in checked ? checked.claims : null;
  }

  /** The claims, or why the token is not a valid one of ours (in GoTrue's words, for `bad_jwt`). */
  async check(token: string): Promise<{ claims: AccessClaims } | { reason: string }> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'], issuer: this.issuer }));
    } catch (error) {
      return { reason: reasonOf(error) };
    }
    if (payload.role === 'service_role') return { claims: payload as AccessClaims };
    if (payload.aud !== audience) return { reason: 'token has invalid claims: token has invalid audience' };
    if (typeof payload.sub !== 'string') return { reason: 'invalid claim: missing sub claim' };
    if (typeof payload.session_id !== 'string') return { reason: 'invalid claim: missing session_id claim' };
    return { claims: payload as AccessClaims };
  }
}

const reasons: Record<string, string> = {
  ERR_JWT_EXPIRED: 'token has invalid claims: token is expired',
  ERR_JWS_SIGNATURE_VERIFICATION_FAILED: 'token signature is invalid: signature is invalid',
  ERR_JOSE_ALG_NOT_ALLOWED: 'token is unverifiable: signing method is invalid',
  ERR_JWT_CLAIM_VALIDATION_FAILED: 'token has invalid claims',
};

function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === 'string' && reasons[code]) || 'token is malformed';
}
