/**
 * The provider API's sign-in calls (SPEC.md §7), on the same auth service and
 * tokens as /auth/v1. Answers carry `success`; failures carry `detail`.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../http/errors';
import { writeOnce } from '../idempotency/write-once';
import { checkProfilePatch } from '../users/profile-rules';
import { usersRepository } from '../users/repository';
import { currentUser, requireUser, signedInUser } from './guard';
import { Email, LinkToken, Profile, ProfilePatch, SignUpMetadata } from './schemas';
import { clientOf } from './supabase-routes';

export const linkSentMessages = {
  login: 'Check your email for the magic link!',
  signup: 'Check your email to complete registration!',
} as const;

const Ok = Type.Object({ success: Type.Literal(true), message: Type.String() });

export const authApiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/auth/magic-link',
    {
      schema: {
        body: Type.Object(
          {
            email: Email,
            action: Type.Optional(Type.Union([Type.Literal('login'), Type.Literal('signup')])),
            next: Type.Optional(Type.String({ maxLength: 500 })),
            metadata: Type.Optional(SignUpMetadata),
          },
          { additionalProperties: false },
        ),
        response: { 200: Ok },
      },
    },
    async (request) => {
      const action = request.body.action ?? 'login';
      await app.auth.requestLink({
        email: request.body.email,
        intent: action,
        createUser: action === 'signup',
        metadata: request.body.metadata,
        redirectTo: request.body.next ?? null,
        client: clientOf(request),
      });
      return { success: true as const, message: linkSentMessages[action] };
    },
  );

  app.post(
    '/api/auth/verify',
    { schema: { body: Type.Object({ token: LinkToken, email: Email }, { additionalProperties: false }) } },
    async (request) => {
      const session = await app.auth.verifyTokenHash(request.body.token, clientOf(request), request.body.email);
      const { user, ...tokens } = session;
      return { success: true, message: 'Signed in', session: tokens, user };
    },
  );

  app.get('/api/auth/me', { preHandler: requireUser }, async (request) => {
    const viewer = await currentUser(request);
    const [user, profile] = await Promise.all([app.auth.getUser(viewer.userId), usersRepository.findById(app.db, viewer.userId)]);
    return { user, profile };
  });

  app.put(
    '/api/auth/profile',
    {
      preHandler: requireUser,
      schema: {
        body: ProfilePatch,
        response: { 200: Type.Object({ success: Type.Literal(true), message: Type.String(), profile: Profile }) },
      },
    },
    async (request) => {
      const viewer = await currentUser(request);
      const checked = checkProfilePatch(request.body);
      if (!checked.ok) throw new HttpError(400, checked.problem.message, 'Invalid profile', { field: checked.problem.field });
      // A repeat of an edit that was already made changes nothing (a later edit may have come since).
      await writeOnce(app.db, request.idempotency?.key, 'profile', async (tx) => {
        await usersRepository.update(tx, viewer.userId, checked.fields);
        return viewer.userId;
      });
      const profile = await usersRepository.findById(app.db, viewer.userId);
      if (!profile) throw new HttpError(404, 'Profile not found.');
      return {
        success: true as const,
        message: 'Profile updated successfully',
        profile: { ...profile, created_at: profile.created_at.toISOString(), updated_at: profile.updated_at.toISOString() },
      };
    },
  );

  app.post('/api/auth/logout', { schema: { response: { 200: Ok } } }, async (request) => {
    const viewer = await signedInUser(request);
    if (viewer) await app.auth.signOut(viewer, 'local');
    return { success: true as const, message: 'Successfully signed out' };
  });

  app.delete('/api/auth/account', { preHandler: requireUser, schema: { response: { 200: Ok } } }, async (request) => {
    const viewer = await currentUser(request);
    await app.auth.deleteAccount(viewer.userId);
    return { success: true as const, message: 'Account deleted successfully' };
  });
};
