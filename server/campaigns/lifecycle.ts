/** Closes stories whose deadline has passed: once the server listens, then every ten minutes, in short batches. */
import type { FastifyInstance } from 'fastify';
import { inBatches } from '../schedule/batches';
import { runPeriodically } from '../schedule/periodic';
import { campaignsRepository } from './repository';

export function scheduleDeadlineSweep(app: FastifyInstance, everyMs = 10 * 60_000): void {
  runPeriodically(app, 'deadline sweep', everyMs, async (stopping) => {
    const closed = await inBatches((size) => campaignsRepository.completeExpired(app.db, size), stopping);
    if (closed > 0) {
      await app.events.emit('campaigns.changed', {});
      app.log.info({ closed }, 'stories past their deadline closed');
    }
  });
}
