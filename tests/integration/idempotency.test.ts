// Retried writes take effect once: the same Idempotency-Key answers with the stored response.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { call, createStory, jpegWithGps, person, setStatus, type Person } from '../helpers/fixtures';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe.each(testDatabases())('idempotency keys on $kind', ({ create }) => {
  let server: TestServer;
  let owner: Person;
  let storyId: string;
  beforeAll(async () => {
    server = await startTestServer(await create());
    owner = await person(server, 'idem');
    storyId = (await createStory(server, owner)).id;
    await setStatus(server, storyId, 'active');
  });
  afterAll(() => server.close());

  const post = (key: string, body: unknown, token: string | null = owner.accessToken) =>
    call(server, 'POST', `/api/campaigns/${storyId}/updates`, body, token, { 'idempotency-key': key });
  const count = async () =>
    (await server.app.db.query<{ n: number }>('select count(*)::int as n from campaign_updates where campaign_id = $1', [storyId]))[0]?.n;

  it('answers a repeat with the stored response and applies it once', async () => {
    const key = crypto.randomUUID();
    const body = { title: 'Roof is on', body: 'The carpenters finished today.' };
    const first = await post(key, body);
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    const again = await post(key, body);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    expect(await count()).toBe(1);
  });

  it('refuses a key reused for a different request', async () => {
    const key = crypto.randomUUID();
    await post(key, { title: 'First', body: 'First body of the update.' });
    const other = await post(key, { title: 'Second', body: 'Another body altogether.' });
    expect(other.status).toBe(422);
  });

  it('answers a repeated key with the stored answer whoever sends it', async () => {
    const key = crypto.randomUUID();
    const report = { campaign_id: storyId, reason: 'other', details: `Queued signed in ${key}` };
    const reports = async () =>
      (await server.app.db.query<{ n: number }>('select count(*)::int as n from reports where details = $1', [report.details]))[0]?.n;
    const signedIn = await call(server, 'POST', '/api/report/fraud', report, owner.accessToken, { 'idempotency-key': key });
    expect(signedIn.status).toBe(201);
    const first = await signedIn.json();
    // The same report again without a token (its session gone) and from someone else: the stored answer, still one report.
    const anonymous = await call(server, 'POST', '/api/report/fraud', report, null, { 'idempotency-key': key });
    expect(anonymous.status).toBe(201);
    expect(anonymous.headers.get('idempotent-replayed')).toBe('true');
    expect(await anonymous.json()).toEqual(first);
    const someoneElse = await person(server, 'else');
    const theirs = await call(server, 'POST', '/api/report/fraud', report, someoneElse.accessToken, { 'idempotency-key': key });
    expect(await theirs.json()).toEqual(first);
    expect(await reports()).toBe(1);
    // A different request under the same key is refused.
    const other = await call(server, 'POST', '/api/report/fraud', { ...report, details: 'else' }, null, { 'idempotency-key': key });
    expect(other.status).toBe(422);
  });

  it('answers a write that committed without its answer stored with what it wrote, and frees a key whose request is gone', async () => {
    const body = { title: 'After a crash', body: 'The server died before it stored this answer.' };
    const key = crypto.randomUUID();
    const first = await post(key, body);
    expect(first.status).toBe(201);
    const written = (await first.json()) as { id: string };
    // What a crash between the commit and the stored answer leaves: the write's key, and a claim nobody renews.
    await server.app.db.query(
      "update idempotency_keys set state = 'in_progress', response_body = null, lease_until = now() - interval '1 second' where key = $1",
      [key],
    );
    const before = await count();
    const replay = await post(key, body);
    expect(replay.status).toBe(201);
    expect(((await replay.json()) as { id: string }).id).toBe(written.id);
    expect(await count()).toBe(before);
  });

  it('replays a refusal the same way, and does not keep answers that depend on sign-in', async () => {
    const key = crypto.randomUUID();
    const bad = await post(key, { title: 'x', body: 'short' });
    expect(bad.status).toBe(400);
    expect((await post(key, { title: 'x', body: 'short' })).status).toBe(400);

    const pending = await createStory(server, owner);
    const refusedKey = crypto.randomUUID();
    const toPending = () =>
      call(
        server,
        'POST',
        `/api/campaigns/${pending.id}/updates`,
        { title: 'Too early', body: 'Not live yet at all.' },
        owner.accessToken,
        { 'idempotency-key': refusedKey },
      );
    expect((await toPending()).status).toBe(409);
    const replayed = await toPending();
    expect(replayed.status).toBe(409);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');

    const unsigned = crypto.randomUUID();
    expect((await post(unsigned, { title: 'Signed out', body: 'Sent before signing in.' }, null)).status).toBe(401);
    expect(
      (await post(unsigned, { title: 'Signed out', body: 'Sent before signing in.' }, null)).headers.get('idempotent-replayed'),
    ).toBeNull();
  });

  it('makes concurrent repeats wait instead of running twice', async () => {
    const key = crypto.randomUUID();
    const body = { title: 'Same time', body: 'Two tabs sent this at once.' };
    const before = await count();
    const results = await Promise.all([post(key, body), post(key, body), post(key, body)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(await count()).toBe((before ?? 0) + 1);
  });

  it('covers photo uploads too', async () => {
    const key = crypto.randomUUID();
    const photo = await jpegWithGps(300, 200);
    const send = () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'a.jpg');
      return fetch(`${server.url}/api/upload`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${owner.accessToken}`, 'idempotency-key': key },
      });
    };
    const a = (await (await send()).json()) as { id: string };
    const b = (await (await send()).json()) as { id: string };
    expect(b.id).toBe(a.id);
  });

  it('refuses a malformed key', async () => {
    expect((await post('no', { title: 'Bad key', body: 'This key is too short.' })).status).toBe(400);
  });
});
