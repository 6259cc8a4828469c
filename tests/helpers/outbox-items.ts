/** Outbox items and the phone's database for unit tests (fake-indexeddb). */
import { closeDatabase, databaseName } from '../../src/lib/offline/db';
import type { OutboxItem } from '../../src/lib/offline/outbox';

/** An item as the outbox keeps it: waiting, due now, queued by Ama, unless `fields` say otherwise. */
export const outboxItem = (fields: Partial<OutboxItem> & Pick<OutboxItem, 'id' | 'kind'>): OutboxItem => ({
  label: fields.id,
  payload: {},
  dependsOn: [],
  state: 'waiting',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 0,
  updatedAt: 0,
  sentAt: null,
  result: null,
  error: null,
  status: null,
  needsSignIn: false,
  userId: 'ama',
  ...fields,
});

/** Forgets the phone's database, as a new phone would have none. */
export async function forgetPhoneDatabase(): Promise<void> {
  await closeDatabase();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(databaseName);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
}
