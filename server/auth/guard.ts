/**
 * Who is calling. Routes declare what they need with `requireUser` or
 * `requireAdmin` as an onRequest hook, so who is calling is settled before
 * anything they sent is read; the bearer token is checked once per request
 * (signature, expiry, and that its account and session still exist).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../domain/errors';
import type { Viewer } from '../domain/viewer';
import { chosenLanguage } from '../mail/language';
import { authErrors, type AuthError } from './errors';
import type { AuthContext, TokenInspection } from './service';

export type UserContext = Extract<AuthContext, { kind: 'user' }>;

/** How a signed-in person is named to staff (the audit log): their address, or their number when they have none. */
export const knownAs = (user: Pick<UserContext, 'email' | 'phone'>): string => user.email ?? user.phone ?? '';

const inspected = new WeakMap<FastifyRequest, Promise<TokenInspection>>();

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** What the request's bearer token is, checked once per request. */
export function inspectToken(request: FastifyRequest): Promise<TokenInspection> {
  const known = inspected.get(request);
  if (known) return known;
  // The language chosen in the app rides along, so a signed-in person's e-mails follow a change of language.
  const pending = request.server.auth.inspect(bearerToken(request), chosenLanguage(request.headers.cookie));
  inspected.set(request, pending);
  return pending;
}

export async function viewerOf(request: FastifyRequest): Promise<AuthContext | null> {
  const inspection = await inspectToken(request);
  return 'context' in inspection ? inspection.context : null;
}

/** Why a token does not let its holder in, in GoTrue's words (`/auth/v1`). */
export function refusalOf(inspection: Exclude<TokenInspection, { context: AuthContext }>): AuthError {
  switch (inspection.problem) {
    case 'no_token':
      return authErrors.noToken();
    case 'bad_jwt':
      return authErrors.badJwt(inspection.reason);
    case 'user_not_found':
      return authErrors.userGone();
    case 'session_not_found':
      return authErrors.sessionMissing();
  }
}

/** The signed-in person for `/auth/v1` routes, or GoTrue's refusal. */
export async function sessionUser(request: FastifyRequest): Promise<UserContext> {
  const inspection = await inspectToken(request);
  if (!('context' in inspection)) throw refusalOf(inspection);
  if (inspection.context.kind !== 'user') throw authErrors.badJwt('invalid claim: missing sub claim');
  return inspection.context;
}

/** Every route of a plugin needs a signed-in user, checked before the body is read; the route table marks them. */
export function signInRequired(scope: FastifyInstance, level: 'user' | 'admin' = 'user'): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, signIn: level };
  });
  scope.addHook('onRequest', level === 'admin' ? requireAdmin : requireUser);
}

export async function signedInUser(request: FastifyRequest): Promise<UserContext | null> {
  const viewer = await viewerOf(request);
  return viewer?.kind === 'user' ? viewer : null;
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await signedInUser(request))) throw unauthenticated();
}

/** The signed-in user, for handlers behind `requireUser`. */
export async function currentUser(request: FastifyRequest): Promise<UserContext> {
  const user = await signedInUser(request);
  if (!user) throw unauthenticated();
  return user;
}

/** Admin rights come from users.role, read fresh on every call (with the session, in one statement). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = await signedInUser(request);
  if (!user) throw unauthenticated();
  if (!user.isAdmin) throw forbidden('This area is for Nnoboa admins only.');
}

/** Route options for one route that needs a signed-in user, checked before the body is read. */
export const userOnly = { onRequest: requireUser, config: { signIn: 'user' as const } };

/** The signed-in person and whether they are an admin, or null for a visitor. */
export async function viewerFor(request: FastifyRequest): Promise<Viewer | null> {
  const user = await signedInUser(request);
  if (!user) return null;
  return { userId: user.userId, isAdmin: user.isAdmin };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route: checked in onRequest, before the body is parsed or validated. */
    signIn?: 'user' | 'admin';
  }
}
