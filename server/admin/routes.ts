/**
 * The admin API under /api/admin. Every route is behind one `requireAdmin`
 * hook that runs before anything else, so a caller who is not an admin
 * learns nothing, not even whether their input was valid.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signInRequired } from '../auth/guard';
import { adminAlertRoutes } from './alert-routes';
import { adminCampaignRoutes } from './campaign-routes';
import { adminOverviewRoutes } from './overview-routes';
import { adminReportRoutes } from './report-routes';
import { adminUserRoutes } from './user-routes';

export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  signInRequired(app, 'admin');
  await app.register(adminOverviewRoutes);
  await app.register(adminCampaignRoutes);
  await app.register(adminReportRoutes);
  await app.register(adminAlertRoutes);
  await app.register(adminUserRoutes);
};
