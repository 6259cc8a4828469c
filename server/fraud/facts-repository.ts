/** SQL for what the fraud rules read about a donation, a story or its reports, after the change was committed. */
import type { Queryable } from '../db/database';

export const fraudFactsRepository = {
  /** Succeeded donations of one payer to one story within `windowMinutes` before (and including) this one. */
  payerBurst(
    db: Queryable,
    f: { campaignId: string; payerKey: string; donationId: string; windowMinutes: number },
  ): Promise<Array<{ id: string; amount: number; paid_at: Date }>> {
    return db.query(
      `with this as (select coalesce(paid_at, created_at) as at from donations where id = $3)
       select d.id, d.amount, coalesce(d.paid_at, d.created_at) as paid_at from donations d, this
        where d.campaign_id = $1 and d.payer_key = $2 and d.status = 'succeeded'
          and coalesce(d.paid_at, d.created_at) between this.at - $4 * interval '1 minute' and this.at
        order by paid_at`,
      [f.campaignId, f.payerKey, f.donationId, f.windowMinutes],
    );
  },

  /** How many succeeded donations the story had besides this one, and their median amount. */
  async usualDonation(db: Queryable, campaignId: string, donationId: string): Promise<{ prior: number; median: number | null } | null> {
    const [usual] = await db.query<{ prior: number; median: number | null }>(
      `select count(*)::int as prior, percentile_cont(0.5) within group (order by amount) as median
         from donations where campaign_id = $1 and status = 'succeeded' and id <> $2`,
      [campaignId, donationId],
    );
    return usual ?? null;
  },

  /** The story's goal and its owner's account: age in days, verification. */
  async goalAndOwner(
    db: Queryable,
    campaignId: string,
  ): Promise<{ goal: number; created_at: Date; verification_status: string; age_days: number } | null> {
    const [row] = await db.query<{ goal: number; created_at: Date; verification_status: string; age_days: number }>(
      `select c.goal, u.created_at, u.verification_status, extract(epoch from now() - u.created_at)::float8 / 86400 as age_days
         from campaigns c join users u on u.id = c.owner_id where c.id = $1`,
      [campaignId],
    );
    return row ?? null;
  },

  async cover(db: Queryable, campaignId: string): Promise<{ upload_id: string; pixel_hash: string; owner_id: string | null } | null> {
    const [cover] = await db.query<{ upload_id: string; pixel_hash: string; owner_id: string | null }>(
      'select u.id as upload_id, u.pixel_hash, c.owner_id from campaigns c join uploads u on u.id = c.cover_upload_id where c.id = $1',
      [campaignId],
    );
    return cover ?? null;
  },

  /** Covers of other owners' stories whose 64-bit pixel hash differs from this one in at most `maxDistance` bits. */
  coverMatches(
    db: Queryable,
    f: { campaignId: string; pixelHash: string; ownerId: string | null; maxDistance: number },
  ): Promise<Array<{ id: string; title: string; slug: string; status: string; owner_id: string | null; distance: number }>> {
    return db.query(
      `select c.id, c.title, c.slug, c.status, c.owner_id,
              bit_count(('x' || u.pixel_hash)::bit(64) # ('x' || $2)::bit(64))::int as distance
         from campaigns c join uploads u on u.id = c.cover_upload_id
        where c.id <> $1 and c.owner_id is distinct from $3::uuid
          and bit_count(('x' || u.pixel_hash)::bit(64) # ('x' || $2)::bit(64)) <= $4
        order by distance, c.created_at limit 10`,
      [f.campaignId, f.pixelHash, f.ownerId, f.maxDistance],
    );
  },

  openReports(
    db: Queryable,
    campaignId: string,
  ): Promise<Array<{ id: string; reason: string; reporter_id: string | null; source: string }>> {
    return db.query("select id, reason, reporter_id, source from reports where campaign_id = $1 and status = 'open' order by created_at", [
      campaignId,
    ]);
  },
};
