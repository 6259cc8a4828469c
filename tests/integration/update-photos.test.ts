// Photos on an owner's update, over HTTP on both databases: uploaded like story photos (resumable or not), checked
// (the owner's own story photos, at most four, each once), posted once per key, shown on the story and its success story.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { call, createStory, donate, jpegWithGps, person, setStatus, upload, type Person } from '../helpers/fixtures';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { eventually } from '../helpers/wait';

interface Photo {
  id: string;
  kind: string;
  width: number;
  height: number;
  url: string;
  srcset: string;
}
interface Update {
  id: string;
  title: string;
  photos: Photo[];
}

describe.each(testDatabases())('update photos on $kind', ({ create }) => {
  let server: TestServer;
  let owner: Person;
  let other: Person;
  let storyId: string;

  beforeAll(async () => {
    server = await startTestServer(await create());
    [owner, other] = [await person(server, 'owner'), await person(server, 'other')];
    storyId = (await createStory(server, owner)).id;
    await setStatus(server, storyId, 'active');
  });
  afterAll(() => server.close());

  const photo = async (who: Person = owner, type?: string, width = 800, height = 600) => {
    const response = await upload(server, who.accessToken, await jpegWithGps(width, height), 'photo.jpg', type);
    expect(response.status).toBe(201);
    return ((await response.json()) as Photo).id;
  };

  /** A photo sent as the outbox sends it: the tus resumable protocol, then finish. */
  const resumablePhoto = async () => {
    const bytes = await jpegWithGps(640, 960);
    const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${owner.accessToken}` };
    const created = await fetch(`${server.url}/api/uploads/resumable`, {
      method: 'POST',
      headers: { ...tus, 'upload-length': String(bytes.length) },
    });
    const location = created.headers.get('location') ?? '';
    const sent = await fetch(`${server.url}${location}`, {
      method: 'PATCH',
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(bytes),
    });
    expect(sent.status).toBe(204);
    const finished = await call(
      server,
      'POST',
      '/api/uploads/finish',
      { upload_id: location.split('/').pop(), type: 'image' },
      owner.accessToken,
      { 'idempotency-key': randomUUID() },
    );
    expect(finished.status).toBe(201);
    return ((await finished.json()) as Photo).id;
  };

  const post = (body: Record<string, unknown>, token: string | null = owner.accessToken, key?: string, id = storyId) =>
    call(server, 'POST', `/api/campaigns/${id}/updates`, body, token, key ? { 'idempotency-key': key } : {});
  const text = { title: 'The borehole is drilled', body: 'Water reached the surface at forty metres this morning.' };
  const counts = async () => {
    const [row] = await server.app.db.query<{ updates: number; photos: number }>(
      `select (select count(*)::int from campaign_updates) as updates, (select count(*)::int from campaign_update_photos) as photos`,
    );
    return row;
  };
  const storyUpdates = async () =>
    ((await (await call(server, 'GET', `/api/campaigns/${storyId}`)).json()) as { updates: Update[] }).updates;

  it('posts an update with photos in the order given, sent whole or resumably, and shows them on the story', async () => {
    const ids = [await resumablePhoto(), await photo()];
    const response = await post({ ...text, photo_upload_ids: ids });
    expect(response.status).toBe(201);
    const posted = (await response.json()) as Update;
    expect(posted.photos.map((p) => p.id)).toEqual(ids);
    // Width and height let the page keep their place before they load; every width is offered for srcset.
    expect(posted.photos[0]).toMatchObject({ kind: 'image', width: 640, height: 960 });
    expect(posted.photos[1]).toMatchObject({ kind: 'image', width: 800, height: 600 });
    expect(posted.photos[0]?.srcset).toMatch(/\/uploads\/[0-9a-f-]{36}\/320\.webp 320w/);

    const shown = (await storyUpdates()).find((u) => u.id === posted.id);
    expect(shown?.photos).toEqual(posted.photos);
    const served = await fetch(`${server.url}${posted.photos[1]?.url ?? ''}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('still posts updates without photos', async () => {
    const response = await post({ title: 'Thank you all', body: 'We are halfway there, thanks to you.' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as Update).photos).toEqual([]);
  });

  it('refuses bad photo lists with a 4xx that names the field and changes nothing', async () => {
    const mine = await Promise.all([photo(), photo(), photo(), photo(), photo()]);
    const theirs = await photo(other);
    const avatar = await photo(owner, 'avatar', 300, 300);
    const card = await photo(owner, 'id_document');
    const before = await counts();
    const cases: Array<[unknown, number, RegExp]> = [
      [mine, 400, /photo_upload_ids must NOT have more than 4 items/],
      [[mine[0], mine[1], mine[0]], 400, /photo_upload_ids must NOT have duplicate items/],
      [[mine[0], theirs], 400, /photo_upload_ids refers to a photo you did not upload/],
      [[avatar], 400, /photo_upload_ids must be a story photo/],
      [[card], 400, /photo_upload_ids must be a story photo/],
      [[randomUUID()], 400, /photo_upload_ids refers to a photo that does not exist/],
      [['not-a-photo'], 400, /photo_upload_ids\.0 must match format "uuid"/],
      ['one photo', 400, /photo_upload_ids must be array/],
    ];
    for (const [ids, status, message] of cases) {
      const response = await post({ ...text, photo_upload_ids: ids }, owner.accessToken, randomUUID());
      expect(response.status, JSON.stringify(ids)).toBe(status);
      const body = (await response.json()) as { message: string; field?: string };
      expect(body.message).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('checks who is asking before the photos: signed out 401, someone else 403, nothing stored', async () => {
    const ids = [await photo()];
    const before = await counts();
    expect((await post({ ...text, photo_upload_ids: ids }, null)).status).toBe(401);
    const stranger = await post({ ...text, photo_upload_ids: ids }, other.accessToken);
    expect(stranger.status).toBe(403);
    // Someone else's story with my photos: still theirs to post on, not mine.
    const theirStory = (await createStory(server, other)).id;
    await setStatus(server, theirStory, 'active');
    expect((await post({ ...text, photo_upload_ids: ids }, owner.accessToken, undefined, theirStory)).status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('posts an update and its photos once per Idempotency-Key, and answers the repeat with the same photos', async () => {
    const ids = [await photo(), await photo()];
    const key = randomUUID();
    const before = await counts();
    const first = await post({ ...text, photo_upload_ids: ids }, owner.accessToken, key);
    expect(first.status).toBe(201);
    const again = await post({ ...text, photo_upload_ids: ids }, owner.accessToken, key);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await counts()).toEqual({ updates: (before?.updates ?? 0) + 1, photos: (before?.photos ?? 0) + 2 });
  });

  it('lets the database refuse a fifth photo or the same photo twice on one update', async () => {
    const ids = await Promise.all([photo(), photo(), photo(), photo(), photo()]);
    const response = await post({ ...text, photo_upload_ids: ids.slice(0, 4) });
    const { id } = (await response.json()) as Update;
    await expect(
      server.app.db.query('insert into campaign_update_photos (update_id, upload_id, position) values ($1, $2, 4)', [id, ids[4]]),
    ).rejects.toThrow(/check/);
    await expect(
      server.app.db.query('insert into campaign_update_photos (update_id, upload_id, position) values ($1, $2, 3)', [id, ids[4]]),
    ).rejects.toThrow(/duplicate key/);
    await server.app.db.query('delete from campaign_update_photos where update_id = $1 and position = 3', [id]);
    await expect(
      server.app.db.query('insert into campaign_update_photos (update_id, upload_id, position) values ($1, $2, 3)', [id, ids[0]]),
    ).rejects.toThrow(/duplicate key/);
  });

  it('e-mails the update with its photos once to each supporter who left an address, and stops for one who asks', async () => {
    const story = (await createStory(server, owner, { title: 'Benches for Akropong market' })).id;
    await setStatus(server, story, 'active');
    const suffix = randomUUID().slice(0, 8);
    const address = (name: string) => `${name}.${suffix}@example.com`;
    const [ama, kofi] = [address('ama'), address('kofi')];
    const gifts: Array<[string | null, string]> = [
      [ama, 'succeeded'],
      [` ${ama.toUpperCase()}`, 'succeeded'],
      [kofi, 'succeeded'],
      [address('esi'), 'failed'],
      [null, 'succeeded'],
    ];
    for (const [email, status] of gifts) {
      await server.app.db.query(
        `insert into donations (campaign_id, amount, donor_email, method, provider, reference, status, paid_at)
         values ($1, 5000, $2, 'mtn_momo', 'seed', $3, $4, now())`,
        [story, email, `mail_${randomUUID()}`, status],
      );
    }
    const mails = async () =>
      server.app.db.query<{ to_address: string; subject: string; text_body: string; html_body: string }>(
        'select to_address, subject, text_body, html_body from dev_mail where to_address like $1 order by id',
        [`%.${suffix}@example.com`],
      );
    const arrived = async (count: number) => {
      await eventually(`${count} e-mails`, async () => (await mails()).length >= count);
      return mails();
    };

    const ids = [await photo(), await photo(owner, undefined, 600, 900)];
    const key = randomUUID();
    const body = { title: 'The benches are in', body: 'Twelve benches, made in Akropong.\n\nThank you all.', photo_upload_ids: ids };
    expect((await post(body, owner.accessToken, key, story)).status).toBe(201);
    const sent = await arrived(2);
    expect(sent.map((m) => m.to_address).sort()).toEqual([ama, kofi].sort());
    const mail = sent.find((m) => m.to_address === kofi)!;
    expect(mail.subject).toBe('News: “Benches for Akropong market”');
    expect(mail.text_body).toContain('Twelve benches, made in Akropong.');
    expect(mail.text_body).toContain(`See the story: ${server.url}/campaigns/`);
    // The photos, in order, at a width a mail app shows well, whole (width and height as stored).
    const images = [...mail.html_body.matchAll(/<img src="([^"]+)" alt="([^"]+)" width="(\d+)"/g)].map((m) => [m[1], m[2], m[3]]);
    expect(images).toEqual([
      [`${server.url}/uploads/${ids[0]}/640.webp`, 'Photo 1 of the update “The benches are in”', '472'],
      [`${server.url}/uploads/${ids[1]}/600.webp`, 'Photo 2 of the update “The benches are in”', '472'],
    ]);

    // The same post again (its answer lost): no second e-mail.
    expect((await post(body, owner.accessToken, key, story)).status).toBe(201);
    await server.app.jobs.idle();
    expect(await mails()).toHaveLength(2);

    // Kofi's link: a page that asks first (a scanner opening it changes nothing), then stops only his e-mails.
    const link = new URL(/Stop e-mails about this story: (\S+)/.exec(mail.text_body)![1]!);
    const optOuts = async () =>
      (await server.app.db.query<{ n: number }>('select count(*)::int as n from update_mail_optouts where campaign_id = $1', [story]))[0]
        ?.n;
    const asked = await fetch(link);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('<form method="post"');
    const forged = new URL(link);
    forged.searchParams.set('h', 'a'.repeat(64));
    expect((await fetch(forged, { method: 'POST' })).status).toBe(400);
    expect(await optOuts()).toBe(0);
    const stopped = await fetch(link, { method: 'POST' });
    expect(stopped.status).toBe(200);
    expect(await optOuts()).toBe(1);

    expect(
      (await post({ title: 'Painted too', body: 'The benches are painted green now.' }, owner.accessToken, undefined, story)).status,
    ).toBe(201);
    const after = await arrived(3);
    await server.app.jobs.idle();
    expect((await mails()).slice(2).map((m) => m.to_address)).toEqual([ama]);
    expect(after).toHaveLength(3);
  });

  it('shows the photos of a success story’s impact update', async () => {
    const funded = (await createStory(server, owner, { goal: 10_000 })).id;
    await setStatus(server, funded, 'active');
    await donate(server, funded, 10_000);
    await setStatus(server, funded, 'completed');
    const ids = [await photo()];
    const posted = await post(
      { title: 'Done', body: 'Water flows for everyone now.', is_impact: true, photo_upload_ids: ids },
      owner.accessToken,
      undefined,
      funded,
    );
    expect(posted.status).toBe(201);
    server.app.responseCache.clear();
    const success = (await (await call(server, 'GET', '/api/success-stories')).json()) as {
      items: Array<{ id: string; impact: Update | null }>;
    };
    expect(success.items.find((s) => s.id === funded)?.impact?.photos.map((p) => p.id)).toEqual(ids);
  });
});
