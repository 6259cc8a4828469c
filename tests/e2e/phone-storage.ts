/** Reading (and, for the outbox, writing) what the app keeps in the phone's IndexedDB, from a test. */
import type { Page } from 'playwright-core';
import { queuedRecord, type NewOutboxItem } from '../../src/lib/offline/outbox';

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

/** An outbox item as the phone holds it, with what says where it stands. */
export interface PhoneOutboxItem {
  id: string;
  kind: string;
  state: string;
  needsSignIn: boolean;
  error: string | null;
  status: number | null;
}

/** The items in the phone's outbox, as they stand. */
export function outboxOnPhone(page: Page): Promise<PhoneOutboxItem[]> {
  return page.evaluate(
    () =>
      new Promise<PhoneOutboxItem[]>((resolve, reject) => {
        const open = indexedDB.open('nnoboa');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').getAll();
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            open.result.close();
            resolve(
              (request.result as PhoneOutboxItem[]).map(({ id, kind, state, needsSignIn, error, status }) => ({
                id,
                kind,
                state,
                needsSignIn,
                error,
                status,
              })),
            );
          };
        };
      }),
  );
}

/** A photo kept on the phone for an outbox item, as the forms keep it. */
export interface PhonePhoto {
  id: string;
  draftId: string;
  name: string;
  bytes: Buffer;
}

/** Puts items (due now, in this order) and their photos in the phone's outbox, as the app queues them for `userId`. */
export async function putInOutbox(
  page: Page,
  items: readonly NewOutboxItem[],
  userId: string | null,
  photos: readonly PhonePhoto[],
): Promise<void> {
  const now = Date.now();
  const records = items.map((item, index) => queuedRecord({ ...item, userId }, now, index));
  const kept = photos.map(({ id, draftId, name, bytes }) => ({ id, draftId, name, base64: bytes.toString('base64') }));
  await page.evaluate(
    async ({ records, kept }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('nnoboa');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction(['photos', 'outbox'], 'readwrite');
      for (const { base64, ...photo } of kept) {
        const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/jpeg' });
        tx.objectStore('photos').put({ ...photo, blob, addedAt: Date.now() });
      }
      for (const record of records) tx.objectStore('outbox').put(record);
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { records, kept },
  );
}

/** Empties the phone's outbox and its photos. */
export function clearOutbox(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('nnoboa');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['outbox', 'photos'], 'readwrite');
          tx.objectStore('outbox').clear();
          tx.objectStore('photos').clear();
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}
