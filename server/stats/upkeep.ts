/**
 * The upkeep of the figures the database keeps: every hour the week of
 * "trending" moves on past the days that left it, and every ten minutes held
 * card money whose time has come joins its story's balance (reads count it
 * from the moment it is due either way; this keeps the held entries few).
 * Both go in short batches (a day, or a hundred held rows, per transaction).
 */
import type { FastifyInstance } from 'fastify';
import { inBatches } from '../schedule/batches';
import { runPeriodically } from '../schedule/periodic';
import { upkeepRepository } from './upkeep-repository';

export function scheduleUpkeep(app: FastifyInstance): void {
  runPeriodically(app, 'trend window', 60 * 60_000, async (stopping) => {
    const rolled = await inBatches((days) => upkeepRepository.rollTrendWindow(app.db, days), stopping, 1);
    if (rolled > 0) app.log.info({ days: rolled }, 'trend window moved on');
  });
  runPeriodically(app, 'held money', 10 * 60_000, async (stopping) => {
    const moved = await inBatches((rows) => upkeepRepository.matureLedgerHolds(app.db, rows), stopping);
    if (moved > 0) app.log.info({ entries: moved }, 'held money now available');
  });
}
