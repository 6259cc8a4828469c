// Two servers on one PostgreSQL (same JWT_SECRET, a data folder each), as a site runs behind a load balancer: a
// change through one is seen through the other within a second, a donation leaves the other's cached lists alone,
// scheduled work runs once per period, and rate limits and Idempotency-Key hold across the two.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/postgres';
import { schedule } from '../../server/schedule/periodic';
import { createPostgresUrl, testDatabases } from '../helpers/databases';
import { admin, call, jpegWithGps, person, storyFields, type Person } from '../helpers/fixtures';
import { storyIn } from '../helpers/moderation';
import { chooseOnDemo, startDonation } from '../helpers/payments';
import { startTestServer, type TestServer } from '../helpers/test-server';

const postgres = testDatabases().filter((factory) => factory.kind === 'postgres');
// Long enough that only a dropped entry, never an expired one, explains a fresh answer.
const env = { RESPONSE_CACHE_SECONDS: '60' };

describe.each(postgres)('two servers on one $kind', () => {
  let a: TestServer;
  let b: TestServer;
  let drop: () => Promise<void>;
  let owner: Person;

  beforeAll(async () => {
    const target = await createPostgresUrl('migrated');
    if (!target) throw new Error('No PostgreSQL server for the tests');
    drop = target.drop;
    a = await startTestServer(await openPostgres(target.url, 5), env);
    b = await startTestServer(await openPostgres(target.url, 5), env);
    owner = await person(a, 'owner');
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  const read = async <T>(server: TestServer, path: string) => {
    const response = await call(server, 'GET', path);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  const raisedThrough = async (server: TestServer, id: string) => (await read<{ raised: number }>(server, `/api/campaigns/${id}`)).raised;
  const listed = async (server: TestServer, id: string) =>
    (await read<{ items: Array<{ id: string; raised: number; title: string }> }>(server, '/api/campaigns?limit=50')).items.find(
      (item) => item.id === id,
    );

  it('shows a donation taken through one server on the story through the other within a second, and leaves its lists', async () => {
    const story = await storyIn(a, owner, 'active');
    expect(await raisedThrough(b, story.id)).toBe(0);
    expect((await listed(b, story.id))?.raised).toBe(0);
    // Both kept by B: asked again, they come from its cache.
    expect(b.app.responseCache.size).toBeGreaterThanOrEqual(2);

    const started = await startDonation(a, { campaign: story.id, amount: 5_000, method: 'card', donor_name: 'Kofi' });
    await chooseOnDemo(a, started.reference, 'approve');
    await a.app.demoPayments?.settled();
    // The server that took it answers with it at once (its own entries went before it answered).
    expect(await raisedThrough(a, story.id)).toBe(5_000);
    const changed = Date.now();
    await expect.poll(() => raisedThrough(b, story.id), { timeout: 1_000, interval: 50 }).toBe(5_000);
    expect(Date.now() - changed).toBeLessThan(1_000);
    // A donation drops only the story's own answers: B's list keeps its total until it expires.
    expect((await listed(b, story.id))?.raised).toBe(0);
  });

  it('shows an owner’s edit through the other server within a second, in its lists too', async () => {
    const story = await storyIn(a, owner, 'active');
    expect((await listed(b, story.id))?.title).toBe(storyFields().title);
    const title = `Desks for Tamale ${randomUUID().slice(0, 8)}`;
    expect((await call(a, 'PUT', `/api/campaigns/${story.id}`, { title }, owner.accessToken)).status).toBe(200);
    await expect.poll(async () => (await listed(b, story.id))?.title, { timeout: 1_000, interval: 50 }).toBe(title);
    expect((await read<{ title: string }>(b, `/api/campaigns/${story.id}`)).title).toBe(title);
  });

  it('shows a story an admin paused through one server as no longer active through the other within a second, and not in its lists', async () => {
    const story = await storyIn(a, owner, 'active');
    const boss = await admin(a);
    expect((await call(b, 'GET', `/api/campaigns/${story.id}`)).status).toBe(200);
    expect(await listed(b, story.id)).toBeDefined();
    const paused = await call(
      a,
      'POST',
      `/api/admin/campaigns/${story.id}/moderate`,
      { action: 'pause', reason: 'Checking the documents.' },
      boss.accessToken,
    );
    expect(paused.status).toBe(200);
    // A paused story is no longer shown as taking gifts: hidden, or shown paused.
    const shown = async () => {
      const answer = await call(b, 'GET', `/api/campaigns/${story.id}`);
      return answer.status === 200 ? ((await answer.json()) as { status: string }).status : 'hidden';
    };
    await expect.poll(shown, { timeout: 1_000, interval: 50 }).not.toBe('active');
    expect(await listed(b, story.id)).toBeUndefined();
  });

  it('runs scheduled work once per period, not once per server', async () => {
    const runs: Array<{ server: string; at: number }> = [];
    const period = 400;
    const job = `test job ${randomUUID()}`;
    const jobs = [a, b].map((server, i) =>
      schedule(server.app.db, server.app.log, job, period, async () => void runs.push({ server: String(i), at: Date.now() })),
    );
    await Promise.all(jobs.map((one) => one.start()));
    const started = Date.now();
    await expect.poll(() => runs.length, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(5);
    const elapsed = Date.now() - started;
    // One run per period that began, whichever server ran it; two servers each running every period would double it.
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(elapsed / period) + 1);
    for (const one of jobs) one.stop();
    const [lease] = await a.app.db.query<{ n: number }>('select count(*)::int as n from schedule_leases where job = $1', [job]);
    expect(lease?.n).toBe(1);
  });

  it('refuses through one server a report the limit already reached through the other', async () => {
    const story = await storyIn(a, owner, 'active');
    const reporter = await person(a, 'reporter');
    const report = (server: TestServer) =>
      call(server, 'POST', '/api/report/fraud', { campaign_id: story.id, reason: 'other', details: 'Looks copied.' }, reporter.accessToken);
    // Two reports a day per person and story: one through each server, then the third through either is refused.
    expect((await report(a)).status).toBe(201);
    expect((await report(b)).status).toBe(201);
    expect((await report(b)).status).toBe(429);
    expect((await report(a)).status).toBe(429);
  });

  it('takes a write replayed through the other server with the same Idempotency-Key once', async () => {
    const key = randomUUID();
    const title = `Books for Ho ${key.slice(0, 8)}`;
    const post = (server: TestServer) =>
      call(server, 'POST', '/api/campaigns', storyFields({ title, submit: false }), owner.accessToken, { 'idempotency-key': key });
    const first = await post(a);
    expect(first.status).toBe(201);
    const again = await post(b);
    expect(again.status).toBeLessThan(300);
    expect(((await again.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
    const [stored] = await a.app.db.query<{ n: number }>('select count(*)::int as n from campaigns where title = $1', [title]);
    expect(stored?.n).toBe(1);
  });

  it('takes the rest of a resumable upload begun through the other server, from the byte it stopped at', async () => {
    const photo = await jpegWithGps(1200, 900);
    const half = Math.floor(photo.length / 2);
    const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${owner.accessToken}` };
    const created = await fetch(`${a.url}/api/uploads/resumable`, {
      method: 'POST',
      headers: { ...tus, 'upload-length': String(photo.length) },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const patch = (server: TestServer, offset: number, bytes: Buffer) =>
      fetch(`${server.url}${location}`, {
        method: 'PATCH',
        headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: new Uint8Array(bytes),
      });
    expect((await patch(a, 0, photo.subarray(0, half))).status).toBe(204);
    const head = await fetch(`${b.url}${location}`, { method: 'HEAD', headers: tus });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    // The other server refuses to write over what arrived, and takes what follows.
    expect((await patch(a, 0, photo.subarray(0, 10))).status).toBe(409);
    expect((await patch(b, half, photo.subarray(half))).status).toBe(204);
    const done = await call(b, 'POST', '/api/uploads/finish', { upload_id: location.split('/').pop(), type: 'image' }, owner.accessToken, {
      'idempotency-key': randomUUID(),
    });
    expect(done.status).toBe(201);
    const [left] = await a.app.db.query<{ n: number }>('select count(*)::int as n from resumable_uploads where id = $1', [
      location.split('/').pop(),
    ]);
    expect(left?.n).toBe(0);
  });
});
