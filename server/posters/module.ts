/** Posters: a story printed for a wall or a shop window, with its short link, a QR code and the code to dial. */
import fp from 'fastify-plugin';
import { posterRoutes } from './routes';

export const postersModule = fp(
  async (app) => {
    await app.register(posterRoutes, { campaigns: app.campaigns, catalogs: app.catalogs, publicUrl: () => app.config.publicUrl });
  },
  { name: 'posters', dependencies: ['campaigns', 'translations'] },
);
