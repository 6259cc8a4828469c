// Notices over real HTTP on both databases: e-mail through the dev mailbox, SMS through Africa's Talking's API and
// Web Push through a push service, each a local server (the push service checks the VAPID signature and decrypts
// with the subscription's own keys). Choices are honoured per kind and channel; every e-mail and text carries a
// one-step way out; a 410 forgets the browser; nothing is sent twice.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestMail, mailsTo } from '../helpers/auth';
import { testDatabases } from '../helpers/databases';
import { startFakeAfricasTalking, type FakeAfricasTalking } from '../helpers/fake-africastalking';
import { startFakePushService, type FakePushService, type FakeSubscription } from '../helpers/fake-push-service';
import { admin, call, person, type Person } from '../helpers/fixtures';
import { storyIn } from '../helpers/moderation';
import { freshNumber } from '../helpers/phone-accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';

describe.each(testDatabases())('notices on $kind', ({ create }) => {
  let server: TestServer;
  let gateway: FakeAfricasTalking;
  let pushService: FakePushService;
  let boss: Person;
  let vapidKey = '';

  beforeAll(async () => {
    gateway = await startFakeAfricasTalking('nnoboa', 'atsk_notices');
    pushService = await startFakePushService();
    server = await startTestServer(await create(), {
      AFRICASTALKING_USERNAME: 'nnoboa',
      AFRICASTALKING_API_KEY: 'atsk_notices',
      AFRICASTALKING_BASE_URL: gateway.url,
      WEB_PUSH: 'send',
      VAPID_SUBJECT: 'mailto:team@nnoboa.example',
    });
    boss = await admin(server);
    vapidKey = ((await (await call(server, 'GET', '/api/notices/push-key')).json()) as { key: string }).key;
  });
  afterAll(async () => {
    await server?.close();
    await gateway?.close();
    await pushService?.close();
  });
  beforeEach(async () => {
    await server.app.db.query('delete from rate_limit_hits');
  });

  const drain = () => server.app.notices.service.drain();

  /** Someone with an address, a number and notices on one phone. */
  async function reachable(label: string, lang = 'en'): Promise<Person & { phone: string; browser: FakeSubscription }> {
    const someone = await person(server, label);
    const phone = freshNumber();
    await server.app.db.query('update users set phone = $2, lang = $3 where id = $1', [someone.userId, phone, lang]);
    const browser = pushService.subscribe(vapidKey);
    const saved = await call(server, 'POST', '/api/notices/subscriptions', browser.json, someone.accessToken);
    expect(saved.status).toBe(201);
    return { ...someone, phone, browser };
  }

  const choose = (who: Person, choices: Array<{ kind: string; channel: string; enabled: boolean }>) =>
    call(server, 'PUT', '/api/notices/preferences', { choices }, who.accessToken);

  it('answers the VAPID public key, base64url, kept in the data folder across restarts', async () => {
    expect(vapidKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(vapidKey, 'base64url')[0]).toBe(4);
    const again = await startTestServer(await create(), { DATA_DIR: server.config.dataDir, WEB_PUSH: 'send' });
    try {
      expect(await (await call(again, 'GET', '/api/notices/push-key')).json()).toEqual({ key: vapidKey });
    } finally {
      await again.app.close();
    }
  });

  it('takes a subscription only from someone signed in, and only in the shape a browser gives it', async () => {
    const browser = pushService.subscribe(vapidKey);
    expect((await call(server, 'POST', '/api/notices/subscriptions', browser.json)).status).toBe(401);
    const someone = await person(server, 'subscriber');
    for (const bad of [
      { endpoint: 'ftp://x/y', keys: browser.json.keys },
      { endpoint: browser.json.endpoint },
      { ...browser.json, keys: { p256dh: 'short', auth: 'x' } },
    ]) {
      const refused = await call(server, 'POST', '/api/notices/subscriptions', bad, someone.accessToken);
      expect(refused.status).toBe(400);
    }
    expect(await server.app.db.query('select 1 from push_subscriptions where user_id = $1', [someone.userId])).toHaveLength(0);
    expect((await call(server, 'POST', '/api/notices/subscriptions', browser.json, someone.accessToken)).status).toBe(201);
    // The same browser again changes nothing.
    expect((await call(server, 'POST', '/api/notices/subscriptions', browser.json, someone.accessToken)).status).toBe(201);
    const prefs = (await (await call(server, 'GET', '/api/notices/preferences', undefined, someone.accessToken)).json()) as {
      reach: { email: boolean; sms: boolean; push: number };
      choices: Array<{ kind: string; channel: string; enabled: boolean }>;
    };
    expect(prefs.reach).toEqual({ email: true, sms: false, push: 1 });
    expect(prefs.choices).toContainEqual({ kind: 'gifts', channel: 'sms', enabled: false });
    expect(prefs.choices).toContainEqual({ kind: 'vote_needed', channel: 'push', enabled: true });
  });

  it('sends a test notice on every channel the person turned on: e-mail, SMS and an encrypted, signed push', async () => {
    const ama = await reachable('testnotice');
    const sent = await call(server, 'POST', '/api/notices/test', undefined, ama.accessToken);
    expect(await sent.json()).toEqual({ channels: ['email', 'sms', 'push'] });
    await drain();
    expect((await latestMail(server, ama.email)).subject).toBe('A test notice from Nnoboa');
    const [text] = await gateway.waitFor(1, 20_000, ama.phone);
    expect(text!.message).toContain('test notice');
    const [push] = await pushService.waitFor(1, 20_000, ama.browser.id);
    expect(push!.payload).toMatchObject({ title: 'Notices reach this phone', url: '/dashboard#notices', kind: 'test' });
    expect(push!.claims).toMatchObject({ aud: pushService.url, sub: 'mailto:team@nnoboa.example' });
    expect(push!.ttl).toBeGreaterThan(0);
    expect(pushService.refusals).toEqual([]);

    // With SMS turned off for every kind, the next test notice leaves out SMS.
    const off = ['gifts', 'vote_needed', 'withdrawal', 'story_status'].map((kind) => ({ kind, channel: 'sms', enabled: false }));
    expect((await choose(ama, off)).status).toBe(200);
    expect(await (await call(server, 'POST', '/api/notices/test', undefined, ama.accessToken)).json()).toEqual({
      channels: ['email', 'push'],
    });
  });

  it('honours each kind’s channels: a story approved, then paused, reaches only the channels chosen', async () => {
    const owner = await reachable('choices');
    const story = await storyIn(server, owner, 'pending', { title: 'Desks for the Techiman school' });
    expect((await choose(owner, [{ kind: 'story_status', channel: 'email', enabled: false }])).status).toBe(200);
    expect((await call(server, 'POST', `/api/admin/campaigns/${story.id}/moderate`, { action: 'approve' }, boss.accessToken)).status).toBe(
      200,
    );
    await drain();
    const [push] = await pushService.waitFor(1, 20_000, owner.browser.id);
    expect(push!.payload).toMatchObject({ title: 'Your story is live', url: `/campaigns/${story.slug}`, kind: 'story_status' });
    const [text] = await gateway.waitFor(1, 20_000, owner.phone);
    // One text of 160 characters: the title gives way to the links when they would not fit.
    expect(text!.message).toMatch(/^Nnoboa: your story "Desks for the (Techiman school|[\w ]+\.\.\.)" was approved/);
    expect(text!.message.length).toBeLessThanOrEqual(160);
    expect((await mailsTo(server, owner.email)).filter((mail) => mail.subject.startsWith('Your story'))).toEqual([]);

    await choose(owner, [
      { kind: 'story_status', channel: 'email', enabled: true },
      { kind: 'story_status', channel: 'sms', enabled: false },
      { kind: 'story_status', channel: 'push', enabled: false },
    ]);
    const paused = await call(
      server,
      'POST',
      `/api/admin/campaigns/${story.id}/moderate`,
      { action: 'pause', reason: 'Checking the invoice' },
      boss.accessToken,
    );
    expect(paused.status).toBe(200);
    await drain();
    expect((await latestMail(server, owner.email)).subject).toMatch(/^Your story is paused/);
    expect(gateway.received.filter((sms) => sms.to === owner.phone)).toHaveLength(1);
    expect(pushService.received.filter((p) => p.subscriptionId === owner.browser.id)).toHaveLength(1);
  });

  it('puts a one-step way out in every e-mail and text: the link stops that kind on that channel', async () => {
    const owner = await reachable('stoplinks');
    const story = await storyIn(server, owner, 'pending', { title: 'A new roof for the Bawku clinic and its maternity ward' });
    await call(server, 'POST', `/api/admin/campaigns/${story.id}/moderate`, { action: 'approve' }, boss.accessToken);
    await drain();
    const mail = await latestMail(server, owner.email);
    const mailStop = mail.links.find((link) => link.includes('/n/'));
    expect(mailStop).toMatch(new RegExp(`^${server.url}/n/[A-Za-z0-9_-]{16}$`));
    const [text] = await gateway.waitFor(1, 20_000, owner.phone);
    const textStop = /https?:\/\/\S+\/n\/[A-Za-z0-9_-]{16}/.exec(text!.message)?.[0];
    expect(textStop).toBeTruthy();
    expect(text!.message.length).toBeLessThanOrEqual(160);
    expect(textStop).not.toBe(mailStop);

    // Opening the link asks (a mail scanner changes nothing); one tap stops.
    const page = await fetch(mailStop!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Stop your stories approved or paused by e-mail?');
    expect(await server.app.db.query('select 1 from notice_preferences where user_id = $1', [owner.userId])).toHaveLength(0);
    const stopped = await fetch(mailStop!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.status).toBe(200);
    expect(await fetch(textStop!, { method: 'POST' }).then((r) => r.status)).toBe(200);
    const prefs = (await (await call(server, 'GET', '/api/notices/preferences', undefined, owner.accessToken)).json()) as {
      choices: Array<{ kind: string; channel: string; enabled: boolean }>;
    };
    expect(prefs.choices.filter((c) => c.kind === 'story_status')).toEqual([
      { kind: 'story_status', channel: 'email', enabled: false },
      { kind: 'story_status', channel: 'sms', enabled: false },
      { kind: 'story_status', channel: 'push', enabled: true },
    ]);
    expect((await fetch(`${server.url}/n/AAAAAAAAAAAAAAAA`)).status).toBe(404);
  });

  it('forgets a browser whose push service answers 410 Gone', async () => {
    const owner = await reachable('gone');
    pushService.statusFor.set(owner.browser.id, 410);
    await call(server, 'POST', '/api/notices/test', undefined, owner.accessToken);
    await drain();
    expect(await server.app.db.query('select 1 from push_subscriptions where user_id = $1', [owner.userId])).toHaveLength(0);
    expect(await (await call(server, 'POST', '/api/notices/test', undefined, owner.accessToken)).json()).toEqual({
      channels: ['email', 'sms'],
    });
  });

  it('gathers gifts: the first after a quiet hour at once, the rest of the hour in one notice', async () => {
    const owner = await reachable('gifts');
    const story = await storyIn(server, owner, 'active', { title: 'Water for Zuarungu' });
    const gift = (name: string, amount: number) =>
      server.app.db.transaction((tx) =>
        server.app.notices.service.notify(tx, {
          kind: 'gifts',
          userId: owner.userId,
          key: `gift:test:${name}`,
          facts: {
            donationId: crypto.randomUUID(),
            reference: `ref-${name}`,
            amount,
            method: 'mtn_momo',
            paidAt: new Date().toISOString(),
            donorName: name,
            anonymous: false,
            hideAmount: false,
            message: null,
            storyDonors: 1,
            testMode: true,
            title: 'Water for Zuarungu',
            slug: story.slug,
          },
        }),
      );
    for (const [i, name] of ['Kofi', 'Esi', 'Yaw', 'Akua'].entries()) await gift(name, 1_000 * (i + 1));
    server.app.notices.service.nudge();
    await drain();
    const first = await pushService.waitFor(1, 20_000, owner.browser.id);
    expect(first).toHaveLength(1);
    expect(first[0]!.payload).toMatchObject({ title: 'New gift to “Water for Zuarungu”', body: 'Kofi gave GHS 10.' });
    // The hour ends (its job was due then): one notice for the other three.
    await server.app.db.query(`update jobs set run_at = now() where kind = 'notice.gather_gifts'`);
    server.app.notices.service.nudge();
    await drain();
    const all = await pushService.waitFor(2, 20_000, owner.browser.id);
    expect(all).toHaveLength(2);
    expect(all[1]!.payload).toMatchObject({
      title: '3 more gifts to your stories',
      body: 'GHS 90 in the last hour: “Water for Zuarungu”.',
    });
    expect((await latestMail(server, owner.email)).subject).toBe('3 more gifts to your stories');
    // Gifts are not texted unless chosen.
    expect(gateway.received.filter((sms) => sms.to === owner.phone)).toEqual([]);
  });

  it('tells the owner of a real gift, in their language', async () => {
    const owner = await reachable('francais', 'fr');
    const story = await storyIn(server, owner, 'active', { title: 'Une école à Ho' });
    const started = await call(server, 'POST', '/api/donations', {
      campaign: story.slug,
      amount: 5_000,
      method: 'mtn_momo',
      phone: '024 123 4567',
      donor_name: 'Adjoa',
    });
    expect(started.status).toBe(201);
    const { reference } = (await started.json()) as { reference: string };
    await fetch(`${server.url}/pay/demo/${reference}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=approve',
      redirect: 'manual',
    });
    await server.app.demoPayments!.settled();
    await drain();
    const [push] = await pushService.waitFor(1, 20_000, owner.browser.id);
    expect(push!.payload).toMatchObject({ title: 'Nouveau don pour « Une école à Ho »', body: 'Adjoa a donné 50 GHS.', kind: 'gifts' });
  });

  it('sends each delivery once: a job run again sends nothing, and one cut off mid-send is not sent again', async () => {
    const owner = await reachable('once');
    await call(server, 'POST', '/api/notices/test', undefined, owner.accessToken);
    await drain();
    await pushService.waitFor(1, 20_000, owner.browser.id);
    const deliveries = await server.app.db.query<{ id: string; channel: string; status: string }>(
      `select d.id, d.channel, d.status from notice_deliveries d join notices n on n.id = d.notice_id where n.user_id = $1`,
      [owner.userId],
    );
    expect(deliveries.map((d) => d.status)).toEqual(['sent', 'sent', 'sent']);
    const again = async () => {
      await server.app.db.transaction((tx) =>
        server.app.jobs.enqueueEach(
          tx,
          'notice.deliver',
          deliveries.map((d) => ({ deliveryId: d.id })),
        ),
      );
      server.app.jobs.nudge();
      await drain();
    };
    await again();
    expect(pushService.received.filter((p) => p.subscriptionId === owner.browser.id)).toHaveLength(1);
    expect(gateway.received.filter((sms) => sms.to === owner.phone)).toHaveLength(1);

    // A server died while the push service had it: the next run marks it unconfirmed and sends nothing.
    await server.app.db.query(`update notice_deliveries set status = 'sending' where id = $1`, [
      deliveries.find((d) => d.channel === 'push')!.id,
    ]);
    await again();
    const [push] = await server.app.db.query<{ status: string }>('select status from notice_deliveries where id = $1', [
      deliveries.find((d) => d.channel === 'push')!.id,
    ]);
    expect(push!.status).toBe('unconfirmed');
    expect(pushService.received.filter((p) => p.subscriptionId === owner.browser.id)).toHaveLength(1);
  });

  it('pushes a story’s news to a phone that asked on the thank-you page, signed in or not; a browser turns itself off', async () => {
    const owner = await person(server, 'newsowner');
    const story = await storyIn(server, owner, 'active', { title: 'Books for Tamale' });
    const donorPhone = pushService.subscribe(vapidKey);
    const followed = await call(server, 'POST', `/api/notices/stories/${story.id}/follow`, donorPhone.json);
    expect(followed.status).toBe(201);
    expect((await call(server, 'POST', `/api/notices/stories/${crypto.randomUUID()}/follow`, donorPhone.json)).status).toBe(404);
    const posted = await call(
      server,
      'POST',
      `/api/campaigns/${story.id}/updates`,
      { title: 'The books arrived', body: 'Two hundred books reached the school library this morning, thanks to you all.' },
      owner.accessToken,
    );
    expect(posted.status).toBe(201);
    await drain();
    const [news] = await pushService.waitFor(1, 20_000, donorPhone.id);
    expect(news!.payload).toMatchObject({
      title: 'News of “Books for Tamale”',
      body: 'The books arrived',
      url: `/campaigns/${story.slug}#updates-title`,
    });

    // Following a story does not turn on anyone's own notices on that phone: for whoever signs in there, they are off.
    const mine = (who: Person) =>
      call(server, 'POST', '/api/notices/subscriptions/mine', { endpoint: donorPhone.json.endpoint }, who.accessToken);
    expect((await call(server, 'POST', '/api/notices/subscriptions/mine', { endpoint: donorPhone.json.endpoint })).status).toBe(401);
    expect((await call(server, 'POST', '/api/notices/subscriptions/mine', { endpoint: 'x' }, owner.accessToken)).status).toBe(400);
    expect(await (await mine(owner)).json()).toEqual({ mine: false });
    expect((await call(server, 'POST', '/api/notices/subscriptions', donorPhone.json, owner.accessToken)).status).toBe(201);
    expect(await (await mine(owner)).json()).toEqual({ mine: true });

    const off = await call(server, 'DELETE', '/api/notices/subscriptions', { endpoint: donorPhone.json.endpoint });
    expect(await off.json()).toEqual({ removed: true });
    expect(await server.app.db.query('select 1 from push_story_follows where campaign_id = $1', [story.id])).toHaveLength(0);
  });
});

describe('notices in development', () => {
  it('keeps pushes in the dev push outbox unless WEB_PUSH=send', async () => {
    const [factory] = testDatabases();
    const server = await startTestServer(await factory!.create());
    try {
      const pushService = await startFakePushService();
      const key = ((await (await call(server, 'GET', '/api/notices/push-key')).json()) as { key: string }).key;
      const someone = await person(server, 'devpush');
      const browser = pushService.subscribe(key);
      await call(server, 'POST', '/api/notices/subscriptions', browser.json, someone.accessToken);
      await call(server, 'POST', '/api/notices/test', undefined, someone.accessToken);
      await server.app.notices.service.drain();
      const kept = (await (await fetch(`${server.url}/dev/push/messages`)).json()) as Array<{
        endpoint: string;
        payload: { title: string };
      }>;
      expect(kept).toEqual([
        expect.objectContaining({
          endpoint: browser.json.endpoint,
          payload: expect.objectContaining({ title: 'Notices reach this phone' }),
        }),
      ]);
      expect(pushService.received).toEqual([]);
      expect((await fetch(`${server.url}/dev/push`)).status).toBe(200);
      await pushService.close();
    } finally {
      await server.close();
    }
  });
});
