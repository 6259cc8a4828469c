/**
 * Donations still pending after PENDING_DONATION_TTL_HOURS become `expired`:
 * the donor never finished paying. Safe with several servers on one
 * PostgreSQL (each batch skips rows another server or a settlement holds),
 * and money a provider confirms later for an expired donation still counts
 * (./settlement.ts). `expirePendingDonations` is the work; the schedule is a
 * separate hook, so the work can move to a shared scheduler unchanged.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { inBatches } from '../schedule/batches';
import { runPeriodically } from '../schedule/periodic';
import { phonesRepository } from './phones-repository';
import { donationsRepository } from './repository';

/** Days a donor's number waits for a late confirmation before it is forgotten. */
const phoneDays = 7;

/**
 * Expires every donation pending longer than `ttlHours`, a short batch per
 * transaction with a pause between batches (a backlog after an outage never
 * holds requests back), until none is left or `stopping` aborts; answers how many.
 */
export function expirePendingDonations(db: Database, ttlHours: number, stopping?: AbortSignal, log?: FastifyBaseLogger): Promise<number> {
  return inBatches(async (size) => {
    const expired = await db.transaction((tx) => donationsRepository.expirePending(tx, ttlHours, size));
    if (expired > 0) log?.debug({ expired }, 'a batch of pending donations expired');
    return expired;
  }, stopping);
}

/** The schedule: once the server listens, then every `everyMs` (server/schedule/periodic.ts). */
export function scheduleDonationExpiry(app: FastifyInstance, ttlHours: number, everyMs = 10 * 60_000): void {
  runPeriodically(app, 'pending donation sweep', everyMs, async (stopping) => {
    const expired = await expirePendingDonations(app.db, ttlHours, stopping, app.log);
    if (expired > 0) app.log.info({ expired, ttlHours }, 'pending donations expired');
    // Numbers given for texts that will not be sent now (a failed gift, or none confirmed within a week).
    await phonesRepository.forgetStale(app.db, phoneDays);
  });
}
