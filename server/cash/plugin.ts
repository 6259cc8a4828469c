/**
 * Cash collected in person as one module: its service, built from what it
 * needs of other domains (the story's co-signers), and its
 * routes for owners, co-signers and admins. The open ledger reads confirmed
 * cash through the service's `publicOf`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import type { EventBus } from '../events/bus';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { adminCashRoutes } from './admin-routes';
import { cashRoutes } from './routes';
import { CashService, type Cosigners } from './service';

export function buildCash(deps: { db: Database; cosigners: Cosigners; events: EventBus; limiter: RateLimiter }) {
  return new CashService(deps.db, deps.cosigners, deps.events, deps.limiter);
}

export const cashPlugin: FastifyPluginAsyncTypebox<{ cash: CashService }> = async (app, { cash }) => {
  await app.register(cashRoutes, { cash });
  await app.register(adminCashRoutes, { prefix: '/api/admin', cash });
};
