/** SQL for moderating stories: their state changes, and what a moderator reads to decide (the listing is the stories' own). */
import type { Queryable } from '../db/database';
import type { CampaignStatus } from '../../contract/rules/campaign';

export interface ModerationTarget {
  id: string;
  status: CampaignStatus;
  title: string;
  slug: string;
  deadline: string;
  owner_id: string | null;
  closed_reason: string | null;
  has_donations: boolean;
}

export const adminCampaignsRepository = {
  async stories(db: Queryable, ids: readonly string[]): Promise<Array<{ id: string; story: string }>> {
    if (ids.length === 0) return [];
    return db.query('select id, story from campaigns where id = any($1::uuid[])', [[...ids]]);
  },

  async lockForModeration(db: Queryable, id: string): Promise<ModerationTarget | null> {
    const [row] = await db.query<ModerationTarget>(
      `select id, status, title, slug, deadline, owner_id, closed_reason,
              exists (select 1 from donations d where d.campaign_id = campaigns.id) as has_donations
         from campaigns where id = $1 for update`,
      [id],
    );
    return row ?? null;
  },

  /** Moves a story to a new state; the reason is what its owner sees (null clears it). */
  async setState(
    db: Queryable,
    id: string,
    status: CampaignStatus,
    reason: string | null,
    options: { approved?: boolean } = {},
  ): Promise<void> {
    await db.query(
      `update campaigns set status = $2, moderation_reason = $3, updated_at = now(),
              approved_at = case when $4::boolean then now() else approved_at end
        where id = $1`,
      [id, status, reason, options.approved ?? false],
    );
  },

  /** Who to tell about a story: its owner's address (none once the owner is gone), its title and slug. */
  async ownerContact(db: Queryable, id: string): Promise<{ email: string; lang: string; title: string; slug: string } | null> {
    const [row] = await db.query<{ email: string; lang: string; title: string; slug: string }>(
      'select u.email, u.lang, c.title, c.slug from campaigns c join users u on u.id = c.owner_id where c.id = $1 and u.email is not null',
      [id],
    );
    return row ?? null;
  },

  /** Takes a story with donations down: closed for good, kept for donors' records, out of every public list. */
  async closeByAdmin(db: Queryable, id: string, reason: string): Promise<void> {
    await db.query(
      `update campaigns set status = 'completed', closed_reason = 'admin', moderation_reason = $2,
              completed_at = coalesce(completed_at, now()), updated_at = now()
        where id = $1`,
      [id, reason],
    );
  },
};
