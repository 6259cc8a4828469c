/** SQL for stored photos. */
import type { UploadKind } from '../../contract/api/uploads';
import type { Queryable } from '../db/database';

export type { UploadKind } from '../../contract/api/uploads';

export interface UploadRow {
  id: string;
  owner_id: string | null;
  kind: UploadKind;
  content_hash: string;
  pixel_hash: string;
  width: number;
  height: number;
  variants: Array<{ width: number; height: number; bytes: number }>;
  created_at: Date;
}

const columns = 'id, owner_id, kind, content_hash, pixel_hash, width, height, variants, created_at';

export const uploadsRepository = {
  async insert(db: Queryable, row: Omit<UploadRow, 'created_at'>): Promise<UploadRow> {
    const [created] = await db.query<UploadRow>(
      `insert into uploads (id, owner_id, kind, content_hash, pixel_hash, width, height, variants)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${columns}`,
      [row.id, row.owner_id, row.kind, row.content_hash, row.pixel_hash, row.width, row.height, JSON.stringify(row.variants)],
    );
    if (!created) throw new Error('upload not stored');
    return created;
  },

  async findMany(db: Queryable, ids: readonly string[]): Promise<UploadRow[]> {
    if (ids.length === 0) return [];
    return db.query<UploadRow>(`select ${columns} from uploads where id = any($1::uuid[])`, [[...ids]]);
  },
};
