/** The browse screen's search, filters, sort and page, as they live in its URL. */
import { campaignCategories, campaignSorts, type CampaignCategory, type CampaignSort } from '../../../contract/rules/campaign';
import { ghanaRegions, type GhanaRegion } from '../../../contract/rules/ghana';
import type { StoryQuery } from '../../lib/stories/api';

export const browsePageSize = 12;

/** Same as readBrowseQuery; named for the server side, which reads a URL's query string. */
export const browseQueryFrom = (params: URLSearchParams): StoryQuery => readBrowseQuery(params);

export function readBrowseQuery(params: URLSearchParams): StoryQuery {
  const sort = params.get('sort');
  const page = Number(params.get('page') ?? '1');
  const category = params.get('category') ?? '';
  const region = params.get('region') ?? '';
  const q = params.get('q')?.trim().slice(0, 100);
  // Pages past the first thousand stories start after the page before (its next_cursor).
  const cursor = params.get('cursor') ?? '';
  return {
    q: q || undefined,
    category: (campaignCategories as readonly string[]).includes(category) ? (category as CampaignCategory) : undefined,
    region: (ghanaRegions as readonly string[]).includes(region) ? (region as GhanaRegion) : undefined,
    sort: (campaignSorts as readonly string[]).includes(sort ?? '') ? (sort as CampaignSort) : undefined,
    page: Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 1,
    limit: browsePageSize,
    ...(/^[A-Za-z0-9_-]{1,400}$/.test(cursor) ? { cursor } : {}),
  };
}
