/** Whether the server and its database answer (GET /api/health), for load balancers and uptime checks. */
import fp from 'fastify-plugin';
import { healthRoutes } from './routes';

export const healthModule = fp(
  async (app) => {
    await app.register(healthRoutes);
  },
  { name: 'health' },
);
