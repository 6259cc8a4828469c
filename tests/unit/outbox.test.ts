// The outbox against a fake server that honours idempotency keys, as ours does:
// random sequences of enqueue, offline, online, crashes and lost answers must
// apply every item exactly once, and dependent items after what they depend on.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { backoff, Outbox, type OutboxItem, type Transport, type TransportAnswer } from '../../src/lib/offline/outbox';
import { forgetPhoneDatabase } from '../helpers/outbox-items';

afterEach(forgetPhoneDatabase);

/** A server that applies each Idempotency-Key once and answers repeats from memory. */
class FakeServer {
  readonly applied: Array<{ key: string; kind: string; refs: unknown[] }> = [];
  private readonly answers = new Map<string, TransportAnswer>();
  online = true;
  loseNextAnswer = false;
  crashNext = false;
  refuse = new Set<string>();

  transport(): Transport {
    return {
      send: async (item: OutboxItem, results: ReadonlyMap<string, unknown>) => {
        if (!this.online) throw new Error('offline');
        if (this.crashNext) {
          this.crashNext = false;
          this.apply(item, results);
          return new Promise<TransportAnswer>(() => undefined); // the tab dies mid-request
        }
        const answer = this.apply(item, results);
        if (this.loseNextAnswer) {
          this.loseNextAnswer = false;
          throw new Error('answer lost');
        }
        return answer;
      },
    };
  }

  private apply(item: OutboxItem, results: ReadonlyMap<string, unknown>): TransportAnswer {
    const known = this.answers.get(item.id);
    if (known) return known;
    if (this.refuse.has(item.id)) return { status: 400, body: { message: 'title is too short' } };
    const refs = item.dependsOn.map((d) => (results.get(d) as { id: string } | undefined)?.id);
    const answer = { status: 201, body: { id: `server-${item.id}` } };
    this.applied.push({ key: item.id, kind: item.kind, refs });
    this.answers.set(item.id, answer);
    return answer;
  }
}

function tabLock() {
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
}

describe('outbox', () => {
  it('sends an item once and records the answer', async () => {
    const server = new FakeServer();
    const outbox = new Outbox({ transport: server.transport(), exclusive: tabLock() });
    const [item] = await outbox.enqueue([{ kind: 'report', label: 'Report', payload: { reason: 'scam' } }]);
    await outbox.flush();
    await outbox.flush();
    expect(server.applied.map((a) => a.key)).toEqual([item!.id]);
    expect(await outbox.get(item!.id)).toMatchObject({ state: 'sent', result: { id: `server-${item!.id}` }, attempts: 1 });
  });

  it('sends photos before the story that refers to them, with their new ids', async () => {
    const server = new FakeServer();
    const outbox = new Outbox({ transport: server.transport(), exclusive: tabLock() });
    const [a, b] = await outbox.enqueue([
      { kind: 'upload', label: 'Photo 1', payload: {} },
      { kind: 'upload', label: 'Photo 2', payload: {} },
    ]);
    const [story] = await outbox.enqueue([{ kind: 'campaign', label: 'Story', payload: {}, dependsOn: [a!.id, b!.id] }]);
    await outbox.flush();
    expect(server.applied.map((x) => x.key)).toEqual([a!.id, b!.id, story!.id]);
    expect(server.applied[2]?.refs).toEqual([`server-${a!.id}`, `server-${b!.id}`]);
  });

  it('keeps a refused item for the person to fix, and holds back what depends on it', async () => {
    const server = new FakeServer();
    const outbox = new Outbox({ transport: server.transport(), exclusive: tabLock() });
    const [photo, story] = await outbox.enqueue([
      { kind: 'upload', label: 'Photo', payload: {} },
      { kind: 'campaign', label: 'Story', payload: {} },
    ]);
    server.refuse.add(photo!.id);
    await outbox.enqueue([{ kind: 'update', label: 'Update', payload: {}, dependsOn: [photo!.id] }]);
    await outbox.flush();
    await outbox.flush();
    expect(await outbox.get(photo!.id)).toMatchObject({ state: 'attention', error: 'title is too short', attempts: 1 });
    expect((await outbox.get(story!.id))?.state).toBe('sent');
    expect((await outbox.list()).find((i) => i.kind === 'update')?.state).toBe('waiting');
    await outbox.remove(photo!.id);
    expect((await outbox.list()).map((i) => i.kind)).toEqual(['campaign']);
  });

  it('waits with back-off while offline, and keeps an item for sign-in on 401', async () => {
    let now = 1_000_000;
    const server = new FakeServer();
    server.online = false;
    const outbox = new Outbox({ transport: server.transport(), exclusive: tabLock(), now: () => now });
    const [item] = await outbox.enqueue([{ kind: 'report', label: 'Report', payload: {} }]);
    await outbox.flush();
    const waiting = await outbox.get(item!.id);
    expect(waiting).toMatchObject({ state: 'waiting', attempts: 1 });
    expect(waiting!.nextAttemptAt).toBeGreaterThan(now);
    server.online = true;
    await outbox.flush();
    expect(server.applied).toEqual([]);
    now += 60_000;
    await outbox.flush();
    expect(server.applied).toHaveLength(1);

    const signedOut = new Outbox({
      transport: { send: async () => ({ status: 401, body: { message: 'Please sign in to continue.' } }) },
      exclusive: tabLock(),
      now: () => now,
    });
    const [kept] = await signedOut.enqueue([{ kind: 'profile', label: 'Profile', payload: {} }]);
    await signedOut.flush();
    expect(await signedOut.get(kept!.id)).toMatchObject({ state: 'waiting', needsSignIn: true });
  });

  it('grows the back-off and caps it at five minutes', () => {
    const fixed = () => 0.5;
    expect([1, 2, 3, 4].map((n) => backoff(n, fixed))).toEqual([2000, 4000, 8000, 16000]);
    expect(backoff(30, fixed)).toBe(300_000);
  });

  type Command =
    | { type: 'story'; photos: number }
    | { type: 'report' }
    | { type: 'offline' }
    | { type: 'online' }
    | { type: 'lose' }
    | { type: 'crash' }
    | { type: 'flush' }
    | { type: 'time' };

  const command: fc.Arbitrary<Command> = fc.oneof(
    fc.record({ type: fc.constant('story' as const), photos: fc.integer({ min: 0, max: 3 }) }),
    fc.constant({ type: 'report' as const }),
    fc.constant({ type: 'offline' as const }),
    fc.constant({ type: 'online' as const }),
    fc.constant({ type: 'lose' as const }),
    fc.constant({ type: 'crash' as const }),
    fc.constant({ type: 'flush' as const }),
    fc.constant({ type: 'time' as const }),
  );

  it('applies every item exactly once, in dependency order, whatever happens (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 30 }), async (commands) => {
        await forgetPhoneDatabase();
        let now = 1_000_000;
        const server = new FakeServer();
        // Each "tab" (a new Outbox after a crash) has its own lock; the dead one never releases its own.
        let outbox = new Outbox({ transport: server.transport(), exclusive: tabLock(), now: () => now });
        const groups: Array<{ story: string; photos: string[] }> = [];
        const reports: string[] = [];
        for (const step of commands) {
          if (step.type === 'story') {
            const photos = await outbox.enqueue(
              Array.from({ length: step.photos }, (_, i) => ({ kind: 'upload' as const, label: `Photo ${i}`, payload: {} })),
            );
            const [story] = await outbox.enqueue([{ kind: 'campaign', label: 'Story', payload: {}, dependsOn: photos.map((p) => p.id) }]);
            groups.push({ story: story!.id, photos: photos.map((p) => p.id) });
          } else if (step.type === 'report') {
            reports.push((await outbox.enqueue([{ kind: 'report', label: 'Report', payload: {} }]))[0]!.id);
          } else if (step.type === 'offline') server.online = false;
          else if (step.type === 'online') server.online = true;
          else if (step.type === 'lose') server.loseNextAnswer = true;
          else if (step.type === 'time') now += 10 * 60_000;
          else if (step.type === 'crash') {
            server.crashNext = true;
            void outbox.flush(); // hangs inside the request: this tab is gone
            await new Promise((r) => setTimeout(r, 5));
            server.crashNext = false;
            outbox = new Outbox({ transport: server.transport(), exclusive: tabLock(), now: () => now });
          } else await outbox.flush();
        }
        // Back online for good: everything must arrive.
        server.online = true;
        server.loseNextAnswer = false;
        server.crashNext = false;
        for (let round = 0; round < 50; round++) {
          now += 10 * 60_000;
          await outbox.flush();
          if ((await outbox.list()).every((i) => i.state === 'sent')) break;
        }
        const items = await outbox.list();
        expect(items.every((i) => i.state === 'sent')).toBe(true);
        const keys = server.applied.map((a) => a.key);
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys.sort()).toEqual(items.map((i) => i.id).sort());
        for (const group of groups) {
          const storyAt = server.applied.findIndex((a) => a.key === group.story);
          for (const photo of group.photos) expect(server.applied.findIndex((a) => a.key === photo)).toBeLessThan(storyAt);
          expect(server.applied[storyAt]?.refs).toEqual(group.photos.map((p) => `server-${p}`));
        }
        expect(reports.every((r) => keys.includes(r))).toBe(true);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
