/**
 * Rate limits kept in the database (sliding windows), so they hold across
 * restarts and across server instances. Each key is serialised with an
 * advisory lock while it is counted, so concurrent requests cannot slip past.
 */
import type { Database } from '../db/database';
import { rateLimited } from '../domain/errors';
import { rateLimitRepository } from './repository';

export interface RateLimit {
  /** What is counted, e.g. `link:email:ama@example.com`. */
  key: string;
  windowSeconds: number;
  max: number;
}

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

export class RateLimiter {
  private sinceCleanup = 0;

  constructor(private readonly db: Database) {}

  /** Counts one request against every limit, all or nothing: refused by any, counted by none. */
  async consume(limits: readonly RateLimit[]): Promise<RateDecision> {
    const decision = await this.db.transaction(async (tx) => {
      let retryAfterSeconds = 0;
      for (const limit of [...limits].sort((a, b) => a.key.localeCompare(b.key))) {
        await rateLimitRepository.lockKey(tx, limit.key);
        const row = await rateLimitRepository.window(tx, limit.key, limit.windowSeconds);
        if (row && row.hits >= limit.max) {
          retryAfterSeconds = Math.max(retryAfterSeconds, Math.max(1, Math.ceil(limit.windowSeconds - (row.age ?? 0))));
        }
      }
      if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds };
      for (const limit of limits) await rateLimitRepository.count(tx, limit.key);
      return { allowed: true, retryAfterSeconds: 0 };
    });
    if (++this.sinceCleanup >= 200) {
      this.sinceCleanup = 0;
      await rateLimitRepository.forgetOld(this.db);
    }
    return decision;
  }

  /** Like `consume`, but throws the catalogue's 429 when refused. */
  async enforce(limits: readonly RateLimit[]): Promise<void> {
    const decision = await this.consume(limits);
    if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
  }
}
