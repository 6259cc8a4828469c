/** Reading what the app keeps in the phone's IndexedDB, from a test. */
import type { Page } from 'playwright-core';

/** The photos kept on the phone (drafts' photos, waiting to be sent), with their bytes. */
export async function photoBlobsOnPhone(page: Page): Promise<Array<{ size: number; bytes: Buffer }>> {
  const photos = await page.evaluate(
    () =>
      new Promise<Array<{ size: number; bytes: number[] }>>((resolve, reject) => {
        const open = indexedDB.open('nnoboa');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('photos').objectStore('photos').getAll();
          request.onerror = () => reject(request.error);
          request.onsuccess = async () => {
            const all = request.result as Array<{ blob: Blob }>;
            resolve(
              await Promise.all(
                all.map(async ({ blob }) => ({ size: blob.size, bytes: Array.from(new Uint8Array(await blob.arrayBuffer())) })),
              ),
            );
            open.result.close();
          };
        };
      }),
  );
  return photos.map((photo) => ({ size: photo.size, bytes: Buffer.from(photo.bytes) }));
}

/** The keys of the answers the app has saved on the phone (its offline cache). */
export function savedAnswerKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('nnoboa');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('cache').objectStore('cache').getAllKeys();
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result.map(String));
          };
        };
      }),
  );
}
