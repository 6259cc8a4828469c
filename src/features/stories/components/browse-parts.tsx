/** The browse page's parts: the filters, the count of what was found, and the pager. */
import { Link } from 'react-router-dom';
import { useI18n } from '../../../lib/i18n/i18n';
import type { StoryQuery } from '../../../lib/stories/api';
import type { BrowseChange } from '../use-browse-params';
import { regionChoices } from '../../../lib/ui/region-name';
import { campaignCategories, campaignSorts } from '../../../../contract/rules/campaign';
import type { StoryCardPage } from '../../../../contract/api/campaigns';

/** Category, region and order: fields of the page's GET form, so they work without JavaScript too. */
export function FilterFields({ query, formId, update }: { query: StoryQuery; formId: string; update: (changes: BrowseChange) => void }) {
  const { t, lang } = useI18n();
  return (
    <>
      <div className="field">
        <label htmlFor="browse-category">{t('browse.category')}</label>
        <select
          id="browse-category"
          name="category"
          form={formId}
          value={query.category ?? ''}
          onChange={(e) => update({ category: e.target.value })}
        >
          <option value="">{t('browse.any')}</option>
          {campaignCategories.map((c) => (
            <option key={c} value={c}>
              {t(`category.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="browse-region">{t('browse.region')}</label>
        <select
          id="browse-region"
          name="region"
          form={formId}
          value={query.region ?? ''}
          onChange={(e) => update({ region: e.target.value })}
        >
          <option value="">{t('browse.anyRegion')}</option>
          {regionChoices(t, lang).map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="browse-sort">{t('browse.sort')}</label>
        <select id="browse-sort" name="sort" form={formId} value={query.sort ?? ''} onChange={(e) => update({ sort: e.target.value })}>
          <option value="">{t('browse.sort.newest')}</option>
          {campaignSorts
            .filter((s) => s !== 'newest')
            .map((s) => (
              <option key={s} value={s}>
                {t(`browse.sort.${s}`)}
              </option>
            ))}
        </select>
      </div>
    </>
  );
}

/** How many stories were found (or at least how many, past the count's limit), and a way back to all of them. */
export function ResultsBar({ query, total, exact }: { query: StoryQuery; total: number | null; exact: boolean }) {
  const { t } = useI18n();
  return (
    <div className="results-bar" aria-live="polite">
      <span>{total === null ? t('browse.loading') : t(exact ? 'browse.results' : 'browse.resultsAtLeast', { count: total })}</span>
      {(query.q || query.category || query.region || query.sort) && (
        <Link className="btn btn-ghost" to="/campaigns">
          {t('browse.clear')}
        </Link>
      )}
    </div>
  );
}

/** Previous and next as links (numbered pages first, then pages that start after the one before). */
export function BrowsePager({
  data,
  pageParams,
  numbered,
  goBack,
}: {
  data: StoryCardPage;
  pageParams: (page: number, cursor?: string) => string;
  numbered: (page: number) => boolean;
  goBack: (page: number) => void;
}) {
  const { t } = useI18n();
  return (
    <nav className="pager" aria-label={t('browse.page', { page: data.page, pages: data.total_pages })}>
      {data.page > 1 && numbered(data.page - 1) ? (
        <Link className="btn btn-outline" to={`?${pageParams(data.page - 1)}`}>
          {t('browse.previous')}
        </Link>
      ) : (
        <button type="button" className="btn btn-outline" disabled={data.page <= 1} onClick={() => goBack(data.page)}>
          {t('browse.previous')}
        </button>
      )}
      <span>{t('browse.page', { page: data.page, pages: data.total_pages })}</span>
      {data.next_cursor ? (
        <Link className="btn btn-outline" to={`?${pageParams(data.page + 1, data.next_cursor)}`}>
          {t('browse.next')}
        </Link>
      ) : (
        <button type="button" className="btn btn-outline" disabled>
          {t('browse.next')}
        </button>
      )}
    </nav>
  );
}
