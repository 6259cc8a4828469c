/** SQL for resumable uploads kept in the database (0024_resumable_uploads.sql): each upload, and its pieces in order. */
import type { Queryable } from '../db/database';

export interface ResumableRow {
  id: string;
  size: number | null;
  received: number;
  metadata: Record<string, string | null>;
  created_at: Date;
}

const columns = 'id, size::float8 as size, received::float8 as received, metadata, created_at';

export const resumableRepository = {
  async create(db: Queryable, id: string, size: number | null, metadata: Record<string, string | null>): Promise<ResumableRow> {
    const [row] = await db.query<ResumableRow>(
      `insert into resumable_uploads (id, size, metadata) values ($1, $2, $3) returning ${columns}`,
      [id, size, JSON.stringify(metadata)],
    );
    if (!row) throw new Error('The upload was not recorded');
    return row;
  },

  /** The upload; with `lock`, its row stays locked until the transaction ends. */
  async find(db: Queryable, id: string, lock = false): Promise<ResumableRow | null> {
    const [row] = await db.query<ResumableRow>(`select ${columns} from resumable_uploads where id = $1${lock ? ' for update' : ''}`, [id]);
    return row ?? null;
  },

  /** Adds the bytes that follow what has arrived (the caller holds the row lock and checked `start`). */
  async append(db: Queryable, id: string, start: number, bytes: Buffer): Promise<void> {
    await db.query('insert into resumable_upload_pieces (upload_id, start, bytes) values ($1, $2, $3)', [id, start, bytes]);
    await db.query('update resumable_uploads set received = received + $2 where id = $1', [id, bytes.length]);
  },

  async declareSize(db: Queryable, id: string, size: number): Promise<boolean> {
    return (await db.query('update resumable_uploads set size = $2 where id = $1 and size is null returning id', [id, size])).length > 0;
  },

  async bytes(db: Queryable, id: string): Promise<Buffer> {
    const pieces = await db.query<{ bytes: Buffer }>('select bytes from resumable_upload_pieces where upload_id = $1 order by start', [id]);
    return Buffer.concat(pieces.map((piece) => piece.bytes));
  },

  async remove(db: Queryable, id: string): Promise<boolean> {
    return (await db.query('delete from resumable_uploads where id = $1 returning id', [id])).length > 0;
  },

  /** Removes uploads begun more than `ms` ago, finished or not; answers how many. */
  async removeOlderThan(db: Queryable, ms: number): Promise<number> {
    return (await db.query(`delete from resumable_uploads where created_at < now() - $1 * interval '1 millisecond' returning id`, [ms]))
      .length;
  },
};
