/**
 * The durable job queue: work that follows a change (fraud rules, e-mails) is
 * written as rows in the change's own transaction, so it happens if and only
 * if the change committed, even when the server dies right after. Every
 * server runs a worker that claims due jobs (FOR UPDATE SKIP LOCKED: no two
 * servers take the same one), runs them outside any transaction, and deletes
 * them when done. A failed job is tried again later, each time after a longer
 * wait; after `maxAttempts` it stays in the table as dead, logged. A claim is
 * a lease: a job whose server died while running it is claimed again once the
 * lease ends, so handlers must be safe to run twice.
 *
 * The worker wakes when told (in-process after a commit, or NOTIFY from
 * another server's enqueue) and otherwise polls slowly.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database';
import type { Signals } from '../db/signals';
import { jobsChannel, jobsRepository, type ClaimedJob } from './repository';

export type JobHandler = (payload: unknown) => Promise<void>;

export interface JobQueueOptions {
  /** Jobs this server runs at once; 0: it runs none (another server does). */
  concurrency: number;
  pollMs: number;
  leaseSeconds: number;
  maxAttempts: number;
  /** Seconds before the next try, after the given failed attempt (1 for the first). */
  retryDelaySeconds: (attempt: number) => number;
}

export const defaultJobOptions: JobQueueOptions = {
  concurrency: 4,
  pollMs: 5000,
  leaseSeconds: 300,
  maxAttempts: 5,
  // 30 s, 2 min, 8 min, 32 min: a mail server down for a while is waited for.
  retryDelaySeconds: (attempt) => Math.min(30 * 4 ** (attempt - 1), 3600),
};

export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly running = new Set<Promise<void>>();
  private readonly options: JobQueueOptions;
  private loop: Promise<void> | null = null;
  private stopped = false;
  private claiming = false;
  private nudged = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    options: Partial<JobQueueOptions> = {},
  ) {
    this.options = { ...defaultJobOptions, ...options };
  }

  /** Every server registers the same kinds before it starts. */
  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`Job kind registered twice: ${kind}`);
    this.handlers.set(kind, handler);
  }

  /** Adds one job per kind, in the caller's transaction; `nudge` after the commit runs them here at once. */
  enqueue(tx: Queryable, kinds: readonly string[], payload: unknown): Promise<void> {
    return jobsRepository.enqueue(tx, kinds, payload);
  }

  /** One job of `kind` that runs no sooner than `runAt` (e.g. a text held until morning), in the caller's transaction. */
  enqueueAt(tx: Queryable, kind: string, payload: unknown, runAt: Date): Promise<void> {
    return jobsRepository.enqueueAt(tx, kind, payload, runAt);
  }

  /** One job of `kind` per payload (a fan-out: one e-mail per address), in the caller's transaction. */
  enqueueEach(tx: Queryable, kind: string, payloads: readonly unknown[]): Promise<void> {
    return jobsRepository.enqueueEach(tx, kind, payloads);
  }

  /** Jobs may be due: look now rather than at the next poll. */
  nudge(): void {
    this.nudged = true;
    this.wake?.();
  }

  /** Starts the worker, woken by other servers' enqueues through `signals`. */
  start(signals?: Signals): void {
    if (this.loop || this.options.concurrency <= 0) return;
    signals?.on(jobsChannel, () => this.nudge());
    signals?.onConnected(() => this.nudge());
    this.stopped = false;
    this.loop = this.work();
  }

  /** Claims no more, and waits for the jobs running here to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
    this.loop = null;
    await Promise.allSettled([...this.running]);
  }

  /** Resolves once no job is due and none runs here (for tests and shutdown checks). */
  async idle(timeoutMs = 15_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      if (this.running.size === 0 && !this.claiming && !(await jobsRepository.anyDue(this.db)) && !this.claiming && this.running.size === 0)
        return;
      if (Date.now() > until) throw new Error('The job queue did not empty in time');
      this.nudge();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  private async work(): Promise<void> {
    while (!this.stopped) {
      const free = this.options.concurrency - this.running.size;
      if (free <= 0) {
        // Busy: the next claim waits for a job to finish.
        await Promise.race(this.running);
        continue;
      }
      this.nudged = false;
      this.claiming = true;
      let claimed: ClaimedJob[] = [];
      try {
        claimed = await jobsRepository.claim(this.db, free, this.options.leaseSeconds);
      } catch (error) {
        this.log.error({ err: error }, 'could not claim jobs');
      } finally {
        this.claiming = false;
      }
      for (const job of claimed) this.track(this.run(job));
      // A full batch: more may be due.
      if (claimed.length < free) await this.sleep();
    }
  }

  private sleep(): Promise<void> {
    if (this.nudged || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, this.options.pollMs);
      this.wake = done;
    });
  }

  // A finished job frees a place but brings no new work: the loop waiting on a full batch goes on by
  // itself, and whatever is enqueued meanwhile nudges. Looking again after every job cost a statement
  // each, on PGlite's one connection in the way of the next request.
  private track(work: Promise<void>): void {
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
  }

  private async run(job: ClaimedJob): Promise<void> {
    try {
      const handler = this.handlers.get(job.kind);
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job.payload);
      await jobsRepository.done(this.db, job.id);
    } catch (error) {
      await this.failed(job, error).catch((failure: unknown) =>
        // The lease ends and the job runs again: nothing is lost.
        this.log.error({ err: failure, jobId: job.id, kind: job.kind }, 'could not record a failed job'),
      );
    }
  }

  private async failed(job: ClaimedJob, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    if (job.attempts >= this.options.maxAttempts) {
      await jobsRepository.bury(this.db, job.id, message);
      this.log.error({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job failed for good; kept as dead');
      return;
    }
    const delay = this.options.retryDelaySeconds(job.attempts);
    await jobsRepository.retryLater(this.db, job.id, delay, message);
    this.log.warn(
      { err: error, jobId: job.id, kind: job.kind, attempts: job.attempts, retryInSeconds: delay },
      'job failed; tried again later',
    );
  }
}
