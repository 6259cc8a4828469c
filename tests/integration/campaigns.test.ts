// The stories API over HTTP on both databases: visibility, rules, search, paging, ETags.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import {
  admin,
  call,
  createStory,
  daysFromNow,
  donate,
  jpegWithGps,
  person,
  setStatus,
  storyFields,
  upload,
  type Person,
} from '../helpers/fixtures';
import { startTestServer, type TestServer } from '../helpers/test-server';

interface Card {
  id: string;
  slug: string;
  title: string;
  status: string;
  raised: number;
  goal: number;
  percent_funded: number;
  days_left: number;
  cover: { url: string; srcset: string } | null;
  owner: { name: string; verified: boolean } | null;
}
interface ListBody {
  items: Card[];
  page: number;
  limit: number;
  total: number;
  total_pages: number;
}

describe.each(testDatabases())('stories API on $kind', ({ create }) => {
  let server: TestServer;
  let owner: Person;
  let other: Person;
  let boss: Person;

  beforeAll(async () => {
    server = await startTestServer(await create());
    [owner, other, boss] = [await person(server, 'owner'), await person(server, 'other'), await admin(server)];
  });
  afterAll(() => server.close());

  const list = async (query = '', token?: string) =>
    (await (await call(server, 'GET', `/api/campaigns${query}`, undefined, token)).json()) as ListBody;

  it('creates a submitted story as pending, visible only to its owner and admins', async () => {
    const story = await createStory(server, owner);
    expect(story.status).toBe('pending');
    expect(story.slug).toMatch(/^a-borehole-for-zuarungu-primary-school-[0-9a-f]{6}$/);
    expect((await call(server, 'GET', `/api/campaigns/${story.id}`)).status).toBe(404);
    expect((await call(server, 'GET', `/api/campaigns/${story.id}`, undefined, other.accessToken)).status).toBe(404);
    const mine = await call(server, 'GET', `/api/campaigns/${story.slug}`, undefined, owner.accessToken);
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({ id: story.id, status: 'pending', can_edit: true, owner_view: { moderation_reason: null } });
    expect((await call(server, 'GET', `/api/campaigns/${story.id}`, undefined, boss.accessToken)).status).toBe(200);
    expect((await list()).items.some((c) => c.id === story.id)).toBe(false);
    expect((await list('?mine=true', owner.accessToken)).items.map((c) => c.id)).toContain(story.id);
    expect((await list('?status=pending', boss.accessToken)).items.map((c) => c.id)).toContain(story.id);
    expect((await call(server, 'GET', '/api/campaigns?status=pending', undefined, other.accessToken)).status).toBe(403);
    expect((await call(server, 'GET', '/api/campaigns?mine=true')).status).toBe(401);
  });

  it('saves a draft when asked not to submit, and submits it later', async () => {
    const draft = await createStory(server, owner, { submit: false });
    expect(draft.status).toBe('draft');
    const submitted = await call(server, 'PUT', `/api/campaigns/${draft.id}`, { submit: true }, owner.accessToken);
    expect(await submitted.json()).toMatchObject({ status: 'pending' });
  });

  it('lists public stories with search, filters, sorts, paging and ETags', async () => {
    const maker = await person(server, 'maker');
    const made = [];
    for (const [i, extra] of [
      { title: 'Kidney dialysis for Auntie Esi at Korle Bu', category: 'medical', region: 'Greater Accra', goal: 5_000_000 },
      { title: 'School fees for the Tamale girls science club', category: 'education', region: 'Northern', goal: 1_000_000 },
      { title: 'Rebuilding the Kantamanto market stall after fire', category: 'business', region: 'Greater Accra', goal: 800_000 },
    ].entries()) {
      const story = await createStory(server, maker, { ...extra, deadline: daysFromNow(30 + i * 20) });
      await setStatus(server, story.id, 'active');
      made.push(story);
    }
    await donate(server, made[1]!.id, 900_000);
    await donate(server, made[2]!.id, 100_000);

    const all = await list('?limit=50');
    expect(all.items.every((c) => ['active', 'completed'].includes(c.status))).toBe(true);
    expect(all.items[0]?.cover?.srcset).toMatch(/\/uploads\/.+\/320\.webp 320w/);

    expect((await list('?q=kidney')).items.map((c) => c.id)).toEqual([made[0]!.id]);
    expect((await list('?q=kidn%20korle')).items.map((c) => c.id)).toEqual([made[0]!.id]);
    expect((await list('?q=sciences')).items.map((c) => c.id)).toEqual([made[1]!.id]);
    expect((await list('?q=%3Cscript%3E')).items).toEqual([]);
    expect((await list('?category=business')).items.map((c) => c.id)).toEqual([made[2]!.id]);
    expect((await list('?region=Greater%20Accra&limit=50')).items.map((c) => c.id).sort()).toEqual([made[0]!.id, made[2]!.id].sort());
    expect((await list('?sort=most_funded&limit=1')).items[0]?.id).toBe(made[1]!.id);
    expect((await list('?sort=ending_soon&limit=1')).items[0]?.id).toBe(made[0]!.id);
    expect((await list('?sort=trending&limit=1')).items[0]?.id).toBe(made[1]!.id);

    const first = await list('?limit=2&page=1');
    const second = await list('?limit=2&page=2');
    expect(first.total).toBe(all.total);
    expect(first.total_pages).toBe(Math.ceil(all.total / 2));
    expect(first.items.map((c) => c.id)).not.toContain(second.items[0]?.id);

    const page = await call(server, 'GET', '/api/campaigns?limit=5');
    const etag = page.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    const again = await call(server, 'GET', '/api/campaigns?limit=5', undefined, null, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    await donate(server, made[0]!.id, 5_000);
    const changed = await call(server, 'GET', '/api/campaigns?limit=5', undefined, null, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
  });

  it('lists only the stories still short of their goal when asked (the home page\'s "Almost there")', async () => {
    const reached = await createStory(server, owner, { title: 'A story that reached its goal already' });
    const short = await createStory(server, owner, { title: 'A story that is nearly at its goal' });
    for (const story of [reached, short]) await setStatus(server, story.id, 'active');
    await donate(server, reached.id, 2_500_000);
    await donate(server, short.id, 2_400_000);
    const almost = await list('?status=active&sort=most_funded&below_goal=true&limit=50');
    expect(almost.items.map((c) => c.id)).toContain(short.id);
    expect(almost.items.map((c) => c.id)).not.toContain(reached.id);
    expect(almost.items.every((c) => c.raised < c.goal)).toBe(true);
    expect((await list('?status=active&limit=50')).items.map((c) => c.id)).toContain(reached.id);
  });

  it('lets only the owner edit, and keeps the rules once donations arrived', async () => {
    const story = await createStory(server, owner);
    await setStatus(server, story.id, 'active');
    const edit = (body: unknown, token: string | null = owner.accessToken) =>
      call(server, 'PUT', `/api/campaigns/${story.id}`, body, token);
    expect((await edit({ summary: 'Clean water for the children of Zuarungu primary.' }, null)).status).toBe(401);
    expect((await edit({ summary: 'Clean water for the children of Zuarungu primary.' }, other.accessToken)).status).toBe(403);
    expect((await edit({ summary: 'Clean water for the children of Zuarungu primary.' }, boss.accessToken)).status).toBe(403);
    expect((await edit({ summary: 'Clean water for the children of Zuarungu primary.' })).status).toBe(200);

    await donate(server, story.id, 300_000);
    const retitle = await edit({ title: 'A completely different story title' });
    expect(retitle.status).toBe(409);
    expect(await retitle.json()).toMatchObject({ field: 'title' });
    const lower = await edit({ goal: 200_000 });
    expect(lower.status).toBe(409);
    expect(await lower.json()).toMatchObject({ field: 'goal' });
    expect((await edit({ goal: 300_000 })).status).toBe(200);
    expect((await edit({ story: `${'Update. '.repeat(5)}${'The drilling team arrives next week. '.repeat(8)}` })).status).toBe(200);
    const [row] = await server.app.db.query<{ title: string; goal: number }>('select title, goal from campaigns where id = $1', [story.id]);
    expect(row).toEqual({ title: 'A borehole for Zuarungu primary school', goal: 300_000 });
  });

  it('sends an edited rejected story back for review', async () => {
    const story = await createStory(server, owner);
    await server.app.db.query("update campaigns set status = 'rejected', moderation_reason = 'Add a photo of the site' where id = $1", [
      story.id,
    ]);
    const response = await call(
      server,
      'PUT',
      `/api/campaigns/${story.id}`,
      { summary: 'Clean water for pupils, with a photo of the site.' },
      owner.accessToken,
    );
    expect(await response.json()).toMatchObject({ status: 'pending' });
  });

  it('deletes a story without donations, and closes one with donations instead', async () => {
    const empty = await createStory(server, owner);
    // A story under review is invisible to others: they cannot even learn it exists.
    expect((await call(server, 'DELETE', `/api/campaigns/${empty.id}`, undefined, other.accessToken)).status).toBe(404);
    const gone = await call(server, 'DELETE', `/api/campaigns/${empty.id}`, undefined, owner.accessToken);
    expect(await gone.json()).toMatchObject({ deleted: true, closed: false });
    expect(await server.app.db.query('select 1 from campaigns where id = $1', [empty.id])).toEqual([]);

    const funded = await createStory(server, owner);
    await setStatus(server, funded.id, 'active');
    expect((await call(server, 'DELETE', `/api/campaigns/${funded.id}`, undefined, other.accessToken)).status).toBe(403);
    await donate(server, funded.id, 50_000);
    const closed = await call(server, 'DELETE', `/api/campaigns/${funded.id}`, undefined, owner.accessToken);
    expect(await closed.json()).toMatchObject({ deleted: false, closed: true });
    const [row] = await server.app.db.query<{ status: string; closed_reason: string }>(
      'select status, closed_reason from campaigns where id = $1',
      [funded.id],
    );
    expect(row).toEqual({ status: 'completed', closed_reason: 'owner' });
    expect((await call(server, 'PUT', `/api/campaigns/${funded.id}`, { goal: 900_000 }, owner.accessToken)).status).toBe(409);
  });

  it('posts updates by the owner on live stories only', async () => {
    const story = await createStory(server, owner);
    const post = (token: string | null, body: unknown = { title: 'Drilling starts', body: 'The rig arrives on Monday morning.' }) =>
      call(server, 'POST', `/api/campaigns/${story.id}/updates`, body, token);
    expect((await post(owner.accessToken)).status).toBe(409);
    await setStatus(server, story.id, 'active');
    expect((await post(null)).status).toBe(401);
    expect((await post(other.accessToken)).status).toBe(403);
    const created = await post(owner.accessToken);
    expect(created.status).toBe(201);
    expect((await post(owner.accessToken, { title: 'Done', body: 'Water flows for everyone now.', is_impact: true })).status).toBe(409);
    const page = (await (await call(server, 'GET', `/api/campaigns/${story.id}`)).json()) as { updates: Array<{ title: string }> };
    expect(page.updates.map((u) => u.title)).toEqual(['Drilling starts']);
  });

  it('shows the donor wall with anonymity and hidden amounts honoured', async () => {
    const story = await createStory(server, owner);
    await setStatus(server, story.id, 'active');
    await donate(server, story.id, 5_000, { name: 'Abena', message: 'Nyame nhyira wo' });
    await donate(server, story.id, 7_000, { name: 'Secret Person', anonymous: true });
    await donate(server, story.id, 9_000, { name: 'Yaw', hideAmount: true });
    const wall = (await (await call(server, 'GET', `/api/campaigns/${story.id}/donations?limit=2`)).json()) as {
      items: Array<{ name: string; amount: number | null; message: string | null }>;
      total: number;
    };
    expect(wall.total).toBe(3);
    expect(wall.items).toEqual([
      expect.objectContaining({ name: 'Yaw', amount: null }),
      expect.objectContaining({ name: 'Anonymous', amount: 7_000 }),
    ]);
    expect(JSON.stringify(wall)).not.toContain('Secret Person');
    const hidden = await createStory(server, owner);
    expect((await call(server, 'GET', `/api/campaigns/${hidden.id}/donations`)).status).toBe(404);
  });

  it('takes fraud reports with a reason from the list, rate limited', async () => {
    const story = await createStory(server, owner);
    await setStatus(server, story.id, 'active');
    const report = (body: unknown, token: string | null = other.accessToken) => call(server, 'POST', '/api/report/fraud', body, token);
    const first = await report({ campaign_id: story.id, reason: 'scam', details: 'The photos come from a news site.' });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ success: true, message: 'Thank you. Our team will review this story.' });
    expect((await report({ campaign_id: story.slug, reason: 'misleading' })).status).toBe(201);
    expect((await report({ campaign_id: story.id, reason: 'other' })).status).toBe(429);
    expect((await report({ campaign_id: story.id, reason: 'boring' })).status).toBe(400);
    expect((await report({ campaign_id: crypto.randomUUID(), reason: 'scam' })).status).toBe(404);
    expect((await report({ campaign_id: story.id, reason: 'scam', details: 'x'.repeat(2001) })).status).toBe(400);
    const rows = await server.app.db.query<{ reason: string; reporter_id: string }>(
      'select reason, reporter_id from reports where campaign_id = $1 order by created_at',
      [story.id],
    );
    expect(rows).toEqual([
      { reason: 'scam', reporter_id: other.userId },
      { reason: 'misleading', reporter_id: other.userId },
    ]);
  });

  it('says who is asking: relationship, name, region, member since, earlier stories by outcome and identity check', async () => {
    const asker = await person(server, 'asker');
    await server.app.db.query(
      "update users set full_name = 'Esi Dede', region = 'Volta', created_at = '2025-03-05T12:00:00Z' where id = $1",
      [asker.userId],
    );
    const funded = await createStory(server, asker, { title: 'A first story that met its goal' });
    const short = await createStory(server, asker, { title: 'A second story that closed short' });
    const live = await createStory(server, asker, { title: 'A third story still taking gifts' });
    const hidden = await createStory(server, asker, { title: 'A story still waiting for review' });
    await server.app.db.query(
      `update campaigns set status = 'completed', raised = goal, created_at = now() - interval '3 days' where id = $1`,
      [funded.id],
    );
    await server.app.db.query(
      `update campaigns set status = 'completed', raised = 1000, created_at = now() - interval '2 days' where id = $1`,
      [short.id],
    );
    await server.app.db.query(`update campaigns set status = 'active', created_at = now() - interval '1 day' where id = $1`, [live.id]);
    await server.app.db.query(`update campaigns set created_at = now() - interval '1 day' where id = $1`, [hidden.id]);
    const story = await createStory(server, asker, { relationship: 'family' });
    await setStatus(server, story.id, 'active');
    const read = async () => (await (await call(server, 'GET', `/api/campaigns/${story.slug}`)).json()) as Record<string, unknown>;
    expect(await read()).toMatchObject({
      relationship: 'family',
      organiser: {
        name: 'Esi Dede',
        photo: null,
        region: 'Volta',
        member_since: '2025-03-05T12:00:00.000Z',
        verified: false,
        // Only public stories started before this one count; one waiting for review does not.
        earlier_stories: { reached_goal: 1, closed_short: 1, live: 1 },
      },
      protection: { support_whatsapp: null, money_out_ledger: true },
    });
    // A photo uploaded as the profile picture shows; an address elsewhere does not.
    const avatar = (await (await upload(server, asker.accessToken, await jpegWithGps(400, 400), 'me.jpg', 'avatar')).json()) as {
      id: string;
      url: string;
    };
    await server.app.db.query("update users set avatar_url = $2, verification_status = 'verified' where id = $1", [
      asker.userId,
      avatar.url,
    ]);
    server.app.responseCache.clear();
    const withPhoto = (await read()).organiser as { photo: { id: string; variants: Array<{ url: string }> }; verified: boolean };
    expect(withPhoto.verified).toBe(true);
    expect(withPhoto.photo.id).toBe(avatar.id);
    expect(withPhoto.photo.variants[0]?.url).toMatch(new RegExp(`^/uploads/${avatar.id}/\\d+\\.webp$`));
    await server.app.db.query("update users set avatar_url = 'https://example.com/me.jpg' where id = $1", [asker.userId]);
    server.app.responseCache.clear();
    expect(((await read()).organiser as { photo: unknown }).photo).toBeNull();
    // The relationship is fixed once money arrived, like the beneficiary.
    await donate(server, story.id, 5_000);
    const change = await call(server, 'PUT', `/api/campaigns/${story.id}`, { relationship: 'friend' }, asker.accessToken);
    expect(change.status).toBe(409);
    expect(await change.json()).toMatchObject({ field: 'relationship' });
  });

  it('sums the overview figures', async () => {
    const stats = (await (await call(server, 'GET', '/api/stats/overview')).json()) as Record<string, number>;
    const [expected] = await server.app.db.query<Record<string, number>>(
      `select coalesce(sum(raised), 0)::bigint as total_raised, count(*) filter (where status = 'active')::int as active_campaigns
         from campaigns where status in ('active', 'completed', 'paused')`,
    );
    expect(stats.total_raised).toBe(expected?.total_raised);
    expect(stats.active_campaigns).toBe(expected?.active_campaigns);
    expect(stats.donors).toBeGreaterThan(0);
    expect(Number.isInteger(stats.funded_campaigns)).toBe(true);
  });

  it('closes its stories with donations and removes the rest when an owner deletes their account', async () => {
    const leaver = await person(server, 'leaver');
    const kept = await createStory(server, leaver);
    await setStatus(server, kept.id, 'active');
    await donate(server, kept.id, 20_000);
    const dropped = await createStory(server, leaver);
    expect((await call(server, 'DELETE', '/api/auth/account', undefined, leaver.accessToken)).status).toBe(200);
    const [row] = await server.app.db.query<{ status: string; owner_id: string | null; closed_reason: string }>(
      'select status, owner_id, closed_reason from campaigns where id = $1',
      [kept.id],
    );
    expect(row).toEqual({ status: 'completed', owner_id: null, closed_reason: 'account_deleted' });
    expect(await server.app.db.query('select 1 from campaigns where id = $1', [dropped.id])).toEqual([]);
    const page = (await (await call(server, 'GET', `/api/campaigns/${kept.id}`)).json()) as Card;
    expect(page.owner).toBeNull();
    expect(page.raised).toBe(20_000);
  });

  it('lists success stories: closed stories that met their goal, with their impact update', async () => {
    const story = await createStory(server, owner, { goal: 10_000 });
    await setStatus(server, story.id, 'active');
    await donate(server, story.id, 12_000);
    await call(
      server,
      'POST',
      `/api/campaigns/${story.id}/updates`,
      { title: 'Drilling starts', body: 'The rig arrived today.' },
      owner.accessToken,
    );
    await server.app.db.query("update campaigns set status = 'completed' where id = $1", [story.id]);
    await call(
      server,
      'POST',
      `/api/campaigns/${story.id}/updates`,
      { title: 'Water for all', body: 'The pump serves 240 people every day.', is_impact: true },
      owner.accessToken,
    );
    const result = (await (await call(server, 'GET', '/api/success-stories')).json()) as {
      items: Array<Card & { impact: { title: string } | null }>;
    };
    expect(result.items.find((s) => s.id === story.id)?.impact?.title).toBe('Water for all');
  });
});

describe('stories API refuses bad input and stores nothing', () => {
  let server: TestServer;
  let owner: Person;
  let coverId: string;
  beforeAll(async () => {
    server = await startTestServer(await testDatabases()[0]!.create());
    owner = await person(server, 'bad');
    coverId = (await createStory(server, owner)).cover.id;
    await server.app.db.query('delete from campaigns');
  });
  afterAll(() => server.close());

  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['title too short', { title: 'Help' }, 'title'],
    ['title too long', { title: 'x'.repeat(91) }, 'title'],
    ['title only spaces', { title: ' '.repeat(20) }, 'title'],
    ['title a number', { title: 12345678901 }, 'title'],
    ['summary empty', { summary: '' }, 'summary'],
    ['story too short', { story: 'Too short.' }, 'story'],
    ['story too long', { story: 'x'.repeat(10_001) }, 'story'],
    ['unknown category', { category: 'weddings' }, 'category'],
    ['unknown region', { region: 'Lagos' }, 'region'],
    ['negative goal', { goal: -500 }, 'goal'],
    ['fractional goal', { goal: 150000.5 }, 'goal'],
    ['goal as text', { goal: '150000' }, 'goal'],
    ['goal too small', { goal: 9_999 }, 'goal'],
    ['goal too large', { goal: 100_000_001 }, 'goal'],
    ['deadline too soon', { deadline: daysFromNow(2) }, 'deadline'],
    ['deadline too far', { deadline: daysFromNow(400) }, 'deadline'],
    ['deadline not a date', { deadline: 'next week' }, 'deadline'],
    ['deadline impossible', { deadline: '2027-02-31' }, 'deadline'],
    ['beneficiary missing', { beneficiary: undefined }, 'beneficiary'],
    ['relationship missing', { relationship: undefined }, 'relationship'],
    ['unknown relationship', { relationship: 'cousin' }, 'relationship'],
    ['unknown field', { featured: true }, 'featured'],
    ['cover someone else uploaded', { cover_upload_id: crypto.randomUUID() }, 'cover_upload_id'],
    ['too many gallery photos', { gallery_upload_ids: Array.from({ length: 7 }, () => crypto.randomUUID()) }, 'gallery_upload_ids'],
  ];

  it.each(cases)('refuses %s with a 400 naming the field', async (_name, change, field) => {
    const response = await call(server, 'POST', '/api/campaigns', storyFields({ cover_upload_id: coverId, ...change }), owner.accessToken);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field });
    expect(await server.app.db.query('select 1 from campaigns')).toEqual([]);
  });

  it('keeps HTML in text as text', async () => {
    const response = await call(
      server,
      'POST',
      '/api/campaigns',
      storyFields({ cover_upload_id: coverId, title: '<script>alert(1)</script> school roof' }),
      owner.accessToken,
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ title: '<script>alert(1)</script> school roof' });
    await server.app.db.query('delete from campaigns');
  });

  it('refuses bad query strings', async () => {
    for (const query of [
      '?sort=random',
      '?page=0',
      '?limit=500',
      '?category=weddings',
      '?q=' + 'x'.repeat(101),
      '?unknown=1',
      '?page=1.5',
    ]) {
      expect((await call(server, 'GET', `/api/campaigns${query}`)).status, query).toBe(400);
    }
  });

  it('needs a signed-in user to create', async () => {
    expect((await call(server, 'POST', '/api/campaigns', storyFields({ cover_upload_id: coverId }))).status).toBe(401);
  });
});
