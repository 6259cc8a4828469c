/**
 * The admins' side (/api/admin): what waits and the figures, moderating
 * stories, reports, fraud alerts and accounts, every action in the audit log,
 * owners told (by e-mail, or on the channels they chose for their stories'
 * approval and pausing). Money out adds its review of withdrawals under the
 * same prefix (server/payouts).
 */
import fp from 'fastify-plugin';
import { AccountsService } from './accounts-service';
import { FraudAlertsService } from './alerts-service';
import { ModerationService } from './moderation-service';
import { OwnerNotifier } from './notifier';
import { OverviewService } from './overview-service';
import { ReportsService } from './reports-service';
import { adminRoutes } from './routes';

export interface Admin {
  overview: OverviewService;
  moderation: ModerationService;
  reports: ReportsService;
  alerts: FraudAlertsService;
  accounts: AccountsService;
}

export const adminModule = fp(
  async (app) => {
    const { db, events } = app;
    const notifier = new OwnerNotifier(db, app.mailer, app.config, app.log);
    app.decorate<Admin>('admin', {
      overview: new OverviewService(db),
      moderation: new ModerationService(db, app.notices.service, events),
      reports: new ReportsService(db, events, notifier, app.notices.service),
      alerts: new FraudAlertsService(db),
      accounts: new AccountsService(db, app.photoStorage, notifier),
    });
    await app.register(adminRoutes, { prefix: '/api/admin' });
  },
  { name: 'admin', dependencies: ['events', 'mail', 'uploads', 'notices'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    admin: Admin;
  }
}
