/** Closes the app's IndexedDB database and deletes it, so each unit test starts on a new phone. */
import { closeDatabase, databaseName } from '../../src/lib/offline/db';

export async function deleteAppDatabase(): Promise<void> {
  await closeDatabase();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(databaseName);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
}
