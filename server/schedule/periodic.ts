/**
 * Work the server repeats on its own (closing stories past their date,
 * expiring donations left pending): once when the server is ready, then on a
 * timer, stopped when it closes. A failed run is logged and the next one tries
 * again. Each job is one function the caller passes in, so moving the jobs to
 * a scheduler shared by several servers changes only this file.
 */
import type { FastifyInstance } from 'fastify';

export function runPeriodically(app: FastifyInstance, name: string, everyMs: number, work: () => Promise<void>): void {
  const run = async () => {
    try {
      await work();
    } catch (error) {
      app.log.error({ err: error, job: name }, `${name} failed`);
    }
  };
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  app.addHook('onReady', run);
  app.addHook('onClose', async () => clearInterval(timer));
}
