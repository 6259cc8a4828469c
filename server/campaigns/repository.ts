/** SQL for stories, their photos and updates. */
import { boundedCount, countedMatches } from '../db/bounded-count';
import type { Queryable } from '../db/database';
import type { CampaignRelationship, CampaignSort, CampaignStatus } from '../../contract/rules/campaign';
import { microsOf, momentOf, type KeyKind, type SortKey } from '../domain/paging';

export interface CampaignRow {
  id: string;
  owner_id: string | null;
  slug: string;
  /** Digits dialled after the USSD code and printed on posters (0045_story_short_numbers.sql); never changes. */
  short_number: number;
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

export type StoryAccessRow = Pick<CampaignRow, 'id' | 'status' | 'owner_id'>;

/** The condition finding one story by its id or its slug (parameter $1). */
const byIdOrSlug = (idOrSlug: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrSlug) ? 'c.id = $1::uuid' : 'c.slug = $1';

/** A row joined with what a card or page shows: cover variants and the owner's name and badge. */
export interface CampaignListRow extends Omit<CampaignRow, 'story' | 'relationship'> {
  cover_width: number | null;
  cover_height: number | null;
  cover_variants: Array<{ width: number; height: number }> | null;
  owner_name: string | null;
  owner_verified: boolean | null;
}

/** A whole story: the card's columns, its text, who the owner is to the beneficiary, and the cash of its total collected in person. */
export type StoryRow = CampaignListRow & Pick<CampaignRow, 'story' | 'relationship'> & { collected_in_person: number };

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
  /** Rows to skip (a numbered page), or where the page before ended (a cursor's sort key). */
  offset: number;
  after?: SortKey;
}

/** A page of stories, how many there are (at least, when counting them all would cost too much) and where the next page starts. */
export interface CampaignListPage {
  rows: CampaignListRow[];
  total: number;
  totalExact: boolean;
  /** The sort key of the page's last row when more follow (a cursor's content). */
  nextKey: string | null;
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

/** A photo of an update, with the update it belongs to. */
export interface UpdatePhotoRow {
  update_id: string;
  id: string;
  width: number;
  height: number;
  variants: Array<{ width: number; height: number }>;
}

/** The columns of a card (with the joins below); other listings of stories reuse them. */
export const listColumns = `c.id, c.owner_id, c.slug, c.short_number, c.title, c.summary, c.category, c.region, c.beneficiary, c.goal, c.raised,
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

/**
 * Each sort as the columns of its index (0020_scale_reads.sql): how rows are
 * ordered, and the sort key a cursor carries. Every column runs the same way,
 * so "after this row" is one row comparison the index answers.
 */
interface SortColumns {
  direction: 'desc' | 'asc';
  columns: Array<{ sql: string; kind: KeyKind }>;
}

const id = { sql: 'c.id', kind: 'uuid' } as const;
const created = { sql: 'c.created_at', kind: 'micros' } as const;
export const listSorts: Record<CampaignSort, SortColumns> = {
  newest: { direction: 'desc', columns: [created, id] },
  most_funded: {
    direction: 'desc',
    columns: [{ sql: '(c.raised::float8 / c.goal)', kind: 'number' }, { sql: 'c.raised', kind: 'integer' }, id],
  },
  ending_soon: { direction: 'asc', columns: [{ sql: "(c.status <> 'active')", kind: 'boolean' }, { sql: 'c.deadline', kind: 'date' }, id] },
  trending: { direction: 'desc', columns: [{ sql: 'c.trend_amount', kind: 'integer' }, created, id] },
};

/** The kinds of a list's cursor columns (a search by relevance: the position among its ranked matches). */
export const cursorKinds = (sort: CampaignFilter['sort']): KeyKind[] =>
  sort === 'relevance' ? ['number'] : listSorts[sort].columns.map((c) => c.kind);

/** Relevance ranks the newest matches of a search, at most this many: a word in every story costs no more than a rare one. */
export const rankedMatches = 300;

const keyOf = (column: { sql: string; kind: KeyKind }) =>
  column.kind === 'micros' ? microsOf(column.sql) : column.kind === 'date' ? `to_char(${column.sql}, 'YYYY-MM-DD')` : column.sql;
const paramOf = (column: { kind: KeyKind }, p: string) =>
  ({
    micros: momentOf(p),
    uuid: `${p}::uuid`,
    date: `${p}::date`,
    number: `${p}::float8`,
    integer: `${p}::bigint`,
    boolean: `${p}::boolean`,
  })[column.kind];

/** Public stories, as the partial indexes of 0020_scale_reads.sql name them (so the planner can use them). */
const publicStory = "c.status in ('active', 'completed') and c.closed_reason is distinct from 'admin'";

export const campaignsRepository = {
  async list(db: Queryable, filter: CampaignFilter): Promise<CampaignListPage> {
    const query = filter.q ? toPrefixQuery(filter.q) : null;
    const params: unknown[] = [];
    const where: string[] = [];
    const add = (value: unknown, clause: (p: string) => string) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    if (query) add(query, (p) => `c.search @@ to_tsquery('english', ${p})`);
    const publicOnly = !filter.ownerId && filter.statuses.every((s) => s === 'active' || s === 'completed');
    if (publicOnly) where.push(publicStory);
    // A story an admin took down stays reachable by its link (donors' records) but leaves every public list.
    else if (!filter.ownerId) where.push("c.closed_reason is distinct from 'admin'");
    if (!(publicOnly && filter.statuses.length === 2)) add([...filter.statuses], (p) => `c.status = any(${p}::text[])`);
    if (filter.category) add(filter.category, (p) => `c.category = ${p}`);
    if (filter.region) add(filter.region, (p) => `c.region = ${p}`);
    if (filter.ownerId) add(filter.ownerId, (p) => `c.owner_id = ${p}`);
    if (filter.funded === true) where.push('c.raised >= c.goal');
    if (filter.funded === false) where.push('c.raised < c.goal');
    const filtered = { where: [...where], params: [...params] };

    const fetch = filter.limit + 1;
    let rows: Array<CampaignListRow & { sort_key: string }>;
    if (query && filter.sort === 'relevance') {
      // The newest matches, ranked; a cursor is the position among them.
      const start = filter.after ? Number(filter.after[0]) : filter.offset;
      params.push(rankedMatches, fetch, start);
      const n = params.length;
      rows = await db.query(
        `with matches as (
           select c.id, ts_rank(c.search, to_tsquery('english', $1)) as rank, c.created_at
             from campaigns c where ${where.join(' and ')} order by c.created_at desc, c.id desc limit $${n - 2}),
         page as (
           select m.id, row_number() over (order by m.rank desc, m.created_at desc, m.id desc) as position
             from matches m order by m.rank desc, m.created_at desc, m.id desc limit $${n - 1} offset $${n})
         select ${listColumns}, json_build_array(page.position::int)::text as sort_key
           from page join campaigns c on c.id = page.id ${joins}
          order by page.position`,
        params,
      );
    } else {
      const sort = listSorts[filter.sort === 'relevance' ? 'newest' : filter.sort];
      const columns = sort.columns;
      if (filter.after) {
        const from = params.length;
        params.push(...filter.after);
        where.push(
          `(${columns.map((c) => c.sql).join(', ')}) ${sort.direction === 'desc' ? '<' : '>'} (${columns.map((c, i) => paramOf(c, `$${from + i + 1}`)).join(', ')})`,
        );
      }
      params.push(fetch, filter.after ? 0 : filter.offset);
      const order = columns.map((c) => `${c.sql} ${sort.direction}`).join(', ');
      // The page's rows first (from the sort's index alone), then what a card shows, for those rows only.
      rows = await db.query(
        `with page as (
           select c.id, json_build_array(${columns.map(keyOf).join(', ')})::text as sort_key
             from campaigns c where ${where.join(' and ')}
            order by ${order} limit $${params.length - 1} offset $${params.length})
         select ${listColumns}, page.sort_key from page join campaigns c on c.id = page.id ${joins} order by ${order}`,
        params,
      );
    }
    const more = rows.length > filter.limit;
    const page = rows.slice(0, filter.limit);
    const counted = await this.count(db, filter, filtered, query !== null);
    return {
      rows: page.map(({ sort_key: _key, ...row }) => row),
      ...counted,
      nextKey: more ? (page.at(-1)?.sort_key ?? null) : null,
    };
  },

  /**
   * How many stories a list holds: from the counts kept per status, category
   * and region (0020_scale_reads.sql) for the public lists, by counting the
   * owner's own stories, and up to a bound for a search.
   */
  async count(
    db: Queryable,
    filter: CampaignFilter,
    filtered: { where: string[]; params: unknown[] },
    search: boolean,
  ): Promise<{ total: number; totalExact: boolean }> {
    if (search || filter.ownerId) {
      return boundedCount(db, `from campaigns c where ${filtered.where.join(' and ')}`, filtered.params, countedMatches);
    }
    const params: unknown[] = [[...filter.statuses]];
    const where = ['status = any($1::text[])', 'not taken_down'];
    if (filter.category) where.push(`category = $${params.push(filter.category)}`);
    if (filter.region) where.push(`region = $${params.push(filter.region)}`);
    if (filter.funded !== undefined) where.push(`below_goal = $${params.push(!filter.funded)}`);
    const [row] = await db.query<{ n: number }>(
      `select coalesce(sum(stories), 0)::int as n from campaign_counts where ${where.join(' and ')}`,
      params,
    );
    return { total: row?.n ?? 0, totalExact: true };
  },

  async findByIdOrSlug(db: Queryable, idOrSlug: string): Promise<StoryRow | null> {
    const [row] = await db.query<StoryRow>(
      `select ${listColumns}, c.story, c.relationship, c.collected_in_person from campaigns c ${joins} where ${byIdOrSlug(idOrSlug)}`,
      [idOrSlug],
    );
    return row ?? null;
  },

  /** A story by the short number dialled or printed on its poster. */
  async findByShortNumber(db: Queryable, shortNumber: number): Promise<StoryRow | null> {
    const [row] = await db.query<StoryRow>(
      `select ${listColumns}, c.story, c.relationship, c.collected_in_person from campaigns c ${joins} where c.short_number = $1`,
      [shortNumber],
    );
    return row ?? null;
  },

  /** Just what deciding who may see a story needs (reads of its wall and ledger ask this first). */
  async accessOf(db: Queryable, idOrSlug: string): Promise<StoryAccessRow | null> {
    const [row] = await db.query<StoryAccessRow>(`select c.id, c.status, c.owner_id from campaigns c where ${byIdOrSlug(idOrSlug)}`, [
      idOrSlug,
    ]);
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

  /** The galleries of several stories in one query, each in its order. */
  async galleries(
    db: Queryable,
    campaignIds: readonly string[],
  ): Promise<Map<string, Array<{ id: string; width: number; height: number; variants: Array<{ width: number; height: number }> }>>> {
    const byStory = new Map<
      string,
      Array<{ id: string; width: number; height: number; variants: Array<{ width: number; height: number }> }>
    >();
    if (campaignIds.length === 0) return byStory;
    const rows = await db.query<{
      campaign_id: string;
      id: string;
      width: number;
      height: number;
      variants: Array<{ width: number; height: number }>;
    }>(
      `select ci.campaign_id, u.id, u.width, u.height, u.variants from campaign_images ci join uploads u on u.id = ci.upload_id
        where ci.campaign_id = any($1::uuid[]) order by ci.campaign_id, ci.position`,
      [[...campaignIds]],
    );
    for (const { campaign_id, ...image } of rows) byStory.set(campaign_id, [...(byStory.get(campaign_id) ?? []), image]);
    return byStory;
  },

  async slugTaken(db: Queryable, slug: string): Promise<boolean> {
    return (await db.query('select 1 from campaigns where slug = $1', [slug])).length > 0;
  },

  /** Whether the story received money: a donation, or cash collected in person and confirmed. */
  async hasDonations(db: Queryable, campaignId: string): Promise<boolean> {
    const found = await db.query(
      `select 1 from donations where campaign_id = $1
       union all select 1 from campaigns where id = $1 and collected_in_person > 0 limit 1`,
      [campaignId],
    );
    return found.length > 0;
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
  /** Closes up to `limit` live stories past their deadline; one another transaction holds waits for the next batch. */
  async completeExpired(db: Queryable, limit: number): Promise<number> {
    const rows = await db.query(
      `update campaigns set status = 'completed', closed_reason = 'deadline', completed_at = now(), updated_at = now()
        where id in (select id from campaigns where status = 'active' and deadline < current_date limit $1 for update skip locked)
        returning id`,
      [limit],
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

  /** Puts photos on an update, in the order given (the database holds it to four, each once). */
  async setUpdatePhotos(db: Queryable, updateId: string, uploadIds: readonly string[]): Promise<void> {
    for (const [position, uploadId] of uploadIds.entries()) {
      await db.query('insert into campaign_update_photos (update_id, upload_id, position) values ($1, $2, $3)', [
        updateId,
        uploadId,
        position,
      ]);
    }
  },

  /** The photos of these updates, each update's in its order. */
  async updatePhotos(db: Queryable, updateIds: readonly string[]): Promise<UpdatePhotoRow[]> {
    if (updateIds.length === 0) return [];
    return db.query<UpdatePhotoRow>(
      `select p.update_id, u.id, u.width, u.height, u.variants from campaign_update_photos p join uploads u on u.id = p.upload_id
        where p.update_id = any($1::uuid[]) order by p.update_id, p.position`,
      [[...updateIds]],
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
