// Who may send an outbox item: only the person who queued it, never someone else, never nobody; and the network
// coming back sends what failed for lack of it at once.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxKinds } from '../../src/app/outbox-kinds';
import { Outbox, type OutboxItem } from '../../src/lib/offline/outbox';
import { createTransport, type SessionSource } from '../../src/lib/offline/outbox-transport';
import { forgetPhoneDatabase, outboxItem } from '../helpers/outbox-items';

afterEach(async () => {
  vi.unstubAllGlobals();
  await forgetPhoneDatabase();
});

const report = (userId: string | null): OutboxItem =>
  outboxItem({
    id: crypto.randomUUID(),
    kind: 'report',
    label: 'A story',
    payload: { body: { campaign_id: 'story', reason: 'other' } },
    state: 'sending',
    attempts: 1,
    userId,
  });

function transportAs(session: { userId: string; token: string } | null) {
  const requests: Array<{ url: string; authorization: string | null; key: string | null }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    requests.push({ url, authorization: headers.get('authorization'), key: headers.get('idempotency-key') });
    return new Response(JSON.stringify({ success: true, id: 'r1' }), { status: 201 });
  });
  const source: SessionSource = { current: async () => session };
  const transport = createTransport({
    origin: 'http://phone.test',
    session: source,
    inWorker: false,
    photoSender: () => Promise.reject(new Error('no photos here')),
    kinds: outboxKinds,
  });
  return { transport, requests };
}

describe('the outbox transport', () => {
  it('sends an item with the token of the person who queued it, its id as the Idempotency-Key', async () => {
    const { transport, requests } = transportAs({ userId: 'ama', token: 'ama-token' });
    const item = report('ama');
    expect((await transport.send(item, new Map(), async () => undefined)).status).toBe(201);
    expect(requests).toEqual([{ url: 'http://phone.test/api/report/fraud', authorization: 'Bearer ama-token', key: item.id }]);
  });

  it('holds an item queued signed in when nobody, or someone else, is signed in now: nothing is sent', async () => {
    for (const session of [null, { userId: 'kofi', token: 'kofi-token' }]) {
      const { transport, requests } = transportAs(session);
      expect((await transport.send(report('ama'), new Map(), async () => undefined)).status).toBe(401);
      expect(requests).toEqual([]);
    }
  });

  it('sends an update with its photos’ new ids, in the order it shows them; one queued before photos existed goes without', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response('{}', { status: 201 });
    });
    const transport = createTransport({
      origin: 'http://phone.test',
      session: { current: async () => ({ userId: 'ama', token: 't' }) },
      inWorker: false,
      photoSender: () => Promise.reject(new Error('no photos here')),
      kinds: outboxKinds,
    });
    const text = { title: 'The roof is on', body: 'The carpenters finished today.' };
    const update = (payload: unknown): OutboxItem => ({ ...report('ama'), kind: 'update', payload });
    const results = new Map<string, unknown>([
      ['photo-b', { id: 'upload-2' }],
      ['photo-a', { id: 'upload-1' }],
    ]);
    await transport.send(update({ campaignId: 's1', body: text, photoItemIds: ['photo-a', 'photo-b'] }), results, async () => undefined);
    await transport.send(update({ campaignId: 's1', body: text }), new Map(), async () => undefined);
    expect(bodies).toEqual([{ ...text, photo_upload_ids: ['upload-1', 'upload-2'] }, text]);
  });

  it('attaches a receipt with the upload id its photo item got, to its withdrawal', async () => {
    const { transport, requests } = transportAs({ userId: 'ama', token: 'ama-token' });
    const item: OutboxItem = {
      ...report('ama'),
      kind: 'receipt',
      payload: { withdrawalId: 'w-1', photoItemId: 'photo-item', photoId: 'photo-on-phone' },
      dependsOn: ['photo-item'],
    };
    let body: unknown = null;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push({
        url,
        authorization: new Headers(init.headers).get('authorization'),
        key: new Headers(init.headers).get('idempotency-key'),
      });
      body = JSON.parse(String(init.body));
      return new Response('{}', { status: 200 });
    });
    await transport.send(item, new Map([['photo-item', { id: 'upload-9' }]]), async () => undefined);
    expect(requests).toEqual([{ url: 'http://phone.test/api/withdrawals/w-1/receipt', authorization: 'Bearer ama-token', key: item.id }]);
    expect(body).toEqual({ upload_id: 'upload-9' });
  });

  it('sends a report queued signed out as it was queued, without a token', async () => {
    const { transport, requests } = transportAs({ userId: 'ama', token: 'ama-token' });
    await transport.send(report(null), new Map(), async () => undefined);
    expect(requests[0]?.authorization).toBeNull();
  });
});

describe('the network coming back', () => {
  it('makes items that failed for lack of network due at once, not those refused or waiting for sign-in', async () => {
    let online = false;
    const outbox = new Outbox({
      transport: {
        send: async () => {
          if (!online) throw new Error('offline');
          return { status: 201, body: {} };
        },
      },
      exclusive: (work) => work(),
    });
    const [item] = await outbox.enqueue([{ kind: 'report', label: 'A story', payload: {}, userId: 'ama' }]);
    await outbox.flush();
    expect((await outbox.get(item!.id))?.nextAttemptAt).toBeGreaterThan(Date.now());
    online = true;
    await outbox.wake();
    await outbox.flush();
    expect((await outbox.get(item!.id))?.state).toBe('sent');
  });
});
