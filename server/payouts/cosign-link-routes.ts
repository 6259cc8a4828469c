/**
 * The short link a co-signer's invitation by text carries: /cosign leads to
 * signing in by phone, then to the dashboard where invitations are answered.
 * It holds no secret: the code texted to the invited number is the proof.
 */
import type { FastifyPluginAsync } from 'fastify';

export const cosignPath = '/cosign';

export const cosignLinkRoutes: FastifyPluginAsync = async (app) => {
  app.get(cosignPath, { config: { rawAnswer: 'a redirect to sign in by phone' } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').redirect(`/login?via=phone&next=${encodeURIComponent('/dashboard')}`, 302),
  );
};
