/**
 * Work the server repeats on its own (closing stories past their date,
 * expiring donations left pending, finishing payouts): once per period across
 * every server on the database, whichever gets there first. Each server
 * looks a few times per period and runs the work only when it moved the job's
 * lease row forward itself (./repository.ts), so two servers never both run
 * one period's work. A failed run is logged and the next period tries again.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { scheduleRepository } from './repository';

/** How many times per period each server looks whether the work is due. */
const looksPerPeriod = 4;

export interface Schedule {
  /** Looks at once, then a few times per period. */
  start(): Promise<void>;
  stop(): void;
}

export function schedule(db: Database, log: FastifyBaseLogger, name: string, everyMs: number, work: () => Promise<void>): Schedule {
  let timer: NodeJS.Timeout | null = null;
  const run = async () => {
    try {
      if (!timer || !(await scheduleRepository.claimRun(db, name, everyMs))) return;
      await work();
    } catch (error) {
      log.error({ err: error, job: name }, `${name} failed`);
    }
  };
  return {
    start() {
      timer = setInterval(() => void run(), Math.max(Math.round(everyMs / looksPerPeriod), 25));
      timer.unref();
      return run();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

/** The schedule of one of the server's jobs: started when the server is ready, stopped when it closes. */
export function runPeriodically(app: FastifyInstance, name: string, everyMs: number, work: () => Promise<void>): void {
  const job = schedule(app.db, app.log, name, everyMs, work);
  app.addHook('onReady', () => job.start());
  app.addHook('onClose', async () => job.stop());
}
