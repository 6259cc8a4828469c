/** SQL for donations. */
import type { Queryable } from '../db/database';

export interface PublicDonationRow {
  id: string;
  donor_name: string | null;
  is_anonymous: boolean;
  hide_amount: boolean;
  amount: number;
  message: string | null;
  paid_at: Date;
}

export const donationsRepository = {
  /** Succeeded donations of a story, newest first, for its donor wall. */
  async wall(db: Queryable, campaignId: string, limit: number, offset: number): Promise<{ rows: PublicDonationRow[]; total: number }> {
    const rows = await db.query<PublicDonationRow & { total: number }>(
      `select id, donor_name, is_anonymous, hide_amount, amount, message, paid_at, count(*) over ()::int as total
         from donations where campaign_id = $1 and status = 'succeeded'
        order by paid_at desc, id limit $2 offset $3`,
      [campaignId, limit, offset],
    );
    return { rows, total: rows[0]?.total ?? 0 };
  },
};

/** What the donor wall shows: a name or "Anonymous", the amount unless hidden, the message, the time. */
export function toWallEntry(row: PublicDonationRow) {
  return {
    id: row.id,
    name: row.is_anonymous || !row.donor_name ? 'Anonymous' : row.donor_name,
    amount: row.hide_amount ? null : row.amount,
    message: row.message,
    created_at: row.paid_at.toISOString(),
  };
}
