/**
 * The outbox: writes made offline (or that failed for lack of network) wait
 * here, in IndexedDB, until they can be sent. The rules:
 * - each item has its own id, sent as the Idempotency-Key on every attempt,
 *   so an item takes effect once even when an answer was lost;
 * - items wait for the items they depend on (photos before their story);
 * - a network failure, 5xx or 429 is retried with back-off;
 * - an item keeps who queued it, and only their session sends it: a 401
 *   (or someone else signed in) keeps the item until they sign in again;
 * - any other 4xx needs the person's attention: never retried for ever, never dropped;
 * - one sender at a time, tab or service worker (a Web Lock); an item caught
 *   "sending" by a crash goes back to waiting when the next sender takes the
 *   lock, and is sent again (the server answers the repeat).
 * The service worker runs this too (with no page open): nothing here may touch the DOM.
 */
import { errorMessages } from '../api-error';
import { newRequestId } from '../request-id';
import { database, type OutboxRecord } from './db';

export type OutboxItem = OutboxRecord;

export interface NewOutboxItem {
  id?: string;
  kind: string;
  label: string;
  payload: unknown;
  dependsOn?: string[];
  /** Who queues it; null when signed out. */
  userId?: string | null;
}

/** What the network answered; a transport throws when there was no answer at all. */
export interface TransportAnswer {
  status: number;
  body: unknown;
}

export interface Transport {
  /**
   * Sends one item; `results` holds the answers of the items it depends on.
   * `save` keeps a changed payload at once (e.g. where a photo's upload resumes).
   */
  send(item: OutboxItem, results: ReadonlyMap<string, unknown>, save: (payload: unknown) => Promise<void>): Promise<TransportAnswer>;
}

export interface OutboxOptions {
  transport: Transport;
  now?: () => number;
  /** Runs `work` unless another tab is already sending. */
  exclusive?: (work: () => Promise<void>) => Promise<void>;
  onChange?: () => void;
  onSent?: (item: OutboxItem) => Promise<void> | void;
}

const maxDelayMs = 5 * 60_000;

/** 2 s, 4 s, 8 s … up to five minutes, with a little randomness so phones do not retry in step. */
export function backoff(attempts: number, random = Math.random): number {
  const base = Math.min(maxDelayMs, 2000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + random() * 0.4));
}

function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object' && 'message' in body && typeof (body as { message: unknown }).message === 'string') {
    return (body as { message: string }).message;
  }
  // No sentence from the server: the error catalogue's words, never a bare status code.
  return status === 429 ? errorMessages.rate_limit : errorMessages.client;
}

const inTabLock = (() => {
  let busy = false;
  return async (work: () => Promise<void>) => {
    if (busy) return;
    busy = true;
    try {
      await work();
    } finally {
      busy = false;
    }
  };
})();

/** One sender across tabs where the browser has Web Locks; one per tab otherwise. */
export async function webLockOrTab(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return inTabLock(work);
  await locks.request('nnoboa-outbox', { ifAvailable: true }, async (lock) => {
    if (lock) await work();
  });
}

/** What an item becomes when queued at `now`, the `index`-th of its batch: waiting, due at once, sent in that order. */
export function queuedRecord(item: NewOutboxItem, now: number, index = 0): OutboxItem {
  return {
    id: item.id ?? newRequestId(),
    kind: item.kind,
    label: item.label,
    payload: item.payload,
    dependsOn: item.dependsOn ?? [],
    state: 'waiting',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: now + index / 1000,
    updatedAt: now,
    sentAt: null,
    result: null,
    error: null,
    status: null,
    needsSignIn: false,
    userId: item.userId ?? null,
  };
}

export class Outbox {
  private readonly now: () => number;
  private readonly exclusive: (work: () => Promise<void>) => Promise<void>;

  constructor(private readonly options: OutboxOptions) {
    this.now = options.now ?? Date.now;
    this.exclusive = options.exclusive ?? webLockOrTab;
  }

  async list(): Promise<OutboxItem[]> {
    return (await (await database()).getAllFromIndex('outbox', 'by-created')).filter(isItem);
  }

  async get(id: string): Promise<OutboxItem | null> {
    const item = await (await database()).get('outbox', id);
    return item && isItem(item) ? item : null;
  }

  private async put(item: OutboxItem): Promise<void> {
    await (await database()).put('outbox', { ...item, updatedAt: this.now() });
    this.options.onChange?.();
  }

  /** Adds items (in the order given) in one transaction: all of them or none. */
  async enqueue(items: NewOutboxItem[]): Promise<OutboxItem[]> {
    const now = this.now();
    const records = items.map((item, index) => queuedRecord(item, now, index));
    const db = await database();
    const tx = db.transaction('outbox', 'readwrite');
    for (const record of records) await tx.store.put(record);
    await tx.done;
    this.options.onChange?.();
    return records;
  }

  /** Items caught mid-send by a crash or a closed tab go back to waiting; only call it holding the sender's lock. */
  private async recover(): Promise<void> {
    for (const item of await this.list()) {
      if (item.state === 'sending') await this.put({ ...item, state: 'waiting' });
    }
  }

  /** The person asks to try again now (after signing in, or after fixing something elsewhere). */
  async retry(id: string): Promise<void> {
    const item = await this.get(id);
    if (item && item.state !== 'sent') await this.put({ ...item, state: 'waiting', nextAttemptAt: 0, needsSignIn: false });
  }

  /** Removes an item and everything that depends on it. Sent items may be cleared too. */
  async remove(id: string): Promise<void> {
    const all = await this.list();
    const doomed = new Set([id]);
    for (let grew = true; grew;) {
      grew = false;
      for (const item of all) {
        if (!doomed.has(item.id) && item.dependsOn.some((d) => doomed.has(d))) {
          doomed.add(item.id);
          grew = true;
        }
      }
    }
    const db = await database();
    const tx = db.transaction('outbox', 'readwrite');
    for (const key of doomed) await tx.store.delete(key);
    await tx.done;
    this.options.onChange?.();
  }

  /**
   * When the next item that can go may be tried, or null when none can: one held for a sign-in, or behind an item
   * that needs the person's attention, waits for them, not for a time.
   */
  async nextAttemptAt(): Promise<number | null> {
    const items = await this.list();
    const state = new Map(items.map((i) => [i.id, i.state]));
    const ready = items.filter((i) => i.state === 'waiting' && !i.needsSignIn && i.dependsOn.every((d) => state.get(d) === 'sent'));
    return ready.length ? Math.min(...ready.map((i) => i.nextAttemptAt)) : null;
  }

  /** Sends every item that is due and whose dependencies were sent, in order. */
  async flush(): Promise<void> {
    await this.exclusive(async () => {
      await this.recover();
      for (;;) {
        const items = await this.list();
        const byId = new Map(items.map((i) => [i.id, i]));
        const due = items.find(
          (item) =>
            item.state === 'waiting' &&
            !item.needsSignIn &&
            item.nextAttemptAt <= this.now() &&
            item.dependsOn.every((d) => byId.get(d)?.state === 'sent'),
        );
        if (!due) return;
        if (!(await this.sendOne(due, byId))) return;
      }
    });
  }

  /** Returns false when sending should stop for now (no network, or signed out). */
  private async sendOne(item: OutboxItem, byId: Map<string, OutboxItem>): Promise<boolean> {
    const started: OutboxItem = { ...item, state: 'sending', attempts: item.attempts + 1 };
    await this.put(started);
    const results = new Map(item.dependsOn.map((d) => [d, byId.get(d)?.result]));
    let answer: TransportAnswer;
    try {
      answer = await this.options.transport.send(started, results, async (payload) => {
        const current = await this.get(item.id);
        if (current) await this.put({ ...current, payload });
      });
    } catch (error) {
      const sending = (await this.get(item.id)) ?? started;
      await this.put({
        ...sending,
        state: 'waiting',
        nextAttemptAt: this.now() + backoff(sending.attempts),
        error: error instanceof Error ? error.message : String(error),
        status: null,
      });
      return false;
    }
    const { status, body } = answer;
    // The payload may have changed while sending (a photo's upload address).
    const sending = (await this.get(item.id)) ?? started;
    if (status >= 200 && status < 300) {
      const sent: OutboxItem = { ...sending, state: 'sent', sentAt: this.now(), result: body, error: null, status, needsSignIn: false };
      await this.put(sent);
      await this.options.onSent?.(sent);
      return true;
    }
    if (status === 401) {
      await this.put({ ...sending, state: 'waiting', needsSignIn: true, attempts: item.attempts, error: messageOf(body, status), status });
      // Others' items (queued by whoever is signed in now) may still go.
      return true;
    }
    if (
      status >= 500 ||
      status === 429 ||
      status === 408 ||
      (status === 409 && (body as { detail?: string } | null)?.detail === 'idempotency_in_progress')
    ) {
      await this.put({
        ...sending,
        state: 'waiting',
        nextAttemptAt: this.now() + backoff(sending.attempts),
        error: messageOf(body, status),
        status,
      });
      return status !== 429;
    }
    await this.put({ ...sending, state: 'attention', error: messageOf(body, status), status });
    return true;
  }

  /** The network is back: what failed for lack of it goes at once, not after its back-off. */
  async wake(): Promise<void> {
    for (const item of await this.list()) {
      if (item.state === 'waiting' && !item.needsSignIn && item.status === null && item.nextAttemptAt > 0)
        await this.put({ ...item, nextAttemptAt: 0 });
    }
  }

  /** After signing in again, items waiting for it may go. */
  async signedIn(): Promise<void> {
    for (const item of await this.list()) {
      if (item.needsSignIn) await this.put({ ...item, needsSignIn: false, nextAttemptAt: 0 });
    }
  }
}

function isItem(value: unknown): value is OutboxItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Partial<OutboxItem>;
  return typeof item.id === 'string' && typeof item.kind === 'string' && typeof item.state === 'string' && Array.isArray(item.dependsOn);
}
