// Reports and fraud alerts from the moderators' side, over HTTP on both
// databases: opening a report as an admin, processing with each action,
// reviewing alerts, and states that cannot follow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../helpers/auth';
import { testDatabases } from '../helpers/databases';
import { admin, call, donate, person, type Person } from '../helpers/fixtures';
import { openAlert, openReport, storyIn } from '../helpers/moderation';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe.each(testDatabases())('reports and alerts on $kind', ({ create }) => {
  let server: TestServer;
  let owner: Person;
  let boss: Person;

  beforeAll(async () => {
    server = await startTestServer(await create());
    [owner, boss] = [await person(server, 'owner'), await admin(server)];
  });
  afterAll(() => server.close());

  const process = (id: string, body: unknown) => call(server, 'POST', `/api/admin/reports/${id}/process`, body, boss.accessToken);
  const reportRow = async (id: string) =>
    (
      await server.app.db.query<{ status: string; action: string | null; note: string | null; processed_by: string | null }>(
        'select status, action, note, processed_by from reports where id = $1',
        [id],
      )
    )[0];
  const storyRow = async (id: string) =>
    (
      await server.app.db.query<{ status: string; closed_reason: string | null; moderation_reason: string | null }>(
        'select status, closed_reason, moderation_reason from campaigns where id = $1',
        [id],
      )
    )[0];

  it('lets an admin open a report, which is listed with its story and counted in the queue', async () => {
    const story = await storyIn(server, owner, 'active');
    const opened = await call(
      server,
      'POST',
      '/api/admin/reports',
      { campaign_id: story.slug, reason: 'impersonation', details: ' The photos belong to a Kumasi family. ' },
      boss.accessToken,
    );
    expect(opened.status).toBe(201);
    const { id } = (await opened.json()) as { id: string };
    const [row] = await server.app.db.query<{ source: string; reporter_id: string; details: string }>(
      'select source, reporter_id, details from reports where id = $1',
      [id],
    );
    expect(row).toEqual({ source: 'admin', reporter_id: boss.userId, details: 'The photos belong to a Kumasi family.' });
    const list = (await (
      await call(server, 'GET', `/api/admin/reports?status=open&campaign_id=${story.id}`, undefined, boss.accessToken)
    ).json()) as { items: Array<{ id: string; campaign_title: string; source: string; reporter_email: string }> };
    expect(list.items).toEqual([
      expect.objectContaining({
        id,
        campaign_title: 'A borehole for Zuarungu primary school',
        source: 'admin',
        reporter_email: boss.email,
      }),
    ]);
    const audit = (await (
      await call(server, 'GET', `/api/admin/audit?action=report_open&target_id=${id}`, undefined, boss.accessToken)
    ).json()) as { items: unknown[] };
    expect(audit.items).toHaveLength(1);
    expect(
      (await call(server, 'POST', '/api/admin/reports', { campaign_id: crypto.randomUUID(), reason: 'scam' }, boss.accessToken)).status,
    ).toBe(404);
    expect((await call(server, 'POST', '/api/admin/reports', { campaign_id: story.id, reason: 'boring' }, boss.accessToken)).status).toBe(
      400,
    );
  });

  it('dismisses a report with a note, once', async () => {
    const story = await storyIn(server, owner, 'active');
    const id = await openReport(server, story.id);
    expect((await process(id, { action: 'dismiss' })).status).toBe(400);
    expect((await process(id, { action: 'dismiss', note: '  ' })).status).toBe(400);
    expect((await reportRow(id))?.status).toBe('open');
    const done = await process(id, { action: 'dismiss', note: 'The school confirmed the story by phone.' });
    expect(await done.json()).toMatchObject({ success: true, status: 'dismissed', action: 'dismiss', campaign_status: 'active' });
    expect(await reportRow(id)).toEqual({
      status: 'dismissed',
      action: 'dismiss',
      note: 'The school confirmed the story by phone.',
      processed_by: boss.userId,
    });
    const again = await process(id, { action: 'pause', note: 'Second thoughts' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe('This report was already processed (dismissed).');
    expect((await storyRow(story.id))?.status).toBe('active');
  });

  it('warns the owner by e-mail and leaves the story live', async () => {
    const story = await storyIn(server, owner, 'active');
    const id = await openReport(server, story.id, 'misleading');
    expect(await (await process(id, { action: 'warn', note: 'Post the hospital invoice as an update.' })).json()).toMatchObject({
      status: 'actioned',
      action: 'warn',
    });
    const [mail] = await mailsTo(server, owner.email);
    expect(mail?.subject).toBe('A notice about your story: A borehole for Zuarungu primary school');
    expect(mail?.text).toContain('Post the hospital invoice as an update.');
    expect((await storyRow(story.id))?.status).toBe('active');
  });

  it('pauses the story of a report, and refuses to pause one that is not live without touching the report', async () => {
    const story = await storyIn(server, owner, 'active');
    const first = await openReport(server, story.id);
    const second = await openReport(server, story.id);
    expect(await (await process(first, { action: 'pause', note: 'Two reports of copied photos' })).json()).toMatchObject({
      campaign_status: 'paused',
    });
    expect(await storyRow(story.id)).toMatchObject({ status: 'paused', moderation_reason: 'Two reports of copied photos' });
    // Not shared while the team looks into it: a 404 for anyone but its owner.
    expect((await call(server, 'GET', `/api/campaigns/${story.id}`)).status).toBe(404);
    expect((await call(server, 'GET', `/api/campaigns/${story.id}`, undefined, owner.accessToken)).status).toBe(200);
    await server.app.notices.service.drain();
    expect((await mailsTo(server, owner.email))[0]?.subject).toMatch(/^Your story is paused/);
    // Already paused: the second report is actioned, the story stays paused.
    expect(await (await process(second, { action: 'pause', note: 'Same concern' })).json()).toMatchObject({
      status: 'actioned',
      campaign_status: 'paused',
    });

    const pending = await storyIn(server, owner, 'pending');
    const third = await openReport(server, pending.id);
    expect((await process(third, { action: 'pause', note: 'Not live yet' })).status).toBe(409);
    expect((await reportRow(third))?.status).toBe('open');
    expect((await storyRow(pending.id))?.status).toBe('pending');
  });

  it('removes a story: closed and kept for donors when it has donations, out of public lists; rejected otherwise', async () => {
    const funded = await storyIn(server, owner, 'active', { title: 'Roofing for the Kpando market women' });
    await donate(server, funded.id, 40_000);
    const first = await openReport(server, funded.id);
    expect(await (await process(first, { action: 'remove', note: 'Confirmed scam with the police in Ho' })).json()).toMatchObject({
      campaign_status: 'completed',
    });
    expect(await storyRow(funded.id)).toEqual({
      status: 'completed',
      closed_reason: 'admin',
      moderation_reason: 'Confirmed scam with the police in Ho',
    });
    expect((await call(server, 'GET', `/api/campaigns/${funded.id}`)).status).toBe(200);
    const search = (await (await call(server, 'GET', '/api/campaigns?q=kpando&limit=50')).json()) as { items: Array<{ id: string }> };
    expect(search.items.map((i) => i.id)).not.toContain(funded.id);
    expect(await server.app.db.query('select 1 from donations where campaign_id = $1', [funded.id])).toHaveLength(1);
    expect((await mailsTo(server, owner.email))[0]?.text).toContain('kept for donors');
    const again = await openReport(server, funded.id);
    expect((await process(again, { action: 'remove', note: 'Again' })).status).toBe(409);

    const unfunded = await storyIn(server, owner, 'active');
    const report = await openReport(server, unfunded.id);
    expect(await (await process(report, { action: 'remove', note: 'Stolen photos' })).json()).toMatchObject({
      campaign_status: 'rejected',
    });
    expect(await storyRow(unfunded.id)).toMatchObject({ status: 'rejected', moderation_reason: 'Stolen photos' });
    expect((await call(server, 'GET', `/api/campaigns/${unfunded.id}`)).status).toBe(404);
  });

  it('refuses unknown reports and actions', async () => {
    expect((await process(crypto.randomUUID(), { action: 'dismiss', note: 'Nothing' })).status).toBe(404);
    const id = await openReport(server, (await storyIn(server, owner, 'active')).id);
    expect((await process(id, { action: 'delete', note: 'Nothing' })).status).toBe(400);
    expect((await process(id, { action: 'dismiss', note: 'ok', extra: 1 })).status).toBe(400);
    expect((await reportRow(id))?.status).toBe('open');
    for (const query of ['?status=closed', '?campaign_id=1', '?limit=0'])
      expect((await call(server, 'GET', `/api/admin/reports${query}`, undefined, boss.accessToken)).status).toBe(400);
  });

  it('reviews fraud alerts: reviewed and dismissed are final, escalated can still be settled', async () => {
    const story = await storyIn(server, owner, 'active');
    const review = (id: string, body: unknown) => call(server, 'POST', `/api/admin/fraud-alerts/${id}/review`, body, boss.accessToken);
    const first = await openAlert(server, story.id);
    const list = (await (
      await call(server, 'GET', `/api/admin/fraud-alerts?status=open&campaign_id=${story.id}`, undefined, boss.accessToken)
    ).json()) as { items: Array<{ id: string; rule: string; evidence: unknown; campaign_title: string }> };
    expect(list.items).toEqual([
      expect.objectContaining({
        id: first,
        rule: 'report_cluster',
        evidence: { open_reports: 3 },
        campaign_title: 'A borehole for Zuarungu primary school',
      }),
    ]);
    expect(await (await review(first, { status: 'reviewed' })).json()).toMatchObject({ success: true, status: 'reviewed' });
    expect((await review(first, { status: 'dismissed', note: 'Changed my mind' })).status).toBe(409);

    const second = await openAlert(server, story.id, 'duplicate_cover');
    expect((await review(second, { status: 'dismissed' })).status).toBe(400);
    expect((await review(second, { status: 'escalated', note: 'Needs the payments team' })).status).toBe(200);
    expect((await review(second, { status: 'escalated', note: 'Again' })).status).toBe(409);
    expect((await review(second, { status: 'dismissed', note: 'Same family, two stories' })).status).toBe(200);
    const [row] = await server.app.db.query<{ status: string; reviewed_by: string; note: string }>(
      'select status, reviewed_by, note from fraud_alerts where id = $1',
      [second],
    );
    expect(row).toEqual({ status: 'dismissed', reviewed_by: boss.userId, note: 'Same family, two stories' });
    const audit = (await (
      await call(server, 'GET', `/api/admin/audit?target_type=fraud_alert&target_id=${second}`, undefined, boss.accessToken)
    ).json()) as { items: Array<{ action: string }> };
    expect(audit.items.map((e) => e.action)).toEqual(['alert_dismissed', 'alert_escalated']);

    expect((await review(crypto.randomUUID(), { status: 'reviewed' })).status).toBe(404);
    expect((await review(second, { status: 'open' })).status).toBe(400);
    expect((await call(server, 'GET', '/api/admin/fraud-alerts?rule=made_up', undefined, boss.accessToken)).status).toBe(400);
  });
});
