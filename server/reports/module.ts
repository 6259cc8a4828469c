/** Anyone may tell the team a story looks wrong; admins review reports (server/admin). */
import fp from 'fastify-plugin';
import { reportRoutes } from './routes';
import { StoryReports } from './service';

export const reportsModule = fp(
  async (app) => {
    app.decorate('reports', new StoryReports(app.db, app.campaigns, app.limiter, app.events));
    await app.register(reportRoutes);
  },
  { name: 'reports', dependencies: ['campaigns', 'rate-limit', 'events'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    reports: StoryReports;
  }
}
