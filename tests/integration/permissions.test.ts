// Who may call what: every stories route as anonymous, the owner, another user and an admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPglite } from '../helpers/pglite-folders';
import { admin, call, createStory, jpegWithGps, person, setStatus, storyFields, upload, type Person } from '../helpers/fixtures';
import { startTestServer, type TestServer } from '../helpers/test-server';

type Role = 'anonymous' | 'owner' | 'other' | 'admin';
const roles: Role[] = ['anonymous', 'owner', 'other', 'admin'];

interface Row {
  name: string;
  /** Makes what the call needs (fresh for each role) and returns it. */
  run: (ctx: { token: string | null; owner: Person; server: TestServer }) => Promise<Response>;
  expect: Record<Role, number>;
}

const live = async (server: TestServer, owner: Person) => {
  const story = await createStory(server, owner);
  await setStatus(server, story.id, 'active');
  return story;
};

const rows: Row[] = [
  {
    name: 'GET /api/campaigns',
    run: ({ server, token }) => call(server, 'GET', '/api/campaigns', undefined, token),
    expect: { anonymous: 200, owner: 200, other: 200, admin: 200 },
  },
  {
    name: 'GET /api/campaigns?mine=true',
    run: ({ server, token }) => call(server, 'GET', '/api/campaigns?mine=true', undefined, token),
    expect: { anonymous: 401, owner: 200, other: 200, admin: 200 },
  },
  {
    name: 'GET /api/campaigns?status=pending',
    run: ({ server, token }) => call(server, 'GET', '/api/campaigns?status=pending', undefined, token),
    expect: { anonymous: 401, owner: 403, other: 403, admin: 200 },
  },
  {
    name: 'GET /api/campaigns/:id (live)',
    run: async ({ server, token, owner }) => call(server, 'GET', `/api/campaigns/${(await live(server, owner)).id}`, undefined, token),
    expect: { anonymous: 200, owner: 200, other: 200, admin: 200 },
  },
  {
    name: 'GET /api/campaigns/:id (pending)',
    run: async ({ server, token, owner }) =>
      call(server, 'GET', `/api/campaigns/${(await createStory(server, owner)).id}`, undefined, token),
    expect: { anonymous: 404, owner: 200, other: 404, admin: 200 },
  },
  {
    name: 'POST /api/campaigns',
    run: async ({ server, token, owner }) => {
      const cover = token
        ? ((await (await upload(server, token, await jpegWithGps(400, 300))).json()) as { id: string }).id
        : (await createStory(server, owner)).cover.id;
      return call(server, 'POST', '/api/campaigns', storyFields({ cover_upload_id: cover }), token);
    },
    expect: { anonymous: 401, owner: 201, other: 201, admin: 201 },
  },
  {
    name: 'PUT /api/campaigns/:id (live)',
    run: async ({ server, token, owner }) =>
      call(
        server,
        'PUT',
        `/api/campaigns/${(await live(server, owner)).id}`,
        { summary: 'A new summary of at least twenty characters.' },
        token,
      ),
    expect: { anonymous: 401, owner: 200, other: 403, admin: 403 },
  },
  {
    name: 'PUT /api/campaigns/:id (pending)',
    run: async ({ server, token, owner }) =>
      call(
        server,
        'PUT',
        `/api/campaigns/${(await createStory(server, owner)).id}`,
        { summary: 'A new summary of at least twenty characters.' },
        token,
      ),
    expect: { anonymous: 401, owner: 200, other: 404, admin: 403 },
  },
  {
    name: 'DELETE /api/campaigns/:id',
    run: async ({ server, token, owner }) => call(server, 'DELETE', `/api/campaigns/${(await live(server, owner)).id}`, undefined, token),
    expect: { anonymous: 401, owner: 200, other: 403, admin: 403 },
  },
  {
    name: 'POST /api/campaigns/:id/updates',
    run: async ({ server, token, owner }) =>
      call(server, 'POST', `/api/campaigns/${(await live(server, owner)).id}/updates`, { title: 'News', body: 'The roof is on.' }, token),
    expect: { anonymous: 401, owner: 201, other: 403, admin: 403 },
  },
  {
    name: 'GET /api/campaigns/:id/donations (live)',
    run: async ({ server, token, owner }) =>
      call(server, 'GET', `/api/campaigns/${(await live(server, owner)).id}/donations`, undefined, token),
    expect: { anonymous: 200, owner: 200, other: 200, admin: 200 },
  },
  {
    name: 'GET /api/campaigns/:id/donations (pending)',
    run: async ({ server, token, owner }) =>
      call(server, 'GET', `/api/campaigns/${(await createStory(server, owner)).id}/donations`, undefined, token),
    expect: { anonymous: 404, owner: 200, other: 404, admin: 200 },
  },
  {
    name: 'POST /api/report/fraud',
    run: async ({ server, token, owner }) =>
      call(server, 'POST', '/api/report/fraud', { campaign_id: (await live(server, owner)).id, reason: 'misleading' }, token),
    expect: { anonymous: 201, owner: 201, other: 201, admin: 201 },
  },
  {
    name: 'POST /api/upload',
    run: async ({ server, token }) => upload(server, token, await jpegWithGps(400, 300)),
    expect: { anonymous: 401, owner: 201, other: 201, admin: 201 },
  },
  {
    name: 'GET /api/stats/overview',
    run: ({ server, token }) => call(server, 'GET', '/api/stats/overview', undefined, token),
    expect: { anonymous: 200, owner: 200, other: 200, admin: 200 },
  },
  {
    name: 'GET /api/translations/en',
    run: ({ server, token }) => call(server, 'GET', '/api/translations/en', undefined, token),
    expect: { anonymous: 200, owner: 200, other: 200, admin: 200 },
  },
  {
    name: 'GET /api/auth/me',
    run: ({ server, token }) => call(server, 'GET', '/api/auth/me', undefined, token),
    expect: { anonymous: 401, owner: 200, other: 200, admin: 200 },
  },
];

describe('permission matrix', () => {
  let server: TestServer;
  const people = {} as Record<Exclude<Role, 'anonymous'>, Person>;
  beforeAll(async () => {
    server = await startTestServer(await migratedPglite());
    people.owner = await person(server, 'owner');
    people.other = await person(server, 'other');
    people.admin = await admin(server);
  });
  afterAll(() => server.close());

  it.each(rows.flatMap((row) => roles.map((role) => [row.name, role, row] as const)))('%s as %s', async (_name, role, row) => {
    const token = role === 'anonymous' ? null : people[role].accessToken;
    const response = await row.run({ token, owner: people.owner, server });
    expect(response.status).toBe(row.expect[role]);
  });
});
