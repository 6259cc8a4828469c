/**
 * Work the server repeats on its own (closing stories past their date,
 * expiring donations left pending, finishing payouts): once per period across
 * every server on the database, whichever gets there first. Each server
 * looks a few times per period and runs the work only when it moved the job's
 * lease row forward itself (./repository.ts), so two servers never both run
 * one period's work. A failed run is logged and the next period tries again.
 *
 * Nothing of it runs while the server starts: the first look comes once the
 * server listens, so whatever waits in the database (a backlog after an
 * outage) never holds back start-up. Long work goes in short batches
 * (./batches.ts) and stops between two of them when the server closes.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { scheduleRepository } from './repository';

/** How many times per period each server looks whether the work is due. */
const looksPerPeriod = 4;

/** The work of one run; `stopping` aborts when the server closes, so long work ends after its current batch. */
export type ScheduledWork = (stopping: AbortSignal) => Promise<void>;

export interface Schedule {
  /** Looks at once (without waiting for the work: the answer is the first look's end), then a few times per period. */
  start(): Promise<void>;
  /** Looks no more, and waits for a run under way to end its current batch. */
  stop(): Promise<void>;
}

export function schedule(db: Database, log: FastifyBaseLogger, name: string, everyMs: number, work: ScheduledWork): Schedule {
  let timer: NodeJS.Timeout | null = null;
  let stopping = new AbortController();
  // One run at a time on this server: a look while a long run goes on does not claim the next period.
  let running: Promise<void> | null = null;
  const look = (): Promise<void> => {
    if (!timer || running) return running ?? Promise.resolve();
    const signal = stopping.signal;
    running = (async () => {
      try {
        if (await scheduleRepository.claimRun(db, name, everyMs)) await work(signal);
      } catch (error) {
        if (!signal.aborted) log.error({ err: error, job: name }, `${name} failed`);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  return {
    start() {
      stopping = new AbortController();
      timer = setInterval(() => void look(), Math.max(Math.round(everyMs / looksPerPeriod), 25));
      timer.unref();
      return look();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      stopping.abort();
      await running;
    },
  };
}

/** The schedule of one of the server's jobs: started once the server listens, stopped (its batch finished) when it closes. */
export function runPeriodically(app: FastifyInstance, name: string, everyMs: number, work: ScheduledWork): void {
  const job = schedule(app.db, app.log, name, everyMs, work);
  app.addHook('onListen', async () => {
    void job.start();
  });
  app.addHook('onClose', () => job.stop());
}
