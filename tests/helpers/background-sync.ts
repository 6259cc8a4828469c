/** Fires Background Sync at the app's service worker through the DevTools protocol, from a blank tab (not a page of the app). */
import type { BrowserContext } from 'playwright-core';

export async function fireBackgroundSync(context: BrowserContext, origin: string, tag: string): Promise<void> {
  const blank = context.pages().find((page) => page.url() === 'about:blank') ?? (await context.newPage());
  const cdp = await context.newCDPSession(blank);
  const registration = new Promise<string>((resolve) =>
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      ({ registrations }: { registrations: Array<{ registrationId: string; scopeURL: string }> }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(origin));
        if (ours) resolve(ours.registrationId);
      },
    ),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag, lastChance: false });
}
