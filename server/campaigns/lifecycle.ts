/** Closes stories whose deadline has passed: at start, then every ten minutes. */
import type { FastifyInstance } from 'fastify';
import { campaignsRepository } from './repository';

export function scheduleDeadlineSweep(app: FastifyInstance, everyMs = 10 * 60_000): void {
  const sweep = async () => {
    try {
      const closed = await campaignsRepository.completeExpired(app.db);
      if (closed > 0) {
        app.responseCache.clear();
        app.log.info({ closed }, 'stories past their deadline closed');
      }
    } catch (error) {
      app.log.error({ err: error }, 'deadline sweep failed');
    }
  };
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  app.addHook('onReady', sweep);
  app.addHook('onClose', async () => clearInterval(timer));
}
