/**
 * The public reads: what anyone may read about stories, answered from the
 * short-lived cache and shared with server rendering. It reads stories,
 * donations, the ledger, words of support and the figures, so it comes after them; whatever changes a story
 * drops its cached answers, on every server.
 */
import fp from 'fastify-plugin';
import { wireCacheInvalidation } from './invalidation';
import { PublicReads } from './public-reads';
import { publicReadRoutes } from './routes';

export const readsModule = fp(
  async (app) => {
    wireCacheInvalidation(app.events, app.responseCache, app.signals);
    app.decorate('reads', new PublicReads(app.campaigns, app.donations, app.db, app.responseCache, app.ledger, app.words));
    await app.register(publicReadRoutes);
  },
  { name: 'reads', dependencies: ['campaigns', 'donations', 'ledger', 'words', 'events', 'jobs', 'http'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    reads: PublicReads;
  }
}
