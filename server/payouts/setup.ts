/** Puts money out together: the notices, the payer, the services, and the sweep that finishes what a crash or an outage left. */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { runPeriodically } from '../schedule/periodic';
import type { Database } from '../db/database';
import type { EventBus } from '../events/bus';
import type { JobQueue } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import { demoTransferPath, type DemoTransfers } from '../payments/demo-transfers';
import type { TransferProvider } from '../payments/transfers';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { PayoutAccountsService } from './accounts-service';
import { PayoutNotices } from './notices';
import { Payer } from './payer';
import { TreasurersService } from './treasurers-service';
import { WithdrawalsService } from './withdrawals-service';

export interface Payouts {
  notices: PayoutNotices;
  payer: Payer;
  accounts: PayoutAccountsService;
  treasurers: TreasurersService;
  withdrawals: WithdrawalsService;
}

export function wirePayouts(deps: {
  db: Database;
  config: Config;
  events: EventBus;
  jobs: JobQueue;
  mailer: Mailer;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  transfers: TransferProvider;
  demo: DemoTransfers | null;
}): Payouts {
  const { db, config, events, log } = deps;
  const notices = new PayoutNotices(db, deps.mailer, deps.jobs, () => config.publicUrl, deps.transfers.name === 'demo', log);
  const payer = new Payer(db, deps.transfers, notices, events, log);
  return {
    notices,
    payer,
    accounts: new PayoutAccountsService(db, deps.transfers, deps.limiter, events, notices, log),
    treasurers: new TreasurersService(db, deps.limiter, notices),
    withdrawals: new WithdrawalsService(db, payer, notices, events, {
      autoApproveBelow: config.payments.autoApproveWithdrawalsBelow,
      demoTransferUrl: deps.demo ? demoTransferPath : null,
    }),
  };
}

/** Every minute (the first once the server listens): approved withdrawals not taken by the provider, and transfers it has not answered for long. */
export function schedulePayoutSweep(app: FastifyInstance, payer: Payer, everyMs = 60_000): void {
  runPeriodically(app, 'payout sweep', everyMs, (stopping) => payer.sweep(stopping));
}
