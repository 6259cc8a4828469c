/**
 * The app's IndexedDB database, opened lazily, once. What is stored where:
 * - drafts: stories being written ("launch a story"), one record each;
 * - photos: the photos of those drafts, as Blobs, keyed by their own id;
 * - cache: what the server last said (story lists per query, story pages,
 *   success stories, figures, translations, the profile), to show offline;
 * - outbox: writes waiting to be sent (stories, updates, reports, profile
 *   edits, withdrawals' receipts, the photos they carry), each keyed by its
 *   idempotency key;
 * - auth: the signed-in session (supabase-js's storage), so the service
 *   worker can send the outbox with no page open;
 * - saved: the card of every public story the cache has carried, one record
 *   per story, to list offline (src/lib/stories/saved.ts);
 * - saved-index: beside each card, the few fields the offline list searches,
 *   filters, sorts and counts by, with an index per sort, so a page of the
 *   list reads only its own cards.
 * The service worker opens the same database: nothing here may touch the DOM.
 * Components never open the database; they use the store modules beside this.
 * Every record read back is checked (and repaired or dropped) by its module.
 */
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import { latestStories, savedRecords, type SavedCardRecord, type SavedIndexRecord, type SavedKey } from '../stories/saved-entry';

export interface DraftFields {
  title: string;
  category: string;
  region: string;
  beneficiary: string;
  /** Who the writer is to the beneficiary (one of contract/rules campaignRelationships), or '' until chosen. */
  relationship: string;
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
  /** Set once the draft was handed to the outbox: the id of the story's outbox item. */
  outboxItemId?: string | null;
}

export interface PhotoRecord {
  id: string;
  draftId: string;
  blob: Blob;
  name: string;
  addedAt: number;
}

export interface CacheRecord {
  key: string;
  data: unknown;
  savedAt: number;
  /** Approximate size, to keep the cache within its budget. */
  bytes: number;
}

export type OutboxState = 'waiting' | 'sending' | 'sent' | 'attention';

export interface OutboxRecord {
  /** Also the Idempotency-Key the server sees, on every attempt. */
  id: string;
  /** The name of its kind (../offline/outbox-kind.ts): how it is sent. */
  kind: string;
  /** What the person would call it: a story title, "Report on …". */
  label: string;
  payload: unknown;
  /** Items that must be sent first (photos before the story that shows them). */
  dependsOn: string[];
  state: OutboxState;
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  updatedAt: number;
  sentAt: number | null;
  /** The server's answer once sent (e.g. the new upload's id). */
  result: unknown;
  /** Why it needs attention, or why the last attempt failed. */
  error: string | null;
  status: number | null;
  /** Waiting for the person to sign in again. */
  needsSignIn: boolean;
  /** Who queued it (their user id); only their session sends it. Null: queued signed out. */
  userId?: string | null;
}

export interface AuthRecord {
  key: string;
  value: string;
}

export interface NnoboaSchema extends DBSchema {
  drafts: { key: string; value: DraftRecord; indexes: { 'by-updated': number } };
  photos: { key: string; value: PhotoRecord; indexes: { 'by-draft': string } };
  cache: { key: string; value: CacheRecord; indexes: { 'by-saved': number } };
  outbox: { key: string; value: OutboxRecord; indexes: { 'by-created': number } };
  auth: { key: string; value: AuthRecord };
  saved: { key: string; value: SavedCardRecord };
  'saved-index': {
    key: string;
    value: SavedIndexRecord;
    indexes: {
      'by-saved': number;
      'by-facet': string;
      'by-newest': SavedKey;
      'by-most_funded': SavedKey;
      'by-ending_soon': SavedKey;
      'by-trending': SavedKey;
    };
  };
}

export const databaseName = 'nnoboa';
export const databaseVersion = 4;

let opening: Promise<IDBPDatabase<NnoboaSchema>> | null = null;

export function database(): Promise<IDBPDatabase<NnoboaSchema>> {
  opening ??= openDB<NnoboaSchema>(databaseName, databaseVersion, {
    upgrade(db, oldVersion, _newVersion, transaction) {
      // Each step only adds what its version introduced, so any older database upgrades cleanly.
      if (oldVersion < 1) {
        db.createObjectStore('drafts', { keyPath: 'id' }).createIndex('by-updated', 'updatedAt');
        db.createObjectStore('photos', { keyPath: 'id' }).createIndex('by-draft', 'draftId');
      }
      if (oldVersion < 2) {
        db.createObjectStore('cache', { keyPath: 'key' }).createIndex('by-saved', 'savedAt');
        db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('by-created', 'createdAt');
      }
      if (oldVersion < 3) db.createObjectStore('auth', { keyPath: 'key' });
      if (oldVersion < 4) {
        db.createObjectStore('saved', { keyPath: 'id' });
        const index = db.createObjectStore('saved-index', { keyPath: 'id' });
        index.createIndex('by-saved', 'savedAt');
        index.createIndex('by-facet', 'facets', { multiEntry: true });
        index.createIndex('by-newest', 'newest', { multiEntry: true });
        index.createIndex('by-most_funded', 'most_funded', { multiEntry: true });
        index.createIndex('by-ending_soon', 'ending_soon', { multiEntry: true });
        index.createIndex('by-trending', 'trending', { multiEntry: true });
        if (oldVersion >= 2) void copySavedStories(transaction);
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

/** Before version 4 the saved stories were read out of the cached answers: copy them into their own stores. */
async function copySavedStories(tx: IDBPTransaction<NnoboaSchema, ArrayLike<StoreNames<NnoboaSchema>>, 'versionchange'>) {
  for (const { card, savedAt } of latestStories(await tx.objectStore('cache').getAll())) {
    const records = savedRecords(card, savedAt);
    void tx.objectStore('saved').put(records.card);
    void tx.objectStore('saved-index').put(records.index);
  }
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
