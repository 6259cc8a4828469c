/**
 * SQL for a story's supporters as e-mail sees them: the addresses given with
 * its succeeded gifts, each with the language of its latest gift, less those
 * that asked for no more update e-mails about it (kept only as the SHA-256 of
 * the trimmed, lower-cased address).
 */
import type { Queryable } from '../db/database';

/** The same hash of an address in SQL as `addressHash` computes in code. */
const hashOf = (column: string) => `encode(sha256(convert_to(lower(btrim(${column})), 'UTF8')), 'hex')`;

export const supportersRepository = {
  async addresses(db: Queryable, campaignId: string): Promise<Array<{ email: string; lang: string }>> {
    return db.query<{ email: string; lang: string }>(
      `select distinct on (lower(btrim(d.donor_email))) lower(btrim(d.donor_email)) as email, d.lang from donations d
        where d.campaign_id = $1 and d.status = 'succeeded' and btrim(coalesce(d.donor_email, '')) <> ''
          and not exists (select 1 from update_mail_optouts o where o.campaign_id = d.campaign_id and o.email_hash = ${hashOf('d.donor_email')})
        order by lower(btrim(d.donor_email)), d.paid_at desc nulls last, d.created_at desc`,
      [campaignId],
    );
  },

  async optOut(db: Queryable, campaignId: string, emailHash: string): Promise<void> {
    await db.query('insert into update_mail_optouts (campaign_id, email_hash) values ($1, $2) on conflict do nothing', [
      campaignId,
      emailHash,
    ]);
  },
};
