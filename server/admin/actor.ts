/** The admin making a call, for handlers behind `requireAdmin`. */
import type { FastifyRequest } from 'fastify';
import { currentUser, knownAs } from '../auth/guard';
import type { Actor } from './audit-repository';

export async function actorOf(request: FastifyRequest): Promise<Actor> {
  const user = await currentUser(request);
  return { userId: user.userId, email: knownAs(user) };
}
