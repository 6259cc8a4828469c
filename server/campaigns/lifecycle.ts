/** Closes stories whose deadline has passed: at start, then every ten minutes. */
import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../schedule/periodic';
import { campaignsRepository } from './repository';

export function scheduleDeadlineSweep(app: FastifyInstance, everyMs = 10 * 60_000): void {
  runPeriodically(app, 'deadline sweep', everyMs, async () => {
    const closed = await campaignsRepository.completeExpired(app.db);
    if (closed > 0) {
      await app.events.emit('campaigns.changed', {});
      app.log.info({ closed }, 'stories past their deadline closed');
    }
  });
}
