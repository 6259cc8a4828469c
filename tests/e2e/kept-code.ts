/** What the service worker holds of the app's code, read from a test. */
import type { Page } from 'playwright-core';
import { readManifest } from '../../bench/bytes';
import { planPrecache } from '../../sw/precache-plan';
import { assetCache } from '../../sw/routes';

/**
 * Waits until the worker holds every file of the donor's screens (kept at
 * install) and of the signed-in ones (kept right after sign-in): from then on
 * the dashboard, /create and the admin area open offline.
 */
export async function keptSignedInScreens(page: Page): Promise<void> {
  const plan = planPrecache(readManifest());
  const files = [...plan.donor, ...plan.signedIn].map((file) => `/${file}`);
  await page.waitForFunction(
    async ({ name, wanted }) => {
      const cache = await caches.open(name);
      for (const file of wanted) if (!(await cache.match(file))) return false;
      return true;
    },
    { name: assetCache.name, wanted: files },
    { timeout: 60_000, polling: 250 },
  );
}
