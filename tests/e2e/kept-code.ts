/** What the service worker holds of the app's code, read from a test. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { readManifest } from '../../bench/bytes';
import { planPrecache } from '../../sw/precache-plan';
import { assetCache } from '../../sw/routes';

/** The files of `wanted` the worker does not hold yet. */
const notHeld = (page: Page, wanted: string[]) =>
  page.evaluate(
    async ({ name, files }) => {
      const cache = await caches.open(name);
      const missing: string[] = [];
      for (const file of files) if (!(await cache.match(file))) missing.push(file);
      return missing;
    },
    { name: assetCache.name, files: wanted },
  );

/**
 * Waits until the worker holds every file of the donor's screens (kept at
 * install) and of the signed-in ones (kept right after sign-in): from then on
 * the dashboard, /create and the admin area open offline. (A page-side wait
 * would take an async check's promise for a yes: this asks until the answer is
 * an empty list.)
 */
export async function keptSignedInScreens(page: Page): Promise<void> {
  const plan = planPrecache(readManifest());
  const wanted = [...plan.donor, ...plan.signedIn].map((file) => `/${file}`);
  await expect.poll(() => notHeld(page, wanted), { timeout: 60_000, interval: 250 }).toEqual([]);
}
