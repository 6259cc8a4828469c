/** The UI's words in every language, read once at start: served to the app, and used for pages and exports the server writes. */
import fp from 'fastify-plugin';
import { loadCatalogs, type Catalogs } from './catalogs';
import { translationRoutes } from './routes';

export const translationsModule = fp(
  async (app) => {
    app.decorate('catalogs', loadCatalogs());
    await app.register(translationRoutes);
  },
  { name: 'translations' },
);

declare module 'fastify' {
  interface FastifyInstance {
    catalogs: Catalogs;
  }
}
