/**
 * Who is calling. Routes declare what they need with `requireUser` or
 * `requireAdmin` as a preHandler; the bearer token is checked once per
 * request (signature, expiry, and that its session is still open).
 */
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../domain/errors';
import type { Viewer } from '../domain/viewer';
import type { AuthContext } from './service';

export type UserContext = Extract<AuthContext, { kind: 'user' }>;

const resolved = new WeakMap<FastifyRequest, Promise<AuthContext | null>>();

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export function viewerOf(request: FastifyRequest): Promise<AuthContext | null> {
  const known = resolved.get(request);
  if (known) return known;
  const pending = request.server.auth.authenticate(bearerToken(request));
  resolved.set(request, pending);
  return pending;
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

/** Admin rights come from users.role, read fresh on every call. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = await signedInUser(request);
  if (!user) throw unauthenticated();
  if (!(await request.server.users.isAdmin(user.userId))) throw forbidden('This area is for Nnoboa admins only.');
}

/** The signed-in person and whether they are an admin, or null for a visitor. */
export async function viewerFor(request: FastifyRequest): Promise<Viewer | null> {
  const user = await signedInUser(request);
  if (!user) return null;
  return { userId: user.userId, isAdmin: await request.server.users.isAdmin(user.userId) };
}
