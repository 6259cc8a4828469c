/**
 * Money out: payout accounts, co-signers, withdrawals and their review, paying
 * them through the provider, the notices each step sends, and a sweep every
 * minute (the first once the server listens) that finishes what a crash or an
 * outage left.
 */
import fp from 'fastify-plugin';
import type { PublicWithdrawals } from '../ledger/service';
import { demoTransferPath } from '../payments/demo-transfers';
import { runPeriodically } from '../schedule/periodic';
import { PayoutAccountsService } from './accounts-service';
import { adminWithdrawalRoutes } from './admin-routes';
import { cosignLinkRoutes } from './cosign-link-routes';
import { PayoutNotices } from './notices';
import { Payer } from './payer';
import { payoutRoutes } from './routes';
import { TreasurersService } from './treasurers-service';
import { publicWithdrawals, WithdrawalsService } from './withdrawals-service';

export interface Payouts {
  notices: PayoutNotices;
  payer: Payer;
  accounts: PayoutAccountsService;
  treasurers: TreasurersService;
  withdrawals: WithdrawalsService;
  /** What a story's open ledger shows of its withdrawals (the port server/ledger declares). */
  publicWithdrawals: PublicWithdrawals;
}

export const payoutsModule = fp(
  async (app) => {
    const { config, db, events, log, transfers } = app;
    const notices = new PayoutNotices(
      db,
      app.mailer,
      app.jobs,
      () => config.publicUrl,
      transfers.name === 'demo',
      log,
      app.notices.service,
    );
    const payer = new Payer(db, transfers, notices, events, log);
    app.decorate<Payouts>('payouts', {
      notices,
      payer,
      accounts: new PayoutAccountsService(db, transfers, app.limiter, events, notices, log),
      treasurers: new TreasurersService(db, app.limiter, notices),
      withdrawals: new WithdrawalsService(db, payer, notices, events, {
        autoApproveBelow: config.payments.autoApproveWithdrawalsBelow,
        demoTransferUrl: app.demoTransfers ? demoTransferPath : null,
      }),
      publicWithdrawals,
    });
    await app.register(payoutRoutes);
    await app.register(cosignLinkRoutes);
    await app.register(adminWithdrawalRoutes, { prefix: '/api/admin' });
    runPeriodically(app, 'payout sweep', 60_000, (stopping) => payer.sweep(stopping));
  },
  { name: 'payouts', dependencies: ['payments', 'events', 'jobs', 'mail', 'rate-limit', 'notices'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    payouts: Payouts;
  }
}
