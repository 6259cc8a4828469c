import { useState } from 'react';
import { useI18n } from '../../../lib/i18n/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { fetchStories } from '../../../lib/stories/api';
import { storiesKey } from '../../../lib/stories/keys';
import { LoadError } from '../../../lib/ui/load-error';
import { StoryGrid } from '../../../lib/ui/story-card';
import { useOnline } from '../../../lib/online';
import { useResource } from '../../../lib/use-resource';
import { useBrowseParams } from '../use-browse-params';
import { SavedStories } from './saved-stories';
import '../stories.css';
import { SearchField } from '../../../lib/ui/search-field';
import { BrowsePager, FilterFields, ResultsBar } from './browse-parts';

export default function BrowsePage() {
  const { t } = useI18n();
  usePageTitle(t('browse.title'));
  const { query, update, pageParams, numbered, goBack } = useBrowseParams();
  const key = storiesKey(query);
  const online = useOnline();
  // On a phone the filters fold away, so the first stories show in the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersOn = [query.category, query.region, query.sort].filter(Boolean).length;
  const { data, error, loading, reload } = useResource(online ? key : null, () => fetchStories(query));

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
          <FilterFields query={query} formId={formId} update={update} />
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
          <ResultsBar query={query} total={loading && !data ? null : (data?.total ?? 0)} exact={data?.total_exact !== false} />
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
          {data && data.total_pages > 1 && <BrowsePager data={data} pageParams={pageParams} numbered={numbered} goBack={goBack} />}
        </>
      )}
    </section>
  );
}
