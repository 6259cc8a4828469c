/**
 * A small in-memory cache for public answers that many phones ask for at once
 * (story lists, story pages, figures). Entries live a few seconds and the
 * whole cache is dropped whenever a story or its money changes here, so a
 * page is at most a few seconds stale, and only across server instances.
 * Bounded in entries, so memory stays flat under load.
 */
import { tagged, type Serialised } from './etag';

export interface CachedAnswer extends Serialised {
  expires: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly pending = new Map<string, Promise<CachedAnswer>>();

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The answer for `key`, computed once however many ask at the same moment,
   * and written as JSON by `serialize` (the answer's contract schema).
   */
  get<T>(key: string, compute: () => Promise<T>, serialize: (value: T) => string = JSON.stringify): Promise<CachedAnswer> {
    return this.cached(key, async () => tagged(serialize(await compute())));
  }

  /** Like `get`, for an answer that is already text (a rendered page). */
  text(key: string, compute: () => Promise<string>): Promise<CachedAnswer> {
    return this.cached(key, async () => tagged(await compute()));
  }

  private async cached(key: string, compute: () => Promise<Serialised>): Promise<CachedAnswer> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      // Refresh its place: least recently used goes first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const work = (async () => {
      const answer = { ...(await compute()), expires: this.now() + this.ttlMs };
      // An answer computed before a change must not outlive it.
      if (generation === this.generation) {
        this.entries.set(key, answer);
        while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      }
      return answer;
    })().finally(() => this.pending.delete(key));
    this.pending.set(key, work);
    return work;
  }

  private generation = 0;

  /** Something changed: forget every answer. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
