/**
 * What anyone may read about stories, answered from the short-lived response
 * cache and written by the contract's schemas: lists, one story, its donor
 * wall, open ledger and words of support, success stories, the figures. One story's answers are tagged with it
 * (dropped when it changes); the rest are tagged `lists` (dropped when a
 * story changes other than in its money, else kept until they expire). The API routes and the server-rendered
 * first screen share these, so both give the very same answer for the same
 * question. A read model across domains: it reads stories, donations and
 * figures, and none of them know it.
 */
import { DonorWallPage, StatsOverview, StoryCardPage, StoryPage, SuccessStoryPage, type ListQuery } from '../../contract/api/campaigns';
import { StoryLedger } from '../../contract/api/ledger';
import { WordPage, type WordsQuery } from '../../contract/api/words';
import type { CampaignsService } from '../campaigns/service';
import type { Database } from '../db/database';
import type { DonationsService } from '../donations/service';
import { cacheTags, type CachedAnswer, type ResponseCache } from '../http/response-cache';
import { serializerFor } from '../http/serializer';
import { statsPort } from '../stats/port';

const write = {
  list: serializerFor(StoryCardPage),
  story: serializerFor(StoryPage),
  wall: serializerFor(DonorWallPage),
  success: serializerFor(SuccessStoryPage),
  stats: serializerFor(StatsOverview),
  ledger: serializerFor(StoryLedger),
  words: serializerFor(WordPage),
};

/** The open ledger of a story, as the ledger domain gives it. */
export interface OpenLedger {
  open(campaignId: string): Promise<StoryLedger>;
}

/** A story's words of support as someone signed out reads them, as the words domain gives them. */
export interface PublicWords {
  page(idOrSlug: string, viewer: null, query: WordsQuery): Promise<{ page: WordPage; campaignId: string }>;
}

const lists = () => [cacheTags.lists];

export class PublicReads {
  constructor(
    private readonly campaigns: CampaignsService,
    private readonly donations: DonationsService,
    private readonly db: Database,
    private readonly cache: ResponseCache,
    private readonly ledgers: OpenLedger,
    private readonly storyWords: PublicWords,
  ) {}

  list(query: ListQuery): Promise<CachedAnswer> {
    const key = `list:${JSON.stringify([query.q, query.category, query.region, query.sort, query.status, query.below_goal, query.page, query.limit, query.cursor])}`;
    return this.cache.get(key, () => this.campaigns.list({ ...query, mine: false }, null), write.list, lists);
  }

  /** A story as a signed-out visitor sees it; throws not found when it is not public. */
  story(idOrSlug: string): Promise<CachedAnswer> {
    return this.cache.get(
      `story:${idOrSlug}`,
      () => this.campaigns.get(idOrSlug, null),
      write.story,
      (story) => [cacheTags.story(story.id)],
    );
  }

  wall(idOrSlug: string, page: number, limit: number, cursor?: string): Promise<CachedAnswer> {
    let campaignId = '';
    return this.cache.get(
      `wall:${idOrSlug}:${page}:${limit}:${cursor ?? ''}`,
      async () => {
        campaignId = await this.campaigns.visibleId(idOrSlug, null);
        return this.donations.wall(campaignId, page, limit, cursor);
      },
      write.wall,
      () => [cacheTags.story(campaignId)],
    );
  }

  /** Where a story's money went, as anyone may read it. */
  ledger(idOrSlug: string): Promise<CachedAnswer> {
    let campaignId = '';
    return this.cache.get(
      `ledger:${idOrSlug}`,
      async () => this.ledgers.open((campaignId = await this.campaigns.visibleId(idOrSlug, null))),
      write.ledger,
      () => [cacheTags.story(campaignId)],
    );
  }

  /** A page of a story's words of support, as anyone signed out reads them. */
  words(idOrSlug: string, query: WordsQuery): Promise<CachedAnswer> {
    let campaignId = '';
    return this.cache.get(
      `words:${idOrSlug}:${query.limit}:${query.cursor ?? ''}`,
      async () => {
        const found = await this.storyWords.page(idOrSlug, null, query);
        campaignId = found.campaignId;
        return found.page;
      },
      write.words,
      () => [cacheTags.story(campaignId)],
    );
  }

  success(page: number, limit: number): Promise<CachedAnswer> {
    return this.cache.get(
      `success:${page}:${limit}`,
      async () => ({ ...(await this.campaigns.successStories(limit, page)), page, limit }),
      write.success,
      lists,
    );
  }

  stats(): Promise<CachedAnswer> {
    return this.cache.get('stats', () => statsPort.overview(this.db), write.stats, lists);
  }
}
