// The refusals of bad input the README promises that no other test sends:
// each input is sent as a client would send it, and the answer and the
// database are checked (a clear 4xx naming the field, nothing changed). The
// other promises are sent by the tests of their own area.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { device, mailsTo, signUpAndVerify } from '../helpers/auth';
import { testDatabases } from '../helpers/databases';
import { admin, call, daysFromNow, jpegWithGps, person, storyFields, upload, type Person } from '../helpers/fixtures';
import { storyIn } from '../helpers/moderation';
import { activeStory, demoSecret, mobileMoney, postWebhook, sign, startDonation, totals } from '../helpers/payments';
import {
  adminDecides,
  ageAccounts,
  fundedStory,
  payoutAccount,
  playDemoTransfer,
  verifiedOwner,
  withdraw,
  withdrawalRow,
  withdrawOk,
} from '../helpers/payouts';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe('settings out of their documented range stop the server, naming the variable', () => {
  it.each([
    [{ PENDING_DONATION_TTL_HOURS: '0' }, 'PENDING_DONATION_TTL_HOURS'],
    [{ PENDING_DONATION_TTL_HOURS: '721' }, 'PENDING_DONATION_TTL_HOURS'],
    [{ PENDING_DONATION_TTL_HOURS: 'a day' }, 'PENDING_DONATION_TTL_HOURS'],
    [{ RESPONSE_CACHE_SECONDS: '-1' }, 'RESPONSE_CACHE_SECONDS'],
    [{ RESPONSE_CACHE_SECONDS: '3601' }, 'RESPONSE_CACHE_SECONDS'],
    [{ JOB_WORKERS: '65' }, 'JOB_WORKERS'],
    [{ JOB_WORKERS: 'all' }, 'JOB_WORKERS'],
    [{ MAGIC_LINK_TTL_MINUTES: '1441' }, 'MAGIC_LINK_TTL_MINUTES'],
  ])('%j', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid configuration: ${variable} `));
  });
});

describe.each(testDatabases())('bad input the README promises to refuse, on $kind', ({ create }) => {
  let server: TestServer;
  let owner: Person;
  let other: Person;
  beforeAll(async () => {
    server = await startTestServer(await create());
    owner = await person(server, 'owner');
    other = await person(server, 'other');
  });
  afterAll(() => server.close());

  const refusedNaming = async (response: Response, field: string, status = 400) => {
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ message: expect.any(String), field });
  };

  describe('signed webhooks', () => {
    const webhook = (body: string) => postWebhook(server, body, sign(body, demoSecret(server)));

    it('refuse a charge whose amount is text, even text that spells whole pesewas ("1000"), and change nothing', async () => {
      const story = await activeStory(server, owner);
      const started = await startDonation(server, mobileMoney(story.id, { amount: 1_000 }));
      const body = JSON.stringify({
        event: 'charge.success',
        data: { status: 'success', reference: started.reference, amount: '1000', currency: 'GHS', paid_at: new Date().toISOString() },
      });
      const response = await webhook(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ field: 'amount', message: expect.stringContaining('"1000"') });
      expect(await totals(server, story.id)).toEqual({ raised: 0, donor_count: 0 });
      const [row] = await server.app.db.query<{ status: string }>('select status from donations where reference = $1', [started.reference]);
      expect(row?.status).toBe('pending');
    });

    it('refuse a refund whose amount is text, and leave the gift counted', async () => {
      const story = await activeStory(server, owner);
      const started = await startDonation(server, mobileMoney(story.id, { amount: 1_000 }));
      const paid = JSON.stringify({
        event: 'charge.success',
        data: { status: 'success', reference: started.reference, amount: 1_000, currency: 'GHS', paid_at: new Date().toISOString() },
      });
      expect((await webhook(paid)).status).toBe(200);
      const refund = JSON.stringify({
        event: 'refund.processed',
        data: { status: 'processed', transaction_reference: started.reference, amount: '1000', currency: 'GHS' },
      });
      await refusedNaming(await webhook(refund), 'amount');
      expect(await totals(server, story.id)).toEqual({ raised: 1_000, donor_count: 1 });
    });
  });

  describe('stories', () => {
    let coverId: string;
    beforeAll(async () => {
      coverId = ((await (await upload(server, owner.accessToken, await jpegWithGps(640, 480))).json()) as { id: string }).id;
    });
    const create = (change: Record<string, unknown>) =>
      call(server, 'POST', '/api/campaigns', storyFields({ cover_upload_id: coverId, ...change }), owner.accessToken);
    const storiesOf = async (who: Person) =>
      (await server.app.db.query<{ n: number }>('select count(*)::int as n from campaigns where owner_id = $1', [who.userId]))[0]?.n;

    it.each([
      ['a summary under 20 characters', { summary: 'Water for the pupil' }, 'summary'],
      ['a summary over 200 characters', { summary: 'x'.repeat(201) }, 'summary'],
      ['a beneficiary of one character', { beneficiary: 'Z' }, 'beneficiary'],
      ['a beneficiary over 120 characters', { beneficiary: 'x'.repeat(121) }, 'beneficiary'],
      ['a story sent for review without a cover', { cover_upload_id: undefined }, 'cover_upload_id'],
    ])('refuse %s with a 400 naming the field, and store nothing', async (_name, change, field) => {
      const before = await storiesOf(owner);
      await refusedNaming(await create(change), field);
      expect(await storiesOf(owner)).toBe(before);
    });

    it('refuse moving a live story’s closing date into the past', async () => {
      const story = await activeStory(server, owner);
      const [before] = await server.app.db.query<{ deadline: string }>(
        "select to_char(deadline, 'YYYY-MM-DD') as deadline from campaigns where id = $1",
        [story.id],
      );
      const moved = await call(server, 'PUT', `/api/campaigns/${story.id}`, { deadline: daysFromNow(-1) }, owner.accessToken);
      await refusedNaming(moved, 'deadline');
      const [after] = await server.app.db.query<{ deadline: string }>(
        "select to_char(deadline, 'YYYY-MM-DD') as deadline from campaigns where id = $1",
        [story.id],
      );
      expect(after).toEqual(before);
    });

    it.each([
      ['a title under 3 characters', { title: 'Go', body: 'The rig arrives on Monday morning.' }, 'title'],
      ['a title over 120 characters', { title: 'x'.repeat(121), body: 'The rig arrives on Monday morning.' }, 'title'],
      ['a text under 10 characters', { title: 'Drilling starts', body: 'Monday.' }, 'body'],
      ['a text over 5,000 characters', { title: 'Drilling starts', body: 'x'.repeat(5_001) }, 'body'],
    ])('refuse an update with %s, and store nothing', async (_name, body, field) => {
      const story = await activeStory(server, owner);
      await refusedNaming(await call(server, 'POST', `/api/campaigns/${story.id}/updates`, body, owner.accessToken), field);
      expect(await server.app.db.query('select 1 from campaign_updates where campaign_id = $1', [story.id])).toEqual([]);
    });
  });

  it('holds a person to ten reports an hour, whatever the stories', async () => {
    const reporter = await person(server, 'reporter');
    const stories = [];
    for (let i = 0; i < 11; i++) stories.push(await storyIn(server, owner, 'active'));
    const report = (id: string) => call(server, 'POST', '/api/report/fraud', { campaign_id: id, reason: 'other' }, reporter.accessToken);
    for (const story of stories.slice(0, 10)) expect((await report(story.id)).status).toBe(201);
    const eleventh = await report(stories[10]!.id);
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toMatch(/^\d+$/);
    const [count] = await server.app.db.query<{ n: number }>('select count(*)::int as n from reports where reporter_id = $1', [
      reporter.userId,
    ]);
    expect(count?.n).toBe(10);
  });

  it('holds one address to 60 donations started an hour', async () => {
    const story = await activeStory(server, owner);
    await server.app.db.query('delete from rate_limit_hits');
    for (let i = 0; i < 60; i++) expect((await call(server, 'POST', '/api/donations', mobileMoney(story.id))).status, String(i)).toBe(201);
    const refused = await call(server, 'POST', '/api/donations', mobileMoney(story.id));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const [count] = await server.app.db.query<{ n: number }>('select count(*)::int as n from donations where campaign_id = $1', [story.id]);
    expect(count?.n).toBe(60);
  });

  it('refuses a moderation reason under 3 characters once trimmed, and changes nothing', async () => {
    const boss = await admin(server);
    const story = await storyIn(server, owner, 'pending');
    const rejected = await call(
      server,
      'POST',
      `/api/admin/campaigns/${story.id}/moderate`,
      { action: 'reject', reason: '  no  ' },
      boss.accessToken,
    );
    await refusedNaming(rejected, 'reason');
    const [row] = await server.app.db.query<{ status: string }>('select status from campaigns where id = $1', [story.id]);
    expect(row?.status).toBe('pending');
    expect(await server.app.db.query('select 1 from moderation_log where target_id = $1', [story.id])).toEqual([]);
  });

  it('refuses a withdrawal purpose over 500 characters', async () => {
    const payee = await verifiedOwner(server, 'Akosua Boateng', 'payee');
    const story = await fundedStory(server, payee, 20_000);
    await payoutAccount(server, payee);
    await ageAccounts(server, payee);
    await refusedNaming(await withdraw(server, payee, story.id, { amount: 5_000, purpose: 'x'.repeat(501) }), 'purpose');
    expect(await server.app.db.query('select 1 from withdrawals where campaign_id = $1', [story.id])).toEqual([]);
  });

  it('takes a receipt only on a paid withdrawal, and only a story photo of the owner’s own', async () => {
    const boss = await admin(server);
    const payee = await verifiedOwner(server, 'Kwabena Asante', 'receipts');
    const story = await fundedStory(server, payee, 40_000);
    await payoutAccount(server, payee);
    await ageAccounts(server, payee);
    const w = await withdrawOk(server, payee, story.id, 10_000, 'Medicine from the district pharmacy');
    const photo = async (who: Person, type?: string) =>
      ((await (await upload(server, who.accessToken, await jpegWithGps(640, 480), 'receipt.jpg', type)).json()) as { id: string }).id;
    const mine = await photo(payee);
    const attach = (uploadId: string) =>
      call(server, 'POST', `/api/withdrawals/${w.id}/receipt`, { upload_id: uploadId }, payee.accessToken);

    expect((await attach(mine)).status).toBe(409);
    expect((await adminDecides(server, boss, w.id, 'approve')).status).toBe(200);
    const reference = (await withdrawalRow(server, w.id))?.reference ?? '';
    expect((await playDemoTransfer(server, reference, 'success')).status).toBe(303);
    await server.app.demoPayments!.settled();
    expect((await withdrawalRow(server, w.id))?.status).toBe('paid');

    await refusedNaming(await attach(await photo(other)), 'upload_id');
    await refusedNaming(await attach(await photo(payee, 'avatar')), 'upload_id');
    await refusedNaming(await attach(randomUUID()), 'upload_id');
    const receipt = async () =>
      (
        await server.app.db.query<{ receipt_upload_id: string | null }>('select receipt_upload_id from withdrawals where id = $1', [w.id])
      )[0]?.receipt_upload_id;
    expect(await receipt()).toBeNull();
    expect((await attach(mine)).status).toBe(200);
    expect(await receipt()).toBe(mine);
  });

  it('sends one address at most five links an hour, even a minute apart', async () => {
    const email = `hourly.${randomUUID().slice(0, 8)}@example.com`;
    const client = device(server);
    for (let i = 0; i < 5; i++) {
      expect((await client.auth.signInWithOtp({ email })).error, String(i)).toBeNull();
      // A minute passes before the next ask: the per-minute limit never decides here.
      await server.app.db.query("update rate_limit_hits set at = at - interval '61 seconds' where key = $1", [
        `link:email:${email}:minute`,
      ]);
    }
    const sixth = await client.auth.signInWithOtp({ email });
    expect(sixth.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(await mailsTo(server, email)).toHaveLength(5);
  });

  it('answers linking another identity with supabase-js as not offered (manual_linking_disabled)', async () => {
    const session = await signUpAndVerify(server);
    const client = device(server);
    await client.auth.setSession({ access_token: session.accessToken, refresh_token: session.refreshToken });
    const { error } = await client.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } });
    expect(error).toMatchObject({ code: 'manual_linking_disabled' });
    const { data } = await client.auth.getUserIdentities();
    expect(data?.identities.map((identity) => identity.provider)).toEqual(['email']);
  });
});
