/**
 * The admin API under /api/admin. Every route is behind one
 * `requireAdmin` hook that runs before anything else, so a caller who is not
 * an admin learns nothing, not even whether their input was valid.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signInRequired } from '../auth/guard';
import type { PhotoStorage } from '../uploads/storage';
import { AccountsService } from './accounts-service';
import { adminAlertRoutes } from './alert-routes';
import { FraudAlertsService } from './alerts-service';
import { adminCampaignRoutes } from './campaign-routes';
import { ModerationService } from './moderation-service';
import { OwnerNotifier } from './notifier';
import { adminOverviewRoutes } from './overview-routes';
import { OverviewService } from './overview-service';
import { adminReportRoutes } from './report-routes';
import { ReportsService } from './reports-service';
import { adminUserRoutes } from './user-routes';

export const adminRoutes: FastifyPluginAsyncTypebox<{ storage: PhotoStorage }> = async (app, { storage }) => {
  signInRequired(app, 'admin');
  const notifier = new OwnerNotifier(app.db, app.mailer, app.config, app.log);
  await app.register(adminOverviewRoutes, { overview: new OverviewService(app.db) });
  await app.register(adminCampaignRoutes, { moderation: new ModerationService(app.db, notifier, app.events) });
  await app.register(adminReportRoutes, { reports: new ReportsService(app.db, app.events, notifier) });
  await app.register(adminAlertRoutes, { alerts: new FraudAlertsService(app.db) });
  await app.register(adminUserRoutes, { accounts: new AccountsService(app.db, storage, notifier) });
};
