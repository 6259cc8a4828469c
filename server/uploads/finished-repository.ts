/** SQL for resumable uploads already turned into a photo (0030_resumable_finished.sql). */
import type { Queryable } from '../db/database';

export interface FinishedUpload {
  id: string;
  owner_id: string;
  size: number;
  /** The photo it became. */
  upload_id: string;
}

export const finishedRepository = {
  /** Records that the upload became the photo; false when it had already become one. */
  async record(tx: Queryable, row: FinishedUpload): Promise<boolean> {
    const rows = await tx.query(
      `insert into resumable_finished (id, owner_id, size, upload_id) values ($1, $2, $3, $4) on conflict (id) do nothing returning id`,
      [row.id, row.owner_id, row.size, row.upload_id],
    );
    return rows.length > 0;
  },

  async find(db: Queryable, id: string): Promise<FinishedUpload | null> {
    const [row] = await db.query<FinishedUpload>(
      'select id, owner_id::text as owner_id, size::float8 as size, upload_id::text as upload_id from resumable_finished where id = $1',
      [id],
    );
    return row ?? null;
  },

  /** Forgets uploads finished more than `ms` ago; answers how many. */
  async removeOlderThan(db: Queryable, ms: number): Promise<number> {
    return (await db.query(`delete from resumable_finished where finished_at < now() - $1 * interval '1 millisecond' returning id`, [ms]))
      .length;
  },
};
