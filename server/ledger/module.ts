/**
 * The ledger: every movement of money, and the open ledger anyone may read of
 * a story (money in by day, money out with its purpose and receipts). The
 * withdrawals it shows come from money out, through the port it declares.
 */
import fp from 'fastify-plugin';
import { ledgerRoutes } from './routes';
import { LedgerService } from './service';

export const ledgerModule = fp(
  async (app) => {
    app.decorate('ledger', new LedgerService(app.db, app.payouts.publicWithdrawals));
    await app.register(ledgerRoutes);
  },
  { name: 'ledger', dependencies: ['campaigns', 'payouts', 'http'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    ledger: LedgerService;
  }
}
