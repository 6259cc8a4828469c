// Every admin route as anonymous (401), a signed-in member (403) and an admin
// (2xx), and every dashboard route as anonymous (401) and a member (2xx). The
// table must list every route the server has under /api/admin and /api/dashboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCashOk } from '../helpers/cash';
import { migratedPglite } from '../helpers/pglite-folders';
import { admin, call, jpegWithGps, person, upload, type Person } from '../helpers/fixtures';
import { openAlert, openReport, requestVerification, storyIn } from '../helpers/moderation';
import { activeStory } from '../helpers/payments';
import { fundedStory, payoutAccount, verifiedOwner, walletFor, withdrawOk } from '../helpers/payouts';
import { startTestServer, type TestServer } from '../helpers/test-server';

type Role = 'anonymous' | 'member' | 'admin';
const roles: Role[] = ['anonymous', 'member', 'admin'];

interface Row {
  method: string;
  /** The route as the server declares it. */
  route: string;
  /** Makes what the call needs (fresh for each role) and calls it. */
  run: (ctx: { server: TestServer; token: string | null; owner: Person }) => Promise<Response>;
  expect: Record<Role, number>;
}

const adminOnly = (status: number) => ({ anonymous: 401, member: 403, admin: status });
const signedIn = (status: number) => ({ anonymous: 401, member: status, admin: status });
const get = (route: string, path = route): Row => ({
  method: 'GET',
  route,
  run: ({ server, token }) => call(server, 'GET', path, undefined, token),
  expect: adminOnly(200),
});

/** A withdrawal waiting for an admin: a verified owner's, from a funded story, to a confirmed account. */
async function waitingWithdrawal(server: TestServer): Promise<string> {
  const owner = await verifiedOwner(server);
  const story = await fundedStory(server, owner, 20_000);
  await payoutAccount(server, owner);
  return (await withdrawOk(server, owner, story.id, 10_000)).id;
}

/** Cash recorded for a story without co-signers: an admin decides on it. */
async function cashWaitingForAdmin(server: TestServer): Promise<string> {
  const owner = await verifiedOwner(server);
  return (await recordCashOk(server, owner, (await activeStory(server, owner)).id, 30_000)).id;
}

/** A word of support waiting for the team to read it. */
async function wordWaiting(server: TestServer): Promise<string> {
  const owner = await verifiedOwner(server);
  const story = await activeStory(server, owner);
  const answer = await call(server, 'POST', `/api/campaigns/${story.id}/words`, { text: 'Stay strong' }, owner.accessToken);
  return ((await answer.json()) as { id: string }).id;
}

/** Saves a payout account for whoever the token is (the provider resolves the holder's name). */
const savePayoutAccount = (server: TestServer, token: string | null) =>
  call(server, 'PUT', '/api/dashboard/payout-account', { method: 'mtn_momo', account_number: walletFor(0) }, token);

const rows: Row[] = [
  get('/api/admin/dashboard'),
  get('/api/admin/stats', '/api/admin/stats?days=7'),
  get('/api/admin/audit'),
  get('/api/admin/campaigns', '/api/admin/campaigns?status=pending'),
  get('/api/admin/campaigns/pending'),
  get('/api/admin/reports', '/api/admin/reports?status=open'),
  get('/api/admin/fraud-alerts', '/api/admin/fraud-alerts?status=open'),
  get('/api/admin/users', '/api/admin/users?verification=pending'),
  get('/api/admin/withdrawals', '/api/admin/withdrawals?status=cosigned'),
  get('/api/admin/cash', '/api/admin/cash?status=pending'),
  get('/api/admin/words', '/api/admin/words?queue=pending'),
  {
    method: 'POST',
    route: '/api/admin/words/:id/decide',
    run: async ({ server, token }) =>
      call(server, 'POST', `/api/admin/words/${await wordWaiting(server)}/decide`, { decision: 'approve' }, token),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/cash/:id/confirm',
    run: async ({ server, token }) =>
      call(server, 'POST', `/api/admin/cash/${await cashWaitingForAdmin(server)}/confirm`, undefined, token),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/cash/:id/refuse',
    run: async ({ server, token }) =>
      call(server, 'POST', `/api/admin/cash/${await cashWaitingForAdmin(server)}/refuse`, { reason: 'Nobody counted this cash' }, token),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/withdrawals/:id/approve',
    run: async ({ server, token }) =>
      call(server, 'POST', `/api/admin/withdrawals/${await waitingWithdrawal(server)}/approve`, undefined, token),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/withdrawals/:id/reject',
    run: async ({ server, token }) =>
      call(server, 'POST', `/api/admin/withdrawals/${await waitingWithdrawal(server)}/reject`, { reason: 'Receipt missing' }, token),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/campaigns/:id/moderate',
    run: async ({ server, token, owner }) =>
      call(server, 'POST', `/api/admin/campaigns/${(await storyIn(server, owner, 'pending')).id}/moderate`, { action: 'approve' }, token),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/campaigns/bulk-moderate',
    run: async ({ server, token, owner }) => {
      const ids = [(await storyIn(server, owner, 'active')).id, (await storyIn(server, owner, 'active')).id];
      return call(
        server,
        'POST',
        '/api/admin/campaigns/bulk-moderate',
        { ids, action: 'pause', reason: 'Checking the hospital quote' },
        token,
      );
    },
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/reports',
    run: async ({ server, token, owner }) =>
      call(
        server,
        'POST',
        '/api/admin/reports',
        { campaign_id: (await storyIn(server, owner, 'active')).id, reason: 'misleading', details: 'Quote looks high' },
        token,
      ),
    expect: adminOnly(201),
  },
  {
    method: 'POST',
    route: '/api/admin/reports/:id/process',
    run: async ({ server, token, owner }) =>
      call(
        server,
        'POST',
        `/api/admin/reports/${await openReport(server, (await storyIn(server, owner, 'active')).id)}/process`,
        { action: 'dismiss', note: 'Checked: genuine' },
        token,
      ),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/fraud-alerts/:id/review',
    run: async ({ server, token, owner }) =>
      call(
        server,
        'POST',
        `/api/admin/fraud-alerts/${await openAlert(server, (await storyIn(server, owner, 'active')).id)}/review`,
        { status: 'reviewed' },
        token,
      ),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/verify',
    run: async ({ server, token }) => {
      const applicant = await person(server, 'applicant');
      await requestVerification(server, applicant);
      return call(server, 'POST', `/api/admin/users/${applicant.userId}/verify`, { status: 'verified' }, token);
    },
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/users/:id/document',
    run: async ({ server, token }) => {
      const applicant = await person(server, 'applicant');
      await requestVerification(server, applicant);
      return call(server, 'GET', `/api/admin/users/${applicant.userId}/document`, undefined, token);
    },
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/role',
    run: async ({ server, token }) =>
      call(server, 'POST', `/api/admin/users/${(await person(server, 'helper')).userId}/role`, { role: 'admin' }, token),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/dashboard/campaigns',
    run: ({ server, token }) => call(server, 'GET', '/api/dashboard/campaigns', undefined, token),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/dashboard/donations',
    run: ({ server, token }) => call(server, 'GET', '/api/dashboard/donations?format=csv', undefined, token),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/dashboard/money',
    run: ({ server, token }) => call(server, 'GET', '/api/dashboard/money', undefined, token),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/dashboard/payout-account',
    run: ({ server, token }) => call(server, 'GET', '/api/dashboard/payout-account', undefined, token),
    expect: signedIn(200),
  },
  {
    method: 'PUT',
    route: '/api/dashboard/payout-account',
    run: ({ server, token }) => savePayoutAccount(server, token),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/dashboard/payout-account/confirm',
    run: async ({ server, token }) => {
      const saved = token ? ((await (await savePayoutAccount(server, token)).json()) as { pending: { id: string } }).pending.id : null;
      return call(server, 'POST', '/api/dashboard/payout-account/confirm', { id: saved ?? crypto.randomUUID() }, token);
    },
    expect: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/dashboard/verification',
    run: ({ server, token }) => call(server, 'GET', '/api/dashboard/verification', undefined, token),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/dashboard/verification',
    run: async ({ server, token }) => {
      const photo = token
        ? ((await (await upload(server, token, await jpegWithGps(600, 400), 'card.jpg', 'id_document')).json()) as { id: string }).id
        : crypto.randomUUID();
      return call(
        server,
        'POST',
        '/api/dashboard/verification',
        { ghana_card_number: 'GHA-123456789-0', document_upload_id: photo },
        token,
      );
    },
    expect: signedIn(201),
  },
];

/** Every method and full path in Fastify's printed route tree. */
function routesOf(tree: string): Array<{ method: string; route: string }> {
  const found: Array<{ method: string; route: string }> = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    prefixes.length = depth;
    prefixes.push(match[2] ?? '');
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) found.push({ method, route: prefixes.join('') });
  }
  return found;
}

describe('admin and dashboard permission matrix', () => {
  let server: TestServer;
  const people = {} as Record<Exclude<Role, 'anonymous'>, Person> & { owner: Person };
  beforeAll(async () => {
    server = await startTestServer(await migratedPglite());
    people.owner = await person(server, 'owner');
    people.member = await person(server, 'member');
    people.admin = await admin(server);
  });
  afterAll(() => server.close());

  it('lists every admin and dashboard route', () => {
    const declared = routesOf(server.app.printRoutes())
      .filter(({ route }) => route.startsWith('/api/admin') || route.startsWith('/api/dashboard'))
      .map(({ method, route }) => `${method} ${route}`)
      .sort();
    expect(declared.length).toBeGreaterThanOrEqual(20);
    expect(rows.map((row) => `${row.method} ${row.route}`).sort()).toEqual(declared);
  });

  it.each(rows.flatMap((row) => roles.map((role) => [`${row.method} ${row.route}`, role, row] as const)))(
    '%s as %s',
    async (_name, role, row) => {
      const token = role === 'anonymous' ? null : people[role].accessToken;
      const response = await row.run({ server, token, owner: people.owner });
      expect(response.status, await response.clone().text()).toBe(row.expect[role]);
    },
  );
});

describe('admin rights follow the users row, request by request', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await migratedPglite());
  });
  afterAll(() => server.close());

  it('lets a member made admin in, and refuses an admin who stopped being one, with the same token', async () => {
    const someone = await person(server, 'promoted');
    const setRole = (role: string) => server.app.db.query('update users set role = $2 where id = $1', [someone.userId, role]);
    const audit = () => call(server, 'GET', '/api/admin/audit', undefined, someone.accessToken);
    expect((await audit()).status).toBe(403);
    await setRole('admin');
    expect((await audit()).status).toBe(200);
    // A story that is not public yet: an admin may see it, a member who is not its owner may not.
    const story = (await storyIn(server, await person(server, 'author'), 'pending')).id;
    expect((await call(server, 'GET', `/api/campaigns/${story}`, undefined, someone.accessToken)).status).toBe(200);
    await setRole('user');
    expect((await audit()).status).toBe(403);
    expect((await call(server, 'GET', `/api/campaigns/${story}`, undefined, someone.accessToken)).status).toBe(404);
  });
});
