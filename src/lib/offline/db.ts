/**
 * The app's IndexedDB database, opened lazily, once. What is stored where:
 * - drafts: stories being written ("launch a story"), one record each;
 * - photos: the photos of those drafts, as Blobs, keyed by their own id.
 * Components never open the database; they use the store modules beside this.
 * Every record read back is checked (and repaired or dropped) by its module.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export interface DraftFields {
  title: string;
  category: string;
  region: string;
  beneficiary: string;
  summary: string;
  story: string;
  /** What the person typed, in cedis; turned into pesewas on submit. */
  goal: string;
  deadline: string;
}

export interface DraftRecord {
  id: string;
  createdAt: number;
  updatedAt: number;
  step: number;
  fields: DraftFields;
  coverPhotoId: string | null;
  galleryPhotoIds: string[];
}

export interface PhotoRecord {
  id: string;
  draftId: string;
  blob: Blob;
  name: string;
  addedAt: number;
}

export interface NnoboaSchema extends DBSchema {
  drafts: { key: string; value: DraftRecord; indexes: { 'by-updated': number } };
  photos: { key: string; value: PhotoRecord; indexes: { 'by-draft': string } };
}

export const databaseName = 'nnoboa';
export const databaseVersion = 1;

let opening: Promise<IDBPDatabase<NnoboaSchema>> | null = null;

export function database(): Promise<IDBPDatabase<NnoboaSchema>> {
  opening ??= openDB<NnoboaSchema>(databaseName, databaseVersion, {
    upgrade(db, oldVersion) {
      // Each step only adds what its version introduced, so any older database upgrades cleanly.
      if (oldVersion < 1) {
        db.createObjectStore('drafts', { keyPath: 'id' }).createIndex('by-updated', 'updatedAt');
        db.createObjectStore('photos', { keyPath: 'id' }).createIndex('by-draft', 'draftId');
      }
    },
    blocking() {
      // A newer tab needs to upgrade: step aside rather than block it.
      void opening?.then((db) => db.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** For tests: forget the open connection (after deleting the database). */
export async function closeDatabase(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
}

/** A full disk is something to show the person, not to swallow. */
export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}
