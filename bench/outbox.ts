/**
 * The outbox under real conditions, in Debian's Chromium on a 390×844 phone:
 * how long from "back online" to "outbox empty" for 10 queued items with
 * photos (5 stories, each with its photo), with the page open and with every
 * page of the app closed (the service worker sends on Background Sync); and
 * how many bytes a 2 MB photo costs on a link that drops three times.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../tests/helpers/browser';
import { fireBackgroundSync } from '../tests/helpers/background-sync';
import { startLink } from '../tests/helpers/link';
import { signInThroughMailbox, startAppServer } from '../tests/e2e/app-server';
import { putInOutbox, type PhonePhoto } from '../tests/e2e/phone-storage';
import { draftStory, heavyPhoto } from '../tests/e2e/story-draft';
import { storyKind } from '../src/features/create/outbox-story';
import type { NewOutboxItem } from '../src/lib/offline/outbox';
import { photoKind } from '../src/lib/offline/outbox-photo';
import { median, numeric, seconds, type Figure } from './report';

export const outboxBudgets = {
  runs: 5,
  stories: 5,
  drainMs: 15_000,
  /** Bytes sent up for the photo, beyond its size. */
  resentPercent: 10,
} as const;

const phone = { viewport: { width: 390, height: 844 } } as const;
const percent = (value: number) => `${value.toFixed(1)} %`;

/** Puts `stories` stories, each with its photo, in the phone's outbox, as the launch form does when offline. */
async function queueStories(page: Page, prefix: string, photo: Buffer): Promise<void> {
  const photos: PhonePhoto[] = [];
  const items: Array<NewOutboxItem & { id: string }> = [];
  for (let n = 0; n < outboxBudgets.stories; n++) {
    const kept: PhonePhoto = { id: randomUUID(), draftId: randomUUID(), name: 'cover.jpg', bytes: photo };
    const cover = { ...photoKind.item({ label: 'Photo', payload: { photoId: kept.id, name: kept.name } }), id: randomUUID() };
    const body = {
      title: `${prefix} ${n}`,
      summary: 'A football pitch the whole town can play on, with goals and lines.',
      story: 'Our youth group in Techiman has no safe place to play. '.repeat(5),
      category: 'community' as const,
      region: 'Bono' as const,
      beneficiary: 'Techiman youth group',
      relationship: 'community' as const,
      goal: 900_000,
      deadline: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
      submit: true,
    };
    const payload = { draftId: kept.draftId, coverItemId: cover.id, galleryItemIds: [], body };
    photos.push(kept);
    items.push(cover, { ...storyKind.item({ label: body.title, dependsOn: [cover.id], payload }), id: randomUUID() });
  }
  const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('nnoboa.auth.user') ?? '{}') as { id?: string }).id ?? null);
  await putInOutbox(page, items, userId, photos);
  // As the app does when items wait: ask for Background Sync.
  await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> };
    };
    await registration.sync?.register('nnoboa-outbox');
  });
}

export async function measureOutbox(log: (line: string) => void): Promise<Figure[]> {
  let port = 0;
  const link = await startLink(() => port);
  const server = await startAppServer({ SEED_DEMO: 'true', PUBLIC_URL: link.url, LOG_LEVEL: 'silent' });
  port = Number(new URL(server.url).port);
  const browser = await launchBrowser();
  const arrived = async (prefix: string) =>
    (
      await server.app.db.query<{ n: number }>(
        'select count(*)::int as n from campaigns where title like $1 and cover_upload_id is not null',
        [`${prefix} %`],
      )
    )[0]?.n ?? 0;
  const waitArrived = async (prefix: string, started: number) => {
    while ((await arrived(prefix)) < outboxBudgets.stories) {
      if (Date.now() - started > 120_000) throw new Error('the outbox did not empty within two minutes');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return Date.now() - started;
  };
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8a5a2b' } })
    .jpeg({ quality: 85 })
    .toBuffer();
  try {
    const origin = link.url;
    const signedIn = async (): Promise<{ context: BrowserContext; page: Page }> => {
      const context = await browser.newContext(phone);
      const page = await context.newPage();
      await signInThroughMailbox(page, { ...server, url: origin }, 'owner@example.com');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
      return { context, page };
    };

    const open: number[] = [];
    const closed: number[] = [];
    for (let run = 0; run < outboxBudgets.runs; run++) {
      // Page open: the page sends when the network comes back.
      {
        const { context, page } = await signedIn();
        await context.setOffline(true);
        const prefix = `Open run ${run} ${Date.now()}`;
        await queueStories(page, prefix, photo);
        await page.reload();
        const started = Date.now();
        await context.setOffline(false);
        open.push(await waitArrived(prefix, started));
        await context.close();
      }
      // Page closed: Background Sync wakes the service worker, which sends on its own.
      {
        const { context, page } = await signedIn();
        await context.setOffline(true);
        const prefix = `Closed run ${run} ${Date.now()}`;
        await queueStories(page, prefix, photo);
        await page.close();
        await context.setOffline(false);
        const started = Date.now();
        await fireBackgroundSync(context, origin, 'nnoboa-outbox');
        closed.push(await waitArrived(prefix, started));
        await context.close();
      }
      log(`  outbox run ${run + 1}: page open ${open.at(-1)} ms, page closed ${closed.at(-1)} ms`);
    }

    // A 2 MB photo on a 100 KB/s uplink that drops three times, 5 s apart.
    const { context, page } = await signedIn();
    await context.addInitScript(() => {
      // A browser that cannot shrink photos sends the 2 MB photo as it is.
      delete (window as { createImageBitmap?: unknown }).createImageBitmap;
    });
    await page.reload();
    const heavy = await heavyPhoto(2_000_000);
    await context.setOffline(true);
    const title = `Bytes run ${Date.now()}`;
    await draftStory(page, origin, title, heavy);
    await page.getByRole('button', { name: 'Send for review' }).click();
    await page.getByRole('heading', { name: 'Saved to send' }).waitFor();
    const size = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('nnoboa');
          open.onsuccess = () => {
            const request = open.result.transaction('photos').objectStore('photos').getAll();
            request.onsuccess = () => resolve(Math.max(...(request.result as Array<{ blob: Blob }>).map((p) => p.blob.size)));
          };
        }),
    );
    link.setUplink(100 * 1024);
    link.reset();
    await context.setOffline(false);
    for (let drop = 0; drop < 3; drop++) {
      await page.waitForTimeout(5000);
      link.drop(1500);
    }
    await page.getByRole('heading', { name: 'Your story was sent for review' }).waitFor({ timeout: 180_000 });
    const resent = ((link.upBytes() - size) / size) * 100;
    link.setUplink(null);
    await context.close();
    log(`  2 MB photo, three drops: ${link.upBytes()} bytes up for ${size} (${resent.toFixed(1)} % more)`);

    return [
      numeric(
        'Outbox',
        `Back online to outbox empty, 10 items (5 stories with a photo each), page open (median of ${open.length})`,
        median(open),
        { max: outboxBudgets.drainMs },
        seconds,
      ),
      numeric(
        'Outbox',
        `Back online to outbox empty, 10 items (5 stories with a photo each), every page closed (median of ${closed.length})`,
        median(closed),
        { max: outboxBudgets.drainMs },
        seconds,
      ),
      numeric(
        'Outbox',
        `Bytes sent beyond a ${(size / 1_000_000).toFixed(1)} MB photo's size on a link that drops three times`,
        resent,
        { max: outboxBudgets.resentPercent },
        percent,
      ),
    ];
  } finally {
    await browser.close();
    await server.close();
    await link.close();
  }
}
