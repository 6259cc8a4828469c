/**
 * Donations still pending after PENDING_DONATION_TTL_HOURS become `expired`:
 * the donor never finished paying. Safe with several servers on one
 * PostgreSQL (each batch skips rows another server or a settlement holds),
 * and money a provider confirms later for an expired donation still counts
 * (./settlement.ts). `expirePendingDonations` is the work; the schedule is a
 * separate hook, so the work can move to a shared scheduler unchanged.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { runPeriodically } from '../schedule/periodic';
import { phonesRepository } from './phones-repository';
import { donationsRepository } from './repository';

const batchSize = 500;

/** Days a donor's number waits for a late confirmation before it is forgotten. */
const phoneDays = 7;

/** Expires every donation pending longer than `ttlHours`, a batch per transaction; answers how many. */
export async function expirePendingDonations(db: Database, ttlHours: number): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await db.transaction((tx) => donationsRepository.expirePending(tx, ttlHours, batchSize));
    total += expired;
    if (expired < batchSize) return total;
  }
}

/** The schedule: when the server is ready, then every `everyMs` (server/schedule/periodic.ts). */
export function scheduleDonationExpiry(app: FastifyInstance, ttlHours: number, everyMs = 10 * 60_000): void {
  runPeriodically(app, 'pending donation sweep', everyMs, async () => {
    const expired = await expirePendingDonations(app.db, ttlHours);
    if (expired > 0) app.log.info({ expired, ttlHours }, 'pending donations expired');
    // Numbers given for texts that will not be sent now (a failed gift, or none confirmed within a week).
    await phonesRepository.forgetStale(app.db, phoneDays);
  });
}
