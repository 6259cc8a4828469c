/** SQL for identity verification on the users row, and the admin's list of accounts. */
import { boundedCount, countedRows, pageReadPast } from '../db/bounded-count';
import { likePattern, prefixPattern } from '../db/search-patterns';
import type { Queryable } from '../db/database';
import type { VerificationStatus } from '../../contract/rules/moderation';

export interface VerificationRow {
  id: string;
  email: string;
  role: 'user' | 'admin';
  verification_status: VerificationStatus;
  ghana_card_number: string | null;
  verification_document_id: string | null;
  verification_requested_at: Date | null;
  verification_decided_at: Date | null;
  verification_note: string | null;
}

export interface AccountRow extends VerificationRow {
  full_name: string | null;
  phone: string | null;
  region: string | null;
  created_at: Date;
  decided_by_email: string | null;
  campaigns: number;
  /** Other accounts that gave the same Ghana Card number. */
  card_shared_with: number;
}

export interface AccountFilter {
  q?: string;
  verification?: VerificationStatus;
  role?: 'user' | 'admin';
  limit: number;
  offset: number;
}

const columns = `id, email, role, verification_status, ghana_card_number, verification_document_id,
  verification_requested_at, verification_decided_at, verification_note`;

export const verificationRepository = {
  async lock(db: Queryable, userId: string): Promise<VerificationRow | null> {
    const [row] = await db.query<VerificationRow>(`select ${columns} from users where id = $1 for update`, [userId]);
    return row ?? null;
  },

  async find(db: Queryable, userId: string): Promise<VerificationRow | null> {
    const [row] = await db.query<VerificationRow>(`select ${columns} from users where id = $1`, [userId]);
    return row ?? null;
  },

  async request(db: Queryable, userId: string, cardNumber: string, documentId: string): Promise<void> {
    await db.query(
      `update users set verification_status = 'pending', ghana_card_number = $2, verification_document_id = $3,
              verification_requested_at = now(), verification_decided_at = null, verification_decided_by = null,
              verification_note = null, updated_at = now()
        where id = $1`,
      [userId, cardNumber, documentId],
    );
  },

  async decide(db: Queryable, userId: string, status: 'verified' | 'rejected', adminId: string, note: string | null): Promise<void> {
    await db.query(
      `update users set verification_status = $2, verification_decided_at = now(), verification_decided_by = $3,
              verification_note = $4, updated_at = now()
        where id = $1`,
      [userId, status, adminId, note],
    );
  },

  /** Removes the identity documents a user uploaded (on account deletion); answers their ids, for their files. */
  async deleteDocumentsOf(db: Queryable, userId: string): Promise<string[]> {
    const rows = await db.query<{ id: string }>("delete from uploads where owner_id = $1 and kind = 'id_document' returning id", [userId]);
    return rows.map((row) => row.id);
  },

  /** Locks every admin row and counts them, so two admins removing each other at once cannot leave none. */
  async lockAdmins(db: Queryable): Promise<number> {
    return (await db.query("select id from users where role = 'admin' for update")).length;
  },

  async list(db: Queryable, filter: AccountFilter): Promise<{ rows: AccountRow[]; total: number; totalExact: boolean }> {
    const params: unknown[] = [];
    const where: string[] = [];
    const add = (value: unknown, clause: (p: string) => string) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    if (filter.verification) add(filter.verification, (p) => `u.verification_status = ${p}`);
    if (filter.role) add(filter.role, (p) => `u.role = ${p}`);
    if (filter.q) {
      params.push(prefixPattern(filter.q));
      // Any part of a name or number (a trigram index), or the start of the address (a b-tree): 0025_account_search.sql.
      add(
        likePattern(filter.q),
        (p) => `(account_search_text(u.full_name, u.ghana_card_number, u.phone) ilike ${p} or u.email like $${params.length - 1})`,
      );
    }
    // A search of a million accounts is not counted: a word in every tenth name would make the count
    // read them all. It reads one row past the page instead, to know whether another page follows.
    const counted = filter.q
      ? null
      : await boundedCount(db, `from users u ${where.length ? `where ${where.join(' and ')}` : ''}`, params, countedRows);
    params.push(filter.limit + (counted ? 0 : 1), filter.offset);
    const pendingFirst =
      filter.verification === 'pending' ? 'u.verification_requested_at asc' : "(u.verification_status = 'pending') desc, u.created_at desc";
    const rows = await db.query<AccountRow>(
      `select u.id, u.email, u.role, u.verification_status, u.ghana_card_number, u.verification_document_id,
              u.verification_requested_at, u.verification_decided_at, u.verification_note,
              u.full_name, u.phone, u.region, u.created_at, d.email as decided_by_email,
              (select count(*) from campaigns c where c.owner_id = u.id)::int as campaigns,
              (select count(*) from users o where o.ghana_card_number = u.ghana_card_number and o.id <> u.id)::int as card_shared_with
         from users u left join users d on d.id = u.verification_decided_by
        ${where.length ? `where ${where.join(' and ')}` : ''}
        order by ${pendingFirst}, u.id limit $${params.length - 1} offset $${params.length}`,
      params,
    );
    if (counted) return { rows, ...counted };
    return pageReadPast(rows, filter.limit, filter.offset);
  },
};
