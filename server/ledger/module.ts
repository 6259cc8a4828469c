/**
 * The ledger: every movement of money, and the open ledger anyone may read of
 * a story (money in by day, money out with its purpose and receipts, cash
 * collected in person). The withdrawals and the cash it shows come from their
 * domains, through the ports it declares.
 */
import fp from 'fastify-plugin';
import { ledgerRoutes } from './routes';
import { LedgerService } from './service';

export const ledgerModule = fp(
  async (app) => {
    app.decorate('ledger', new LedgerService(app.db, app.payouts.publicWithdrawals, app.cash.publicOf));
    await app.register(ledgerRoutes);
  },
  { name: 'ledger', dependencies: ['campaigns', 'payouts', 'cash', 'http'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    ledger: LedgerService;
  }
}
