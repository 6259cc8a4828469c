// Notices on the phone in Chromium at 390x844: the service worker's push and notificationclick handlers, fed push
// messages through DevTools (ServiceWorker.deliverPushMessage, as the browser's push service would deliver them);
// the dashboard's Notices section; the thank-you page's "Send me its news".
//
// The browser's own push service (Google's, for Chromium) cannot be reached here, so `pushManager.subscribe` is
// stood in by an init script that answers a subscription with real P-256 keys; the server keeps what it would push in
// the dev push outbox (WEB_PUSH is not `send` in development), and the test delivers that payload to the worker.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchPersistent, seriousA11yViolations, watchConsole, workerInCharge } from '../helpers/browser';
import { signUpAndVerify } from '../helpers/auth';
import { call, createStory, person, setStatus } from '../helpers/fixtures';
import type { TestServer } from '../helpers/test-server';
import { startAppServer, openSignInLink } from './app-server';
import { expectCleanScreen, signIn } from './phone-screen';

let server: TestServer;
let context: BrowserContext;
let profile = '';

/** A push subscription the page can make without Google's push service: real keys, an endpoint of its own, kept as a browser keeps it. */
const standInSubscribe = () => {
  const b64 = (bytes: ArrayBuffer | Uint8Array) =>
    btoa(String.fromCharCode(...new Uint8Array(bytes)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const kept = 'stand-in-push-subscription';
  const asSubscription = (json: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
    ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ ...json, expirationTime: null }),
      unsubscribe: async () => {
        localStorage.removeItem(kept);
        return true;
      },
    }) as unknown as PushSubscription;
  PushManager.prototype.getSubscription = async () => {
    const json = localStorage.getItem(kept);
    return json ? asSubscription(JSON.parse(json) as { endpoint: string; keys: { p256dh: string; auth: string } }) : null;
  };
  PushManager.prototype.subscribe = async () => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const json = {
      endpoint: `https://push.example.org/send/${crypto.randomUUID()}`,
      keys: { p256dh: b64(await crypto.subtle.exportKey('raw', pair.publicKey)), auth: b64(crypto.getRandomValues(new Uint8Array(16))) },
    };
    localStorage.setItem(kept, JSON.stringify(json));
    return asSubscription(json);
  };
};

beforeAll(async () => {
  server = await startAppServer();
  profile = await mkdtemp(path.join(tmpdir(), 'nnoboa-notices-'));
  context = await launchPersistent(profile);
  await context.grantPermissions(['notifications'], { origin: server.url });
  await context.addInitScript(standInSubscribe);
});
afterAll(async () => {
  await context?.close();
  await server?.close();
  await rm(profile, { recursive: true, force: true });
});

/** The pages a test opened: closed after it, so a tapped notice finds that test's window of the app and no other. */
const opened: Page[] = [];
afterEach(async () => {
  for (const page of opened.splice(0)) await page.close();
});

async function phone(): Promise<Page> {
  const page = await context.newPage();
  opened.push(page);
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

/** The worker in charge of `page`, and DevTools' handle on it. */
async function workerOf(page: Page): Promise<PushTarget> {
  await workerInCharge(page);
  // A worker takes charge of the page while it is still activating; a push is the active worker's to handle.
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated', undefined, { polling: 100 });
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL.startsWith(server.url) && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await found };
}

type PushTarget = { cdp: CDPSession; registrationId: string };

const deliver = (worker: PushTarget, data: string) =>
  worker.cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId: worker.registrationId, data });

type Shown = { title: string; body: string; tag: string; data: unknown };

/** The notifications the worker shows now. */
const shown = (page: Page): Promise<Shown[]> =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
    })),
  );

/**
 * Delivers a push and waits until the worker shows what `seen` looks for, then gives what it shows. DevTools answers
 * before the push is dispatched and drops any failure to dispatch it (a worker that could not start in time, say), so
 * one not shown after a while is delivered again, three times at most; a notice with the same tag replaces the one
 * before it, so a second delivery never shows two. When none shows, the failure says what the phone had: its
 * permission, its workers, its notices.
 */
async function deliverUntilShown(page: Page, worker: PushTarget, data: string, seen: (notices: Shown[]) => boolean): Promise<Shown[]> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    await deliver(worker, data);
    try {
      await expect.poll(async () => seen(await shown(page)), { timeout: 20_000, interval: 100 }).toBe(true);
      return await shown(page);
    } catch {
      // Not shown yet: delivered again.
    }
  }
  const phone = await page.evaluate(async () => ({
    permission: Notification.permission,
    workers: (await navigator.serviceWorker.getRegistrations()).map((r) => `${r.scope} ${r.active?.state ?? 'none'}`),
  }));
  throw new Error(`Never shown: ${data}\nThe phone had: ${JSON.stringify({ ...phone, shown: await shown(page) })}`);
}

/** Delivers a push and waits until the worker shows a notice titled as the push says; gives that notice. */
async function deliverShown(page: Page, worker: PushTarget, data: string): Promise<Shown | undefined> {
  const { title } = JSON.parse(data) as { title: string };
  return (await deliverUntilShown(page, worker, data, (notices) => notices.some((n) => n.title === title))).find((n) => n.title === title);
}

/** Taps the shown notification with this tag, as the phone's notification tray would: a notificationclick in the worker. */
async function tapOn(tag: string) {
  const [sw] = context.serviceWorkers().filter((w) => w.url().startsWith(server.url));
  await sw!.evaluate(async (wanted) => {
    // In the worker's own scope (its types are not this file's).
    const scope = self as unknown as {
      registration: { getNotifications(filter: { tag: string }): Promise<unknown[]> };
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
    };
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`no notification tagged ${wanted}`);
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  }, tag);
}

describe('notices in the service worker', () => {
  it('shows each push, refuses what is not ours, and a tap opens its screen', async () => {
    const page = await phone();
    await page.goto(`${server.url}/`);
    const worker = await workerOf(page);

    const vote = { title: 'Your vote is needed', url: '/how-it-works', tag: 'vote:1', kind: 'vote_needed' };
    expect(await deliverShown(page, worker, JSON.stringify({ ...vote, body: 'GHS 200 from “Books for Ho”: shelves' }))).toEqual({
      title: 'Your vote is needed',
      body: 'GHS 200 from “Books for Ho”: shelves',
      tag: 'vote:1',
      data: { url: '/how-it-works', kind: 'vote_needed' },
    });
    // The same tag replaces the one before it.
    await deliverUntilShown(page, worker, JSON.stringify({ ...vote, body: 'GHS 300 from “Books for Ho”: books' }), (notices) =>
      notices.some((n) => n.body === 'GHS 300 from “Books for Ho”: books'),
    );
    expect((await shown(page)).filter((n) => n.tag === 'vote:1')).toHaveLength(1);
    // A push that is not one of ours (another site's address) shows nothing of it.
    await deliver(worker, JSON.stringify({ title: 'Win a prize', body: 'Tap here', url: 'https://evil.example/', tag: 'x' }));
    await deliver(worker, 'not json');
    // A push of ours after them shows: by then the two before it have been handled.
    await deliverShown(
      page,
      worker,
      JSON.stringify({ title: 'Gifts received', body: 'GHS 20', url: '/dashboard', tag: 'gifts', kind: 'gifts' }),
    );
    expect((await shown(page)).map((n) => n.title).sort()).toEqual(['Gifts received', 'Your vote is needed']);

    // A tap on the notice brings this window to its screen.
    await tapOn('vote:1');
    await page.waitForURL(`${server.url}/how-it-works`);
    expect((await shown(page)).filter((n) => n.tag === 'vote:1')).toEqual([]);
  });
});

describe('the Notices section and the thank-you page', () => {
  it('turns notices on for this phone, keeps the choices, and sends a test notice that the phone shows', async () => {
    const page = await phone();
    const console = watchConsole(page);
    await signUpAndVerify(server, 'notices.owner@example.com');
    await openSignInLink(page, server, 'notices.owner@example.com');
    const section = page.locator('#notices');
    await section.getByRole('heading', { name: 'Notices' }).waitFor();
    await section.getByText('Notices are off on this phone.').waitFor();
    await section.getByRole('button', { name: 'Turn on notices on this phone' }).click();
    await section.getByText('Notices are on for this phone.').waitFor();
    expect(await server.app.db.query('select 1 from push_subscriptions')).toHaveLength(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // SMS needs a number: its boxes wait for one.
    const approved = section.getByRole('group', { name: 'Your stories approved or paused' });
    expect(await approved.getByRole('checkbox', { name: 'SMS' }).isDisabled()).toBe(true);
    await approved.getByRole('checkbox', { name: 'E-mail' }).uncheck();
    await expect
      .poll(async () => server.app.db.query("select enabled from notice_preferences where kind = 'story_status' and channel = 'email'"))
      .toEqual([{ enabled: false }]);
    await page.reload();
    // What this phone kept shows first; the server's answer (the choice saved) replaces it.
    const emailBox = page
      .locator('#notices')
      .getByRole('group', { name: 'Your stories approved or paused' })
      .getByRole('checkbox', { name: 'E-mail' });
    await expect.poll(() => emailBox.isChecked(), { timeout: 30_000 }).toBe(false);

    await page.locator('#notices').getByRole('button', { name: 'Send me a test notice' }).click();
    await page.getByText('Test notice sent: E-mail, Phone.').waitFor();
    await server.app.notices.service.drain();
    const [kept] = (await (await fetch(`${server.url}/dev/push/messages`)).json()) as Array<{ payload: Record<string, unknown> }>;
    expect(kept!.payload).toMatchObject({ title: 'Notices reach this phone', url: '/dashboard#notices' });
    const worker = await workerOf(page);
    expect(await deliverShown(page, worker, JSON.stringify(kept!.payload))).toMatchObject({ data: { url: '/dashboard#notices' } });

    await page.locator('#notices').getByRole('button', { name: 'Turn them off on this phone' }).click();
    await page.locator('#notices').getByText('Notices are off on this phone.').waitFor();
    expect(await server.app.db.query('select 1 from push_subscriptions')).toHaveLength(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.locator('#notices').getByRole('button', { name: 'Send me a test notice' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(console.errors).toEqual([]);
  });

  it('offers a donor the story’s news on this phone from the thank-you page, without an account', async () => {
    const owner = await person(server, 'follow-owner');
    const story = await createStory(server, owner, { title: 'Nets for the Elmina cooperative' });
    await setStatus(server, story.id, 'active');
    const page = await phone();
    await page.goto(`${server.url}/payment?campaign=${story.slug}`);
    await page.getByRole('heading', { level: 1, name: /^Support “/ }).waitFor();
    await page.getByLabel('Or another amount in cedis').fill('20');
    await page.getByRole('radio', { name: 'MTN MoMo' }).check();
    await page.getByLabel('Mobile money number').fill('024 123 4567');
    await page.getByLabel('Your name', { exact: true }).fill('Esi Mensah');
    await page.getByRole('button', { name: 'Pay ₵20' }).click();
    await page.waitForURL(/\/pay\/demo\//);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/payment\/success\?reference=nnb-/);
    const follow = page.getByRole('region', { name: 'News of this story on your phone' });
    await follow.getByRole('button', { name: 'Send me its news' }).click();
    await follow.getByText("You will get this story's news on this phone.").waitFor();
    expect(await server.app.db.query('select 1 from push_story_follows where campaign_id = $1', [story.id])).toHaveLength(1);
    // On the smallest phones too, the offer and its answer fit the screen.
    await page.setViewportSize({ width: 320, height: 640 });
    await follow.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 390, height: 844 });

    // The owner posts news: this phone shows it, and a tap opens the story at its updates.
    const posted = await call(
      server,
      'POST',
      `/api/campaigns/${story.id}/updates`,
      { title: 'The nets are mended', body: 'Twelve nets are back on the boats this week, thanks to you.' },
      owner.accessToken,
    );
    expect(posted.status).toBe(201);
    await server.app.notices.service.drain();
    const messages = (await (await fetch(`${server.url}/dev/push/messages`)).json()) as Array<{ payload: Record<string, unknown> }>;
    const news = messages.find((m) => m.payload.title === 'News of “Nets for the Elmina cooperative”');
    expect(news?.payload).toMatchObject({ body: 'The nets are mended', url: `/campaigns/${story.slug}#updates-title` });
    const worker = await workerOf(page);
    expect((await deliverShown(page, worker, JSON.stringify(news!.payload)))?.title).toBe('News of “Nets for the Elmina cooperative”');
    await tapOn(news!.payload.tag as string);
    await page.waitForURL(`${server.url}/campaigns/${story.slug}#updates-title`);
    await page.getByRole('heading', { level: 1, name: 'Nets for the Elmina cooperative' }).waitFor();
  });

  it('says it all in French, on a 320 px phone too', async () => {
    await context.addCookies([{ name: 'nnoboa_lang', value: 'fr', url: server.url }]);
    const page = await phone();
    await page.addInitScript(() => localStorage.setItem('nnoboa.lang', 'fr'));
    try {
      await signUpAndVerify(server, 'notices.fr@example.com');
      await signIn(page, server, 'notices.fr@example.com');
      const section = page.locator('#notices');
      await section.getByRole('heading', { name: 'Notifications' }).waitFor();
      // This phone receives a story's news (the test before), not this person's notices: they are off until turned on.
      await section.getByText('Les notifications sont désactivées sur ce téléphone.').waitFor();
      await section.getByRole('button', { name: 'Activer les notifications sur ce téléphone' }).click();
      await section.getByText('Les notifications sont activées sur ce téléphone.').waitFor();
      const approved = section.getByRole('group', { name: 'Vos histoires approuvées ou suspendues' });
      expect(await approved.getByRole('checkbox', { name: 'E-mail' }).isChecked()).toBe(true);
      await section.getByRole('button', { name: 'M’envoyer une notification de test' }).waitFor();
      expect(await section.innerText()).not.toMatch(/\bNotices\b|undefined|\{/);
      await page.setViewportSize({ width: 320, height: 640 });
      await section.scrollIntoViewIfNeeded();
      await expectCleanScreen(page);
    } finally {
      await context.clearCookies({ name: 'nnoboa_lang' });
    }
  });
});
