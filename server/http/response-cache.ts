/**
 * A small in-memory cache for public answers that many phones ask for at once
 * (story lists, story pages, figures, server-rendered pages). Entries live a
 * few seconds (RESPONSE_CACHE_SECONDS; 0 keeps none) and carry tags saying
 * what they show: `story:<id>` for one story's page, wall, ledger and
 * rendered page, `lists` for lists, success stories, figures and the home
 * page. A change drops only the entries of the tags it names
 * (server/reads/invalidation.ts says which); the rest expire by time. An
 * entry computed from other entries (a rendered page from the story it
 * shows) names their tags itself (server/ssr/resources.ts gathers them).
 * Bounded in entries, so memory stays flat.
 */
import { tagged, type Serialised } from './etag';

export interface CachedAnswer extends Serialised {
  expires: number;
  tags: readonly string[];
}

export const cacheTags = {
  story: (campaignId: string) => `story:${campaignId}`,
  lists: 'lists',
  /** Names every entry: many stories changed at once, or changes may have gone unheard. */
  everything: '*',
} as const;

export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly pending = new Map<string, Promise<CachedAnswer>>();
  /** Changes counted, and when each tag last changed, so an answer computed before a change is not kept. */
  private generation = 0;
  private readonly changedAt = new Map<string, number>();
  private computing = 0;

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The answer for `key`, computed once however many ask at the same moment,
   * written as JSON by `serialize` (the answer's contract schema), and tagged
   * by `tagsOf` (which names the tags of any cached answers it was computed from).
   */
  get<T>(
    key: string,
    compute: () => Promise<T>,
    serialize: (value: T) => string = JSON.stringify,
    tagsOf: (value: T) => readonly string[] = () => [],
  ): Promise<CachedAnswer> {
    return this.lookup(key, async () => {
      const value = await compute();
      return { answer: tagged(serialize(value)), tags: tagsOf(value) };
    });
  }

  /** Drops every entry carrying one of `tags` (`everything`: all of them), and keeps none computed before. */
  invalidate(tags: readonly string[]): void {
    this.generation += 1;
    const all = tags.includes(cacheTags.everything);
    if (this.computing > 0) for (const tag of tags) this.changedAt.set(tag, this.generation);
    for (const [key, entry] of this.entries) {
      if (all || entry.tags.some((tag) => tags.includes(tag))) this.entries.delete(key);
    }
    // A caller joining a computation begun before the change would get the old answer.
    this.pending.clear();
  }

  /** Something changed everywhere: forget every answer. */
  clear(): void {
    this.invalidate([cacheTags.everything]);
  }

  get size(): number {
    return this.entries.size;
  }

  private lookup(key: string, compute: () => Promise<{ answer: Serialised; tags: readonly string[] }>): Promise<CachedAnswer> {
    if (this.ttlMs <= 0) return this.computeTagged(compute);
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      // Refresh its place: least recently used goes first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return Promise.resolve(hit);
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const startedAt = this.generation;
    const work = this.computeTagged(compute)
      .then((answer) => {
        if (!this.changedSince(startedAt, answer.tags)) {
          this.entries.set(key, answer);
          while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
        }
        return answer;
      })
      .finally(() => {
        if (this.pending.get(key) === work) this.pending.delete(key);
      });
    this.pending.set(key, work);
    return work;
  }

  private async computeTagged(compute: () => Promise<{ answer: Serialised; tags: readonly string[] }>): Promise<CachedAnswer> {
    this.computing += 1;
    try {
      const { answer, tags } = await compute();
      return { ...answer, tags: [...new Set(tags)], expires: this.now() + this.ttlMs };
    } finally {
      this.computing -= 1;
    }
  }

  private changedSince(startedAt: number, tags: readonly string[]): boolean {
    const changed = [cacheTags.everything, ...tags].some((tag) => (this.changedAt.get(tag) ?? 0) > startedAt);
    if (this.computing === 0) this.changedAt.clear();
    return changed;
  }
}
