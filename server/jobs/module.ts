/**
 * Work that follows a change, run after it committed (the durable job queue),
 * and the signals that reach the other servers on one PostgreSQL (a job to
 * take, a cached answer to drop). Both start once the server is ready, when
 * every module has said what it runs and listens for, and stop when it closes.
 */
import fp from 'fastify-plugin';
import { Signals } from '../db/signals';
import { JobQueue } from './queue';

export const jobsModule = fp(
  async (app) => {
    const signals = new Signals(app.db, app.log);
    const jobs = new JobQueue(app.db, app.log, { concurrency: app.config.jobWorkers });
    app.decorate('signals', signals);
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => {
      jobs.start(signals);
      await signals.start();
    });
    app.addHook('onClose', async () => {
      await jobs.stop();
      await signals.close();
    });
  },
  { name: 'jobs' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Messages between the servers sharing one PostgreSQL (db/signals.ts). */
    signals: Signals;
    /** The durable job queue: work that follows a change, run after it committed. */
    jobs: JobQueue;
  }
}
