/**
 * Resumable uploads kept in the database, for servers that share one
 * PostgreSQL: an upload begun through one server goes on through any other.
 * Bytes are written as they arrive, a piece of at most `pieceBytes` per
 * transaction, so a dropped connection keeps everything that reached the
 * server; each piece checks, under the upload's row lock, that it starts
 * where the last one ended, so two servers cannot write the same upload over
 * each other.
 */
import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import type { Database } from '../db/database';
import { resumableRepository as repository } from './resumable-repository';
import { keepUnfinishedMs, type ResumableStore } from './resumable-store';

/** The most a piece holds: small enough to keep what a slow uplink sent before it dropped. */
export const pieceBytes = 256 * 1024;

class DatabaseDataStore extends DataStore {
  constructor(private readonly db: Database) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'creation-defer-length', 'termination', 'expiration'];
  }

  override async create(upload: Upload): Promise<Upload> {
    const row = await repository.create(this.db, upload.id, upload.size ?? null, upload.metadata ?? {});
    upload.creation_date = row.created_at.toISOString();
    return upload;
  }

  override async remove(id: string): Promise<void> {
    if (!(await repository.remove(this.db, id))) throw ERRORS.FILE_NOT_FOUND;
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    let at = offset;
    let held: Buffer[] = [];
    let heldBytes = 0;
    const flush = async () => {
      if (heldBytes === 0) return;
      const bytes = Buffer.concat(held, heldBytes);
      held = [];
      heldBytes = 0;
      at = await this.db.transaction(async (tx) => {
        const row = await repository.find(tx, id, true);
        if (!row) throw ERRORS.FILE_NOT_FOUND;
        if (row.received !== at) throw ERRORS.INVALID_OFFSET;
        if (row.size !== null && row.received + bytes.length > row.size) throw ERRORS.ERR_SIZE_EXCEEDED;
        await repository.append(tx, id, at, bytes);
        return at + bytes.length;
      });
    };
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        held.push(chunk);
        heldBytes += chunk.length;
        if (heldBytes >= pieceBytes) await flush();
      }
    } catch {
      // The connection dropped: keep what arrived, so the upload resumes from there.
      await flush();
      throw ERRORS.FILE_WRITE_ERROR;
    }
    await flush();
    return at;
  }

  override async getUpload(id: string): Promise<Upload> {
    const row = await repository.find(this.db, id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({
      id: row.id,
      ...(row.size === null ? {} : { size: row.size }),
      offset: row.received,
      metadata: row.metadata,
      creation_date: row.created_at.toISOString(),
      storage: { type: 'database', path: row.id },
    });
  }

  override async declareUploadLength(id: string, size: number): Promise<void> {
    if (!(await repository.declareSize(this.db, id, size))) throw ERRORS.FILE_NOT_FOUND;
  }

  /** Finished uploads nobody turned into a photo go too: they are never read again. */
  override deleteExpired(): Promise<number> {
    return repository.removeOlderThan(this.db, keepUnfinishedMs);
  }

  override getExpiration(): number {
    return keepUnfinishedMs;
  }
}

export function databaseResumableStore(db: Database): ResumableStore {
  const datastore = new DatabaseDataStore(db);
  return {
    datastore,
    prepare: async () => undefined,
    async info(id) {
      const row = await repository.find(db, id);
      return row && { id: row.id, size: row.size, offset: row.received, metadata: row.metadata };
    },
    read: (id) => repository.bytes(db, id),
    remove: (id) => repository.remove(db, id).then(() => undefined),
    removeExpired: () => datastore.deleteExpired(),
  };
}
