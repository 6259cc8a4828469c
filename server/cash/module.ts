/**
 * Cash collected in person: its service, built from what it needs of other
 * domains (the story's co-signers, through money out's port), and its routes
 * for owners, co-signers and admins. The open ledger reads confirmed cash
 * through the service's `publicOf`.
 */
import fp from 'fastify-plugin';
import { cosignersPort } from '../payouts/port';
import { adminCashRoutes } from './admin-routes';
import { cashRoutes } from './routes';
import { CashService } from './service';

export const cashModule = fp(
  async (app) => {
    app.decorate('cash', new CashService(app.db, cosignersPort, app.events, app.limiter));
    await app.register(cashRoutes);
    await app.register(adminCashRoutes, { prefix: '/api/admin' });
  },
  { name: 'cash', dependencies: ['events', 'rate-limit', 'payouts'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    cash: CashService;
  }
}
