// Moderating stories over HTTP on both databases: approve, reject with a
// reason, pause and resume, bulk moderation, the audit log, and bad input
// that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../helpers/auth';
import { testDatabases } from '../helpers/databases';
import { admin, call, daysFromNow, person, type Person } from '../helpers/fixtures';
import { storyIn } from '../helpers/moderation';
import { startTestServer, type TestServer } from '../helpers/test-server';

interface AuditItem {
  actor: { id: string; email: string };
  action: string;
  target: { type: string; id: string };
  reason: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

describe.each(testDatabases())('moderating stories on $kind', ({ create }) => {
  let server: TestServer;
  let owner: Person;
  let boss: Person;

  beforeAll(async () => {
    server = await startTestServer(await create());
    [owner, boss] = [await person(server, 'owner'), await admin(server)];
  });
  afterAll(() => server.close());

  const moderate = (id: string, body: unknown, token = boss.accessToken) =>
    call(server, 'POST', `/api/admin/campaigns/${id}/moderate`, body, token);
  const statusOf = async (id: string) =>
    (
      await server.app.db.query<{ status: string; moderation_reason: string | null }>(
        'select status, moderation_reason from campaigns where id = $1',
        [id],
      )
    )[0];
  const auditOf = async (id: string) =>
    ((await (await call(server, 'GET', `/api/admin/audit?target_id=${id}`, undefined, boss.accessToken)).json()) as { items: AuditItem[] })
      .items;

  it('approves a pending story: it goes live, the owner is e-mailed, the audit log says who, what and when', async () => {
    const story = await storyIn(server, owner, 'pending');
    const pending = (await (await call(server, 'GET', '/api/admin/campaigns/pending?limit=100', undefined, boss.accessToken)).json()) as {
      items: Array<{ id: string; story: string; owner_email: string; gallery: unknown[] }>;
    };
    const preview = pending.items.find((item) => item.id === story.id);
    expect(preview?.story).toContain('Bolgatanga');
    expect(preview?.owner_email).toBe(owner.email);

    const response = await moderate(story.id, { action: 'approve' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, id: story.id, status: 'active', previous_status: 'pending' });
    const [row] = await server.app.db.query<{ status: string; approved_at: Date | null }>(
      'select status, approved_at from campaigns where id = $1',
      [story.id],
    );
    expect(row?.status).toBe('active');
    expect(row?.approved_at).toBeInstanceOf(Date);
    expect((await call(server, 'GET', `/api/campaigns/${story.id}`)).status).toBe(200);

    const [entry] = await auditOf(story.id);
    expect(entry).toMatchObject({
      actor: { id: boss.userId, email: boss.email },
      action: 'approve',
      target: { type: 'campaign', id: story.id },
      details: { from: 'pending', to: 'active' },
    });
    expect(Date.now() - Date.parse(entry!.created_at)).toBeLessThan(60_000);
    // The owner's notice leaves from the job queue, on the channels they chose (e-mail by default).
    await server.app.notices.service.drain();
    const mails = await mailsTo(server, owner.email);
    expect(mails[0]?.subject).toBe('Your story is live: A borehole for Zuarungu primary school');
    expect(mails[0]?.text).toContain(`/campaigns/${story.slug}`);

    const again = await moderate(story.id, { action: 'approve' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      'This story cannot be approved: it is active, and only a pending story can be.',
    );
    expect(await auditOf(story.id)).toHaveLength(1);
  });

  it('rejects only with a reason, which the owner sees; editing sends the story back for review', async () => {
    const story = await storyIn(server, owner, 'pending');
    for (const body of [{ action: 'reject' }, { action: 'reject', reason: '   ' }, { action: 'reject', reason: 'no' }]) {
      const refused = await moderate(story.id, body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ field: 'reason' });
    }
    expect(await statusOf(story.id)).toEqual({ status: 'pending', moderation_reason: null });

    const reason = 'Please add a photo of the school and a quote from the driller.';
    expect((await moderate(story.id, { action: 'reject', reason: `  ${reason} ` })).status).toBe(200);
    expect(await statusOf(story.id)).toEqual({ status: 'rejected', moderation_reason: reason });
    const page = (await (await call(server, 'GET', `/api/campaigns/${story.id}`, undefined, owner.accessToken)).json()) as {
      status: string;
      owner_view: { moderation_reason: string };
    };
    expect(page).toMatchObject({ status: 'rejected', owner_view: { moderation_reason: reason } });
    await server.app.notices.service.drain();
    expect((await mailsTo(server, owner.email))[0]?.text).toContain(reason);

    const resubmitted = await call(
      server,
      'PUT',
      `/api/campaigns/${story.id}`,
      { summary: 'Clean water for pupils, now with the driller quote.' },
      owner.accessToken,
    );
    expect(await resubmitted.json()).toMatchObject({ status: 'pending' });
    expect((await moderate(story.id, { action: 'approve' })).status).toBe(200);
    expect(await statusOf(story.id)).toEqual({ status: 'active', moderation_reason: null });
  });

  it('pauses a live story with a reason and resumes it', async () => {
    const story = await storyIn(server, owner, 'active');
    expect((await moderate(story.id, { action: 'resume', reason: 'Nothing to resume' })).status).toBe(409);
    expect((await moderate(story.id, { action: 'pause' })).status).toBe(400);
    expect((await moderate(story.id, { action: 'pause', reason: 'Checking the hospital invoice' })).status).toBe(200);
    expect(await statusOf(story.id)).toEqual({ status: 'paused', moderation_reason: 'Checking the hospital invoice' });
    await server.app.notices.service.drain();
    expect((await mailsTo(server, owner.email))[0]?.subject).toMatch(/^Your story is paused/);
    expect((await moderate(story.id, { action: 'pause', reason: 'Again' })).status).toBe(409);
    expect((await moderate(story.id, { action: 'resume', reason: 'Invoice checked with the hospital' })).status).toBe(200);
    expect(await statusOf(story.id)).toEqual({ status: 'active', moderation_reason: null });
    expect((await auditOf(story.id)).map((e) => e.action)).toEqual(['resume', 'pause']);
  });

  it('refuses unknown ids, unknown actions, bad fields and a past closing date, changing nothing', async () => {
    const story = await storyIn(server, owner, 'pending');
    expect((await moderate(crypto.randomUUID(), { action: 'approve' })).status).toBe(404);
    expect((await moderate('not-a-uuid', { action: 'approve' })).status).toBe(400);
    const unknown = await moderate(story.id, { action: 'publish' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toBe('action must be one of: approve, reject, pause, resume');
    expect((await moderate(story.id, { action: 'approve', featured: true })).status).toBe(400);
    expect((await moderate(story.id, { action: 'reject', reason: 'x'.repeat(1001) })).status).toBe(400);
    await server.app.db.query('update campaigns set deadline = $2 where id = $1', [story.id, daysFromNow(-1)]);
    expect((await moderate(story.id, { action: 'approve' })).status).toBe(409);
    expect(await statusOf(story.id)).toEqual({ status: 'pending', moderation_reason: null });
    expect(await auditOf(story.id)).toEqual([]);
  });

  it('moderates in bulk with a result per story, each on its own', async () => {
    const [a, b, live] = [
      await storyIn(server, owner, 'pending'),
      await storyIn(server, owner, 'pending'),
      await storyIn(server, owner, 'active'),
    ];
    const missing = crypto.randomUUID();
    const response = await call(
      server,
      'POST',
      '/api/admin/campaigns/bulk-moderate',
      { ids: [a.id, live.id, missing, b.id], action: 'reject', reason: 'Photos do not show the need' },
      boss.accessToken,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      success: boolean;
      succeeded: number;
      failed: number;
      results: Array<{ id: string; ok: boolean; code?: number; status?: string }>;
    };
    expect(body).toMatchObject({ success: false, succeeded: 2, failed: 2 });
    expect(body.results).toEqual([
      { id: a.id, ok: true, status: 'rejected' },
      expect.objectContaining({ id: live.id, ok: false, code: 409 }),
      expect.objectContaining({ id: missing, ok: false, code: 404 }),
      { id: b.id, ok: true, status: 'rejected' },
    ]);
    expect((await statusOf(live.id))?.status).toBe('active');
    expect((await auditOf(a.id)).map((e) => e.reason)).toEqual(['Photos do not show the need']);
  });

  it('refuses an oversized, duplicated or reasonless bulk request as a whole', async () => {
    const story = await storyIn(server, owner, 'pending');
    const bulk = (body: unknown) => call(server, 'POST', '/api/admin/campaigns/bulk-moderate', body, boss.accessToken);
    const tooMany = await bulk({ ids: [story.id, ...Array.from({ length: 100 }, () => crypto.randomUUID())], action: 'approve' });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { message: string }).message).toMatch(/^ids must NOT have more than 100 items/);
    expect((await bulk({ ids: [story.id, story.id], action: 'approve' })).status).toBe(400);
    expect((await bulk({ ids: [], action: 'approve' })).status).toBe(400);
    expect((await bulk({ ids: [story.id], action: 'reject', reason: '' })).status).toBe(400);
    expect((await bulk({ ids: [story.id, 'nope'], action: 'approve' })).status).toBe(400);
    expect((await statusOf(story.id))?.status).toBe('pending');
    // A hundred is allowed.
    const hundred = await bulk({ ids: [story.id, ...Array.from({ length: 99 }, () => crypto.randomUUID())], action: 'approve' });
    expect(await hundred.json()).toMatchObject({ succeeded: 1, failed: 99 });
  });

  it('lists stories for admins with filters, owner details and open flags', async () => {
    const story = await storyIn(server, owner, 'paused');
    const list = (await (
      await call(server, 'GET', `/api/admin/campaigns?status=paused&q=${encodeURIComponent(owner.email)}`, undefined, boss.accessToken)
    ).json()) as { items: Array<{ id: string; status: string; owner_email: string; open_reports: number }>; total: number };
    expect(list.items.map((i) => i.id)).toContain(story.id);
    expect(list.items.every((i) => i.status === 'paused' && i.owner_email === owner.email)).toBe(true);
    for (const query of ['?status=lost', '?limit=500', '?page=0', '?owner_id=abc', '?sort=new']) {
      expect((await call(server, 'GET', `/api/admin/campaigns${query}`, undefined, boss.accessToken)).status, query).toBe(400);
    }
  });

  it("finds stories by any part of their title or of their owner, and reads a search's % literally", async () => {
    const title = `Borehole for Nkwantakrom ${crypto.randomUUID().slice(0, 6)}`;
    const story = await storyIn(server, owner, 'active', { title });
    const search = async (q: string) =>
      (
        (await (await call(server, 'GET', `/api/admin/campaigns?q=${encodeURIComponent(q)}`, undefined, boss.accessToken)).json()) as {
          items: Array<{ id: string }>;
          total: number;
        }
      ).items.map((i) => i.id);
    expect(await search(title.slice(-12))).toEqual([story.id]);
    expect(await search(title.slice(-12).toUpperCase())).toEqual([story.id]);
    expect(await search(owner.email.slice(0, -4).toUpperCase())).toContain(story.id);
    expect(await search('%antakr')).toEqual([]);
    // Page by page, in the list's order, whichever side matched.
    const more = [
      await storyIn(server, owner, 'active', { title: `${title} two` }),
      await storyIn(server, owner, 'active', { title: `${title} three` }),
    ];
    const paged = async (page: number) =>
      (await (
        await call(
          server,
          'GET',
          `/api/admin/campaigns?q=${encodeURIComponent(title.slice(-12))}&limit=2&page=${page}`,
          undefined,
          boss.accessToken,
        )
      ).json()) as { items: Array<{ id: string }>; total: number; total_exact?: boolean };
    const [one, two] = [await paged(1), await paged(2)];
    expect([...one.items, ...two.items].map((i) => i.id)).toEqual([more[1]!.id, more[0]!.id, story.id]);
    expect(one).toMatchObject({ total: 3, total_exact: false });
    expect(two).toMatchObject({ total: 3, total_exact: true });
    // A search is one column at a time: the end of the title and the start of the slug do not join.
    expect(await search(`${title.slice(-3)}${title.slice(0, 3).toLowerCase()}`)).toEqual([]);
  });

  it('counts the queues and gives totals with a day-by-day trend', async () => {
    const queues = (await (await call(server, 'GET', '/api/admin/dashboard', undefined, boss.accessToken)).json()) as Record<
      string,
      number
    >;
    const [pending] = await server.app.db.query<{ n: number }>("select count(*)::int as n from campaigns where status = 'pending'");
    expect(queues.pending_campaigns).toBe(pending?.n);
    expect(queues).toMatchObject({
      open_reports: expect.any(Number),
      open_fraud_alerts: expect.any(Number),
      verification_requests: expect.any(Number),
    });

    const stats = (await (await call(server, 'GET', '/api/admin/stats?days=14', undefined, boss.accessToken)).json()) as {
      totals: { campaigns: Record<string, number>; users: number };
      trend: Array<{ date: string; submitted: number; signups: number }>;
    };
    expect(stats.trend).toHaveLength(14);
    expect(stats.trend.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    expect(stats.trend.at(-1)?.signups).toBeGreaterThanOrEqual(2);
    expect(stats.trend.at(-1)?.submitted).toBeGreaterThan(0);
    expect(stats.totals.campaigns.active).toBeGreaterThan(0);
    expect((await call(server, 'GET', '/api/admin/stats?days=365', undefined, boss.accessToken)).status).toBe(400);
  });
});
