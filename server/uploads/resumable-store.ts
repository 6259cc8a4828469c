/**
 * Where resumable (tus) uploads wait while their bytes arrive, behind one
 * small interface: local disk under DATA_DIR/resumable-uploads for the
 * embedded database (one server), PostgreSQL when several servers may share
 * it (resumable-db-store.ts). Only the protocol routes and the finishing step
 * use it.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/utils';

export interface ResumableUploadInfo {
  id: string;
  /** Declared size in bytes; null while the client has not said. */
  size: number | null;
  /** Bytes received so far. */
  offset: number;
  metadata: Record<string, string | null>;
}

export interface ResumableStore {
  /** What the tus server writes into. */
  readonly datastore: DataStore;
  prepare(): Promise<void>;
  /** The upload, or null when there is no such upload. */
  info(id: string): Promise<ResumableUploadInfo | null>;
  /** Every byte of a finished upload. */
  read(id: string): Promise<Buffer>;
  remove(id: string): Promise<void>;
  /** Drops uploads left unfinished longer than the store keeps them; returns how many. */
  removeExpired(): Promise<number>;
}

/** Unfinished uploads are kept this long: a phone may be offline for days and still resume. */
export const keepUnfinishedMs = 30 * 24 * 60 * 60 * 1000;

export function localResumableStore(dataDir: string): ResumableStore {
  const directory = path.join(dataDir, 'resumable-uploads');
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: keepUnfinishedMs });
  return {
    datastore,
    prepare: () => mkdir(directory, { recursive: true, mode: 0o700 }).then(() => undefined),
    async info(id) {
      try {
        const upload = await datastore.getUpload(id);
        return { id: upload.id, size: upload.size ?? null, offset: upload.offset, metadata: upload.metadata ?? {} };
      } catch {
        return null;
      }
    },
    async read(id) {
      const chunks: Buffer[] = [];
      for await (const chunk of datastore.read(id)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async remove(id) {
      await datastore.remove(id).catch(() => undefined);
    },
    removeExpired: () => datastore.deleteExpired(),
  };
}
