// Identity verification and admin rights over HTTP on both databases: the
// owner's request with a private photo of their Ghana Card, the admin's
// decision and badge, and the last admin keeping their role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../helpers/auth';
import { testDatabases } from '../helpers/databases';
import { admin, call, jpegWithGps, person, upload, type Person } from '../helpers/fixtures';
import { ghanaCard, requestVerification, storyIn } from '../helpers/moderation';
import { startTestServer, type TestServer } from '../helpers/test-server';

interface Account {
  id: string;
  email: string;
  role: string;
  verification: { status: string; ghana_card_number: string | null; has_document: boolean; note: string | null; card_shared_with: number };
}

describe.each(testDatabases())('verification on $kind', ({ create }) => {
  let server: TestServer;
  let boss: Person;

  beforeAll(async () => {
    server = await startTestServer(await create());
    boss = await admin(server);
  });
  afterAll(() => server.close());

  const verify = (id: string, body: unknown) => call(server, 'POST', `/api/admin/users/${id}/verify`, body, boss.accessToken);
  const statusOf = async (who: Person) =>
    (await (await call(server, 'GET', '/api/dashboard/verification', undefined, who.accessToken)).json()) as {
      status: string;
      ghana_card_number: string | null;
      note: string | null;
    };

  it('takes a request with a private photo of the card; an admin sees it in full and verifies; the badge shows', async () => {
    const owner = await person(server, 'owner');
    const story = await storyIn(server, owner, 'active');
    expect(await statusOf(owner)).toMatchObject({ status: 'unverified', ghana_card_number: null });
    const { documentId } = await requestVerification(server, owner, 'GHA-712345678-9');
    expect(await statusOf(owner)).toMatchObject({ status: 'pending', ghana_card_number: 'GHA-•••••5678-9' });
    // The photo is never a public file.
    expect((await fetch(`${server.url}/uploads/${documentId}/1600.webp`)).status).toBe(404);
    expect(
      (
        await call(
          server,
          'POST',
          '/api/dashboard/verification',
          { ghana_card_number: 'GHA-712345678-9', document_upload_id: documentId },
          owner.accessToken,
        )
      ).status,
    ).toBe(409);

    const list = (await (await call(server, 'GET', '/api/admin/users?verification=pending', undefined, boss.accessToken)).json()) as {
      items: Account[];
    };
    expect(list.items.find((a) => a.id === owner.userId)?.verification).toMatchObject({
      status: 'pending',
      ghana_card_number: 'GHA-712345678-9',
      has_document: true,
    });
    const photo = await call(server, 'GET', `/api/admin/users/${owner.userId}/document`, undefined, boss.accessToken);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toBe('private, no-store');
    expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    expect(await (await verify(owner.userId, { status: 'verified' })).json()).toMatchObject({
      success: true,
      verification_status: 'verified',
    });
    const page = (await (await call(server, 'GET', `/api/campaigns/${story.id}`)).json()) as { owner: { verified: boolean } };
    expect(page.owner.verified).toBe(true);
    expect((await mailsTo(server, owner.email))[0]?.subject).toBe('Your identity is verified');
    expect((await verify(owner.userId, { status: 'verified' })).status).toBe(409);
    const audit = (await (
      await call(server, 'GET', `/api/admin/audit?target_type=user&target_id=${owner.userId}`, undefined, boss.accessToken)
    ).json()) as { items: Array<{ action: string; actor: { email: string } }> };
    expect(audit.items.map((e) => e.action)).toEqual(['verify', 'view_document']);
  });

  it('refuses with a note, which the owner sees; the owner may ask again; a verification can be withdrawn', async () => {
    const owner = await person(server, 'owner');
    await requestVerification(server, owner);
    expect((await verify(owner.userId, { status: 'rejected' })).status).toBe(400);
    expect((await verify(owner.userId, { status: 'rejected', note: 'The photo is too blurred to read.' })).status).toBe(200);
    expect(await statusOf(owner)).toMatchObject({ status: 'rejected', note: 'The photo is too blurred to read.' });
    expect((await mailsTo(server, owner.email))[0]?.text).toContain('The photo is too blurred to read.');
    await requestVerification(server, owner);
    expect(await statusOf(owner)).toMatchObject({ status: 'pending', note: null });
    expect((await verify(owner.userId, { status: 'verified', note: 'Matches the NIA record' })).status).toBe(200);
    expect((await verify(owner.userId, { status: 'rejected', note: 'Card reported stolen' })).status).toBe(200);
    expect(await statusOf(owner)).toMatchObject({ status: 'rejected' });
    const nobody = await person(server, 'nobody');
    expect((await verify(nobody.userId, { status: 'verified' })).status).toBe(409);
    expect((await verify(crypto.randomUUID(), { status: 'verified' })).status).toBe(404);
    expect((await verify(nobody.userId, { status: 'maybe' })).status).toBe(400);
    expect((await call(server, 'GET', `/api/admin/users/${nobody.userId}/document`, undefined, boss.accessToken)).status).toBe(404);
  });

  it('checks the card number and the photo on the server', async () => {
    const owner = await person(server, 'owner');
    const ask = (body: unknown) => call(server, 'POST', '/api/dashboard/verification', body, owner.accessToken);
    const card = (
      (await (await upload(server, owner.accessToken, await jpegWithGps(600, 400), 'card.jpg', 'id_document')).json()) as { id: string }
    ).id;
    const picture = ((await (await upload(server, owner.accessToken, await jpegWithGps(600, 400))).json()) as { id: string }).id;
    const stranger = await person(server, 'stranger');
    const theirs = (
      (await (await upload(server, stranger.accessToken, await jpegWithGps(600, 400), 'card.jpg', 'id_document')).json()) as { id: string }
    ).id;
    for (const number of ['GHA-12345678-9', 'gha-123456789-0', 'GHA123456789-0', 'GHA-123456789-00', '']) {
      const refused = await ask({ ghana_card_number: number, document_upload_id: card });
      expect(refused.status, number).toBe(400);
      expect(await refused.json()).toMatchObject({ field: 'ghana_card_number' });
    }
    expect(await (await ask({ ghana_card_number: 'GHA-123456789-0', document_upload_id: picture })).json()).toMatchObject({
      field: 'document_upload_id',
    });
    expect(await (await ask({ ghana_card_number: 'GHA-123456789-0', document_upload_id: theirs })).json()).toMatchObject({
      field: 'document_upload_id',
    });
    expect(await (await ask({ ghana_card_number: 'GHA-123456789-0', document_upload_id: crypto.randomUUID() })).json()).toMatchObject({
      field: 'document_upload_id',
    });
    expect((await ask({ ghana_card_number: 'GHA-123456789-0' })).status).toBe(400);
    expect(await statusOf(owner)).toMatchObject({ status: 'unverified' });
  });

  it('flags a Ghana Card number given by two accounts', async () => {
    const number = ghanaCard();
    const [first, second] = [await person(server, 'first'), await person(server, 'second')];
    await requestVerification(server, first, number);
    await requestVerification(server, second, number);
    const list = (await (await call(server, 'GET', `/api/admin/users?q=${number}`, undefined, boss.accessToken)).json()) as {
      items: Account[];
    };
    expect(list.items.map((a) => a.verification.card_shared_with)).toEqual([1, 1]);
  });

  it('finds accounts by any part of a name or address, a page at a time, without counting every match', async () => {
    const surname = `Ofori${crypto.randomUUID().slice(0, 6)}`;
    const people = [await person(server, 'ofori1'), await person(server, 'ofori2'), await person(server, 'ofori3')];
    for (const [i, someone] of people.entries())
      await server.app.db.query('update users set full_name = $2 where id = $1', [someone.userId, `Ama ${surname} ${i}`]);
    type Found = { items: Account[]; total: number; total_pages: number; total_exact?: boolean };
    const search = async (q: string, page = 1) =>
      (await (
        await call(server, 'GET', `/api/admin/users?q=${encodeURIComponent(q)}&limit=2&page=${page}`, undefined, boss.accessToken)
      ).json()) as Found;
    const first = await search(surname.slice(2).toUpperCase());
    expect(first.items).toHaveLength(2);
    expect(first).toMatchObject({ total: 3, total_pages: 2, total_exact: false });
    const second = await search(surname.slice(2), 2);
    expect(second.items).toHaveLength(1);
    expect(second).toMatchObject({ total: 3, total_pages: 2, total_exact: true });
    expect(new Set([...first.items, ...second.items].map((a) => a.id))).toEqual(new Set(people.map((p) => p.userId)));
    const byAddress = await search(people[1]!.email.slice(0, -6));
    expect(byAddress.items.map((a) => a.id)).toEqual([people[1]!.userId]);
    expect(byAddress).toMatchObject({ total: 1, total_exact: true });
    expect((await search('%')).items.length).toBe(0);
  });

  it('removes the photos of the card with the account', async () => {
    const leaver = await person(server, 'leaver');
    const { documentId } = await requestVerification(server, leaver);
    expect((await call(server, 'DELETE', '/api/auth/account', undefined, leaver.accessToken)).status).toBe(200);
    expect(await server.app.db.query('select 1 from uploads where id = $1', [documentId])).toEqual([]);
  });
});

describe('admin rights', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await testDatabases()[0]!.create());
  });
  afterAll(() => server.close());

  it('grants and removes the admin role; the last admin cannot remove their own', async () => {
    const only = await admin(server);
    const helper = await person(server, 'helper');
    const role = (who: Person, target: string, value: string) =>
      call(server, 'POST', `/api/admin/users/${target}/role`, { role: value }, who.accessToken);
    const lastAdmin = await role(only, only.userId, 'user');
    expect(lastAdmin.status).toBe(409);
    expect(((await lastAdmin.json()) as { message: string }).message).toBe(
      'You are the last admin: make someone else an admin before removing your own rights.',
    );
    expect((await role(only, helper.userId, 'user')).status).toBe(409);
    expect((await role(helper, only.userId, 'user')).status).toBe(403);
    expect(await (await role(only, helper.userId, 'admin')).json()).toMatchObject({ success: true, role: 'admin' });
    expect((await role(only, helper.userId, 'admin')).status).toBe(409);
    expect((await call(server, 'GET', '/api/admin/dashboard', undefined, helper.accessToken)).status).toBe(200);
    expect((await role(only, only.userId, 'user')).status).toBe(200);
    // Rights are read on every call: the old token no longer opens the admin area.
    expect((await call(server, 'GET', '/api/admin/dashboard', undefined, only.accessToken)).status).toBe(403);
    expect((await role(helper, helper.userId, 'user')).status).toBe(409);
    expect((await role(helper, crypto.randomUUID(), 'admin')).status).toBe(404);
    expect((await role(helper, only.userId, 'owner')).status).toBe(400);
    const audit = (await (await call(server, 'GET', '/api/admin/audit?action=grant_admin', undefined, helper.accessToken)).json()) as {
      items: Array<{ actor: { email: string }; target: { id: string } }>;
    };
    expect(audit.items).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ email: only.email }),
        target: expect.objectContaining({ id: helper.userId }),
      }),
    ]);
  });
});
