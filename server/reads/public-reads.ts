/**
 * What anyone may read about stories, answered from the short-lived response
 * cache: lists, one story, its donor wall, success stories, the figures. The
 * API routes and the server-rendered first screen share these, so both give
 * the very same answer for the same question.
 */
import type { Static } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import type { CachedAnswer, ResponseCache } from '../http/response-cache';
import { overview } from '../stats/overview';
import { donationsRepository, toWallEntry } from '../donations/repository';
import type { ListQuery } from './schemas';
import type { CampaignsService } from './service';

export type PublicListQuery = Static<typeof ListQuery>;

export class PublicReads {
  constructor(
    private readonly campaigns: CampaignsService,
    private readonly db: Database,
    private readonly cache: ResponseCache,
  ) {}

  list(query: PublicListQuery): Promise<CachedAnswer> {
    const key = `list:${JSON.stringify([query.q, query.category, query.region, query.sort, query.status, query.page, query.limit])}`;
    return this.cache.get(key, () => this.campaigns.list({ ...query, mine: false }, null));
  }

  /** A story as a signed-out visitor sees it; throws 404 when it is not public. */
  story(idOrSlug: string): Promise<CachedAnswer> {
    return this.cache.get(`story:${idOrSlug}`, () => this.campaigns.get(idOrSlug, null));
  }

  wall(idOrSlug: string, page: number, limit: number): Promise<CachedAnswer> {
    return this.cache.get(`wall:${idOrSlug}:${page}:${limit}`, async () => {
      const campaignId = await this.campaigns.visibleId(idOrSlug, null);
      const { rows, total } = await donationsRepository.wall(this.db, campaignId, limit, (page - 1) * limit);
      return { items: rows.map(toWallEntry), page, limit, total, total_pages: Math.max(1, Math.ceil(total / limit)) };
    });
  }

  success(page: number, limit: number): Promise<CachedAnswer> {
    return this.cache.get(`success:${page}:${limit}`, async () => ({ ...(await this.campaigns.successStories(limit, page)), page, limit }));
  }

  stats(): Promise<CachedAnswer> {
    return this.cache.get('stats', () => overview(this.db));
  }
}
