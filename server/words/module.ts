/** Words of support: a short message anyone signed in leaves on a story without giving, read by the team before it shows. */
import fp from 'fastify-plugin';
import { adminWordRoutes } from './admin-routes';
import { wordRoutes } from './routes';
import { WordsService } from './service';

export const wordsModule = fp(
  async (app) => {
    app.decorate('words', new WordsService(app.db, app.campaigns, app.limiter, app.events));
    await app.register(wordRoutes);
    await app.register(adminWordRoutes, { prefix: '/api/admin' });
  },
  { name: 'words', dependencies: ['campaigns', 'rate-limit', 'events', 'http'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    words: WordsService;
  }
}
