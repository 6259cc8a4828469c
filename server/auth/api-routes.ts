/**
 * The provider API's sign-in calls (/api/auth/*), on the same auth service and
 * tokens as /auth/v1. Answers carry `success`; failures carry `detail`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiSignedIn, ApiVerifyBody, MagicLinkBody, Me, ProfileSaved } from '../../contract/api/auth';
import { Done } from '../../contract/api/common';
import { ProfilePatch } from '../../contract/api/users';
import { DomainError, rateLimited } from '../domain/errors';
import { currentUser, signedInUser, userOnly } from './guard';
import { clientOf } from './supabase-routes';

export const linkSentMessages = {
  login: 'Check your email for the magic link!',
  signup: 'Check your email to complete registration!',
} as const;

export const authApiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/auth/magic-link', { schema: { body: MagicLinkBody, response: { 200: Done } } }, async (request) => {
    const action = request.body.action ?? 'login';
    await app.auth
      .requestLink({
        email: request.body.email,
        intent: action,
        createUser: action === 'signup',
        metadata: request.body.metadata,
        redirectTo: request.body.next ?? null,
        client: clientOf(request),
      })
      .catch((error: unknown) => {
        // The provider API says every wait with the one sentence of `rateLimited` and Retry-After;
        // GoTrue's wording ("…only request this after N seconds") is for /auth/v1.
        throw error instanceof DomainError && error.kind === 'rate_limited' ? rateLimited(error.retryAfterSeconds ?? 60) : error;
      });
    return { success: true as const, message: linkSentMessages[action] };
  });

  app.post('/api/auth/verify', { schema: { body: ApiVerifyBody, response: { 200: ApiSignedIn } } }, async (request) => {
    const session = await app.auth.verifyTokenHash(request.body.token, clientOf(request), request.body.email);
    const { user, ...tokens } = session;
    return { success: true as const, message: 'Signed in', session: tokens, user };
  });

  app.get('/api/auth/me', { ...userOnly, schema: { response: { 200: Me } } }, async (request) => {
    const viewer = await currentUser(request);
    const [user, profile] = await Promise.all([app.auth.getUser(viewer.userId), app.users.profile(viewer.userId)]);
    return { user, profile };
  });

  app.put('/api/auth/profile', { ...userOnly, schema: { body: ProfilePatch, response: { 200: ProfileSaved } } }, async (request) => {
    const viewer = await currentUser(request);
    const profile = await app.users.updateOwn(viewer.userId, request.body, request.idempotency?.key);
    return { success: true as const, message: 'Profile updated successfully', profile };
  });

  app.post('/api/auth/logout', { schema: { response: { 200: Done } } }, async (request) => {
    const viewer = await signedInUser(request);
    if (viewer) await app.auth.signOut(viewer, 'local');
    return { success: true as const, message: 'Successfully signed out' };
  });

  app.delete('/api/auth/account', { ...userOnly, schema: { response: { 200: Done } } }, async (request) => {
    const viewer = await currentUser(request);
    await app.auth.deleteAccount(viewer.userId);
    return { success: true as const, message: 'Account deleted successfully' };
  });
};
