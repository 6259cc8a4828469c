/**
 * Access tokens: HS256 JWTs carrying the claims Supabase Auth issues, valid
 * one hour. Only HS256 is accepted when verifying, so a token signed with
 * another algorithm (or none) is refused.
 */
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

export const accessTokenTtlSeconds = 3600;
export const audience = 'authenticated';

export interface AccessClaims extends JWTPayload {
  sub: string;
  email: string;
  role: 'authenticated' | 'service_role' | 'anon';
  session_id?: string;
}

export interface TokenSubject {
  userId: string;
  email: string;
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
    const token = await new SignJWT({
      email: subject.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
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
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'], issuer: this.issuer });
      if (payload.role === 'service_role') return payload as AccessClaims;
      if (payload.aud !== audience || typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') return null;
      return payload as AccessClaims;
    } catch {
      return null;
    }
  }
}
