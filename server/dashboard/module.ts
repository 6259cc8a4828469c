/** The owner's dashboard (/api/dashboard): their stories in every state, the donations they received (JSON or CSV), their verification. */
import fp from 'fastify-plugin';
import { dashboardRoutes } from './routes';
import { DashboardService } from './service';

export const dashboardModule = fp(
  async (app) => {
    app.decorate('dashboard', new DashboardService(app.db, app.catalogs));
    await app.register(dashboardRoutes, { prefix: '/api/dashboard' });
  },
  { name: 'dashboard', dependencies: ['translations', 'verification'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    dashboard: DashboardService;
  }
}
