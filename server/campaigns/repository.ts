/** SQL for stories, their photos and updates. */
import type { Queryable } from '../db/database';
import type { CampaignRelationship, CampaignSort, CampaignStatus } from '../../contract/rules/campaign';

export interface CampaignRow {
  id: string;
  owner_id: string | null;
  slug: string;
  title: string;
  summary: string;
  story: string;
  category: string;
  region: string;
  beneficiary: string;
  relationship: CampaignRelationship | null;
  goal: number;
  raised: number;
  donor_count: number;
  cover_upload_id: string | null;
  deadline: string;
  status: CampaignStatus;
  moderation_reason: string | null;
  closed_reason: string | null;
  submitted_at: Date | null;
  approved_at: Date | null;
  completed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A row joined with what a card or page shows: cover variants and the owner's name and badge. */
export interface CampaignListRow extends Omit<CampaignRow, 'story' | 'relationship'> {
  cover_width: number | null;
  cover_height: number | null;
  cover_variants: Array<{ width: number; height: number }> | null;
  owner_name: string | null;
  owner_verified: boolean | null;
}

/** A whole story: the card's columns, its text and who the owner is to the beneficiary. */
export type StoryRow = CampaignListRow & Pick<CampaignRow, 'story' | 'relationship'>;

/** What a donor may know of a story's owner, and how their earlier public stories ended. */
export interface OrganiserRow {
  full_name: string | null;
  region: string | null;
  created_at: Date;
  verified: boolean;
  photo_id: string | null;
  photo_width: number | null;
  photo_height: number | null;
  photo_variants: Array<{ width: number; height: number }> | null;
  reached_goal: number;
  closed_short: number;
  live: number;
}

export interface CampaignFilter {
  q?: string;
  category?: string;
  region?: string;
  statuses: readonly CampaignStatus[];
  ownerId?: string;
  /** Only stories that reached their goal (true) or are still short of it (false). */
  funded?: boolean;
  sort: CampaignSort | 'relevance';
  limit: number;
  offset: number;
}

export interface CampaignFields {
  title: string;
  summary: string;
  story: string;
  category: string;
  region: string;
  beneficiary: string;
  relationship: CampaignRelationship | null;
  goal: number;
  deadline: string;
  cover_upload_id: string | null;
}

export interface UpdateRow {
  id: string;
  campaign_id: string;
  title: string;
  body: string;
  is_impact: boolean;
  created_at: Date;
}

/** The columns of a card (with the joins below); other listings of stories reuse them. */
export const listColumns = `c.id, c.owner_id, c.slug, c.title, c.summary, c.category, c.region, c.beneficiary, c.goal, c.raised,
  c.donor_count, c.cover_upload_id, c.deadline, c.status, c.moderation_reason, c.closed_reason, c.submitted_at,
  c.approved_at, c.completed_at, c.created_at, c.updated_at,
  u.width as cover_width, u.height as cover_height, u.variants as cover_variants,
  p.full_name as owner_name, (p.verification_status = 'verified') as owner_verified`;

export const joins = 'left join uploads u on u.id = c.cover_upload_id left join users p on p.id = c.owner_id';

/** Words of a search, each matched as a prefix, so "kidn acc" finds "kidney" in "Accra". */
export function toPrefixQuery(q: string): string | null {
  const words =
    q
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

const orderings: Record<CampaignFilter['sort'], string> = {
  newest: 'c.created_at desc, c.id',
  most_funded: '(c.raised::float8 / c.goal) desc, c.raised desc, c.id',
  ending_soon: "(c.status <> 'active'), c.deadline asc, c.id",
  trending: 'coalesce(t.recent, 0) desc, c.created_at desc, c.id',
  relevance: "ts_rank(c.search, to_tsquery('english', $1)) desc, c.created_at desc, c.id",
};

export const campaignsRepository = {
  async list(db: Queryable, filter: CampaignFilter): Promise<{ rows: CampaignListRow[]; total: number }> {
    const query = filter.q ? toPrefixQuery(filter.q) : null;
    const params: unknown[] = [];
    const where: string[] = [];
    if (query) {
      params.push(query);
      where.push(`c.search @@ to_tsquery('english', $1)`);
    }
    const add = (value: unknown, clause: (p: string) => string) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    add([...filter.statuses], (p) => `c.status = any(${p}::text[])`);
    if (filter.category) add(filter.category, (p) => `c.category = ${p}`);
    if (filter.region) add(filter.region, (p) => `c.region = ${p}`);
    if (filter.ownerId) add(filter.ownerId, (p) => `c.owner_id = ${p}`);
    if (filter.funded === true) where.push('c.raised >= c.goal');
    if (filter.funded === false) where.push('c.raised < c.goal');
    // A story an admin took down stays reachable by its link (donors' records) but leaves every public list.
    if (!filter.ownerId) where.push("c.closed_reason is distinct from 'admin'");
    const sort = filter.sort === 'relevance' && !query ? 'newest' : filter.sort;
    const trending =
      sort === 'trending'
        ? `left join (select campaign_id, sum(amount) as recent from donations
             where status = 'succeeded' and paid_at > now() - interval '7 days' group by campaign_id) t on t.campaign_id = c.id`
        : '';
    params.push(filter.limit, filter.offset);
    const order = orderings[sort];
    const rows = await db.query<CampaignListRow & { total: number }>(
      `select ${listColumns}, count(*) over ()::int as total
         from campaigns c ${joins} ${trending}
        where ${where.join(' and ')}
        order by ${order}
        limit $${params.length - 1} offset $${params.length}`,
      params,
    );
    return { rows, total: rows[0]?.total ?? 0 };
  },

  async findByIdOrSlug(db: Queryable, idOrSlug: string): Promise<StoryRow | null> {
    const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrSlug);
    const [row] = await db.query<StoryRow>(
      `select ${listColumns}, c.story, c.relationship from campaigns c ${joins} where ${isUuid ? 'c.id = $1::uuid' : 'c.slug = $1'}`,
      [idOrSlug],
    );
    return row ?? null;
  },

  async findForUpdate(db: Queryable, id: string): Promise<CampaignRow | null> {
    const [row] = await db.query<CampaignRow>('select * from campaigns where id = $1 for update', [id]);
    return row ?? null;
  },

  async insert(db: Queryable, ownerId: string, slug: string, fields: CampaignFields, status: CampaignStatus): Promise<CampaignRow> {
    const [row] = await db.query<CampaignRow>(
      `insert into campaigns (owner_id, slug, title, summary, story, category, region, beneficiary, goal, deadline, cover_upload_id, status,
         relationship, submitted_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, case when $12 = 'pending' then now() end)
       returning *`,
      [
        ownerId,
        slug,
        fields.title,
        fields.summary,
        fields.story,
        fields.category,
        fields.region,
        fields.beneficiary,
        fields.goal,
        fields.deadline,
        fields.cover_upload_id,
        status,
        fields.relationship,
      ],
    );
    if (!row) throw new Error('campaign not stored');
    return row;
  },

  async update(
    db: Queryable,
    id: string,
    fields: Partial<CampaignFields> & { status?: CampaignStatus; moderation_reason?: string | null },
  ): Promise<CampaignRow> {
    const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
    const sets = entries.map(([key], i) => `${key} = $${i + 2}`);
    if (fields.status === 'pending') sets.push('submitted_at = now()');
    const [row] = await db.query<CampaignRow>(
      `update campaigns set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1 returning *`,
      [id, ...entries.map(([, v]) => v)],
    );
    if (!row) throw new Error('campaign vanished');
    return row;
  },

  /**
   * The owner of a story as its page shows them: name, photo (an uploaded
   * avatar only: other addresses are not served from here), region, since
   * when, verified or not, and their other public stories started before
   * this one, by outcome.
   */
  async organiser(db: Queryable, story: { id: string; owner_id: string; created_at: Date }): Promise<OrganiserRow | null> {
    const [row] = await db.query<OrganiserRow>(
      `select p.full_name, p.region, p.created_at, p.verification_status = 'verified' as verified,
              a.id as photo_id, a.width as photo_width, a.height as photo_height, a.variants as photo_variants,
              count(c.id) filter (where c.status = 'completed' and c.raised >= c.goal)::int as reached_goal,
              count(c.id) filter (where c.status = 'completed' and c.raised < c.goal)::int as closed_short,
              count(c.id) filter (where c.status = 'active')::int as live
         from users p
         left join uploads a on a.kind = 'avatar' and a.id = substring(p.avatar_url from '^/uploads/([0-9a-f-]{36})/')::uuid
         left join campaigns c on c.owner_id = p.id and c.id <> $2 and c.created_at < $3
               and c.status in ('active', 'completed') and c.closed_reason is distinct from 'admin'
        where p.id = $1
        group by p.id, a.id`,
      [story.owner_id, story.id, story.created_at],
    );
    return row ?? null;
  },

  async setGallery(db: Queryable, campaignId: string, uploadIds: readonly string[]): Promise<void> {
    await db.query('delete from campaign_images where campaign_id = $1', [campaignId]);
    for (const [position, uploadId] of uploadIds.entries()) {
      await db.query('insert into campaign_images (campaign_id, upload_id, position) values ($1, $2, $3)', [
        campaignId,
        uploadId,
        position,
      ]);
    }
  },

  async gallery(
    db: Queryable,
    campaignId: string,
  ): Promise<Array<{ id: string; width: number; height: number; variants: Array<{ width: number; height: number }> }>> {
    return db.query(
      `select u.id, u.width, u.height, u.variants from campaign_images ci join uploads u on u.id = ci.upload_id
        where ci.campaign_id = $1 order by ci.position`,
      [campaignId],
    );
  },

  async slugTaken(db: Queryable, slug: string): Promise<boolean> {
    return (await db.query('select 1 from campaigns where slug = $1', [slug])).length > 0;
  },

  async hasDonations(db: Queryable, campaignId: string): Promise<boolean> {
    return (await db.query('select 1 from donations where campaign_id = $1 limit 1', [campaignId])).length > 0;
  },

  async delete(db: Queryable, id: string): Promise<void> {
    await db.query('delete from campaigns where id = $1', [id]);
  },

  async close(db: Queryable, id: string, reason: 'owner' | 'account_deleted' | 'deadline' | 'admin'): Promise<CampaignRow> {
    const [row] = await db.query<CampaignRow>(
      `update campaigns set status = 'completed', closed_reason = $2, completed_at = coalesce(completed_at, now()), updated_at = now()
        where id = $1 returning *`,
      [id, reason],
    );
    if (!row) throw new Error('campaign vanished');
    return row;
  },

  /** Active stories whose deadline has passed become completed. */
  async completeExpired(db: Queryable): Promise<number> {
    const rows = await db.query(
      `update campaigns set status = 'completed', closed_reason = 'deadline', completed_at = now(), updated_at = now()
        where status = 'active' and deadline < current_date returning id`,
    );
    return rows.length;
  },

  async ownedBy(db: Queryable, ownerId: string): Promise<Array<{ id: string; has_donations: boolean }>> {
    return db.query(
      `select c.id, exists (select 1 from donations d where d.campaign_id = c.id) as has_donations from campaigns c where c.owner_id = $1`,
      [ownerId],
    );
  },

  async insertUpdate(
    db: Queryable,
    campaignId: string,
    authorId: string | null,
    update: { title: string; body: string; is_impact: boolean },
    createdAt?: Date,
  ): Promise<UpdateRow> {
    const [row] = await db.query<UpdateRow>(
      `insert into campaign_updates (campaign_id, author_id, title, body, is_impact, created_at)
       values ($1, $2, $3, $4, $5, coalesce($6, now())) returning id, campaign_id, title, body, is_impact, created_at`,
      [campaignId, authorId, update.title, update.body, update.is_impact, createdAt ?? null],
    );
    if (!row) throw new Error('update not stored');
    return row;
  },

  async findUpdate(db: Queryable, id: string): Promise<UpdateRow | null> {
    const [row] = await db.query<UpdateRow>(
      'select id, campaign_id, title, body, is_impact, created_at from campaign_updates where id = $1',
      [id],
    );
    return row ?? null;
  },

  async updates(db: Queryable, campaignId: string, limit = 20): Promise<UpdateRow[]> {
    return db.query<UpdateRow>(
      'select id, campaign_id, title, body, is_impact, created_at from campaign_updates where campaign_id = $1 order by created_at desc limit $2',
      [campaignId, limit],
    );
  },

  /** The impact update of each of these stories, if any. */
  async impactUpdates(db: Queryable, campaignIds: readonly string[]): Promise<UpdateRow[]> {
    if (campaignIds.length === 0) return [];
    return db.query<UpdateRow>(
      `select distinct on (campaign_id) id, campaign_id, title, body, is_impact, created_at from campaign_updates
        where campaign_id = any($1::uuid[]) and is_impact order by campaign_id, created_at desc`,
      [[...campaignIds]],
    );
  },
};
