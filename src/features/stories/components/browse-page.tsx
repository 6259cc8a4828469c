import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useI18n } from '../../../lib/i18n/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { campaignCategories, campaignSorts } from '../../../../contract/rules/campaign';
import { fetchStories } from '../../../lib/stories/api';
import { storiesKey } from '../../../lib/stories/keys';
import { LoadError } from '../../../lib/ui/load-error';
import { StoryGrid } from '../../../lib/ui/story-card';
import { useOnline } from '../../../lib/online';
import { useResource } from '../../../lib/use-resource';
import { browsePageSize, readBrowseQuery } from '../browse-query';
import { maxOffset } from '../../../../contract/rules/paging';
import { SavedStories } from './saved-stories';
import '../stories.css';
import { SearchField } from '../../../lib/ui/search-field';
import { regionChoices } from '../../../lib/ui/region-name';

export default function BrowsePage() {
  const { t, lang } = useI18n();
  usePageTitle(t('browse.title'));
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = readBrowseQuery(params);
  const key = storiesKey(query);
  const online = useOnline();
  // On a phone the filters fold away, so the first stories show in the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersOn = [query.category, query.region, query.sort].filter(Boolean).length;
  const { data, error, loading, reload } = useResource(online ? key : null, () => fetchStories(query));

  const update = (changes: Partial<Record<'q' | 'category' | 'region' | 'sort' | 'page' | 'cursor', string>>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!('page' in changes)) next.delete('page');
    if (!('cursor' in changes)) next.delete('cursor');
    setParams(next);
  };
  // Numbered pages reach the first thousand stories; further pages start after the page before.
  const numbered = (page: number) => (page - 1) * browsePageSize <= maxOffset;
  /** The query of another page (links, so paging works without JavaScript). */
  const pageParams = (page: number, cursor?: string) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    if (cursor && !numbered(page)) next.set('cursor', cursor);
    else next.delete('cursor');
    return next.toString();
  };
  const goBack = (page: number) => (numbered(page - 1) ? update({ page: String(page - 1) }) : navigate(-1));

  const count = data?.total ?? 0;
  const formId = 'browse-form';
  return (
    <section className="page container" aria-labelledby="browse-title">
      <h1 id="browse-title">{t('browse.title')}</h1>
      <p className="lead">{t('browse.lead')}</p>
      <div className="filters">
        {/* A real GET form with the filters below, so search, filters and paging work without JavaScript. */}
        <SearchField
          id="browse-q"
          formId={formId}
          action="/campaigns"
          label={t('browse.search')}
          value={query.q ?? ''}
          placeholder={t('browse.searchPlaceholder')}
          onSearch={(words) => update({ q: words })}
        />
        {/* A link to the filters before the app runs (CSS opens them as the page's target); a toggle after. */}
        <a
          href="#browse-filters"
          role="button"
          className="btn btn-outline filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls="browse-filters"
          onClick={(event) => {
            event.preventDefault();
            setFiltersOpen(!filtersOpen);
          }}
        >
          {filtersOn > 0 ? t('browse.filtersOn', { count: filtersOn }) : t('browse.filters')}
        </a>
        <div id="browse-filters" className={filtersOpen ? 'filter-fields open' : 'filter-fields'}>
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
          <button type="submit" form={formId} className="btn btn-outline filters-apply">
            {t('browse.apply')}
          </button>
        </div>
      </div>
      {!online ? (
        <SavedStories query={query} label={t('browse.title')} />
      ) : error && !data ? (
        <LoadError error={error} onRetry={reload} />
      ) : (
        <>
          <div className="results-bar" aria-live="polite">
            <span>
              {loading && !data
                ? t('browse.loading')
                : t(data?.total_exact === false ? 'browse.resultsAtLeast' : 'browse.results', { count })}
            </span>
            {(query.q || query.category || query.region || query.sort) && (
              <Link className="btn btn-ghost" to="/campaigns">
                {t('browse.clear')}
              </Link>
            )}
          </div>
          {data && data.items.length === 0 ? (
            <p>{t('browse.none')}</p>
          ) : (
            <StoryGrid
              stories={data?.items ?? null}
              loading={loading}
              skeletons={query.limit}
              label={t('browse.title')}
              firstPriority
              heading="h2"
            />
          )}
          {data && data.total_pages > 1 && (
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
          )}
        </>
      )}
    </section>
  );
}
