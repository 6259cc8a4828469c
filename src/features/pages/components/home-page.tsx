import { Link } from 'react-router-dom';
import { useI18n, useT } from '../../../lib/i18n/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { campaignCategories } from '../../../../contract/rules/campaign';
import type { StoryCard } from '../../../../contract/api/campaigns';
import { fetchStats, fetchStories, fetchSuccessStories } from '../../../lib/stories/api';
import { homeQueries, homeSuccess, statsKey, storiesKey, successKey } from '../../../lib/stories/keys';
import { StoryGrid } from '../../../lib/ui/story-card';
import { useResource, type Resource } from '../../../lib/use-resource';
import '../pages.css';

function LiveFigures() {
  const { t, formats } = useI18n();
  const { data } = useResource(statsKey, fetchStats);
  const count = (value: number | undefined) => (value === undefined ? '…' : formats.count(value));
  const figures = [
    { key: 'raised', value: data ? formats.money(data.total_raised) : '…', label: t('home.stats.raised') },
    { key: 'active', value: count(data?.active_campaigns), label: t('home.stats.active', { count: data?.active_campaigns ?? 2 }) },
    { key: 'donors', value: count(data?.donors), label: t('home.stats.donors', { count: data?.donors ?? 2 }) },
    { key: 'funded', value: count(data?.funded_campaigns), label: t('home.stats.funded', { count: data?.funded_campaigns ?? 2 }) },
  ];
  return (
    <ul className="stats-band" aria-busy={!data}>
      {figures.map((figure) => (
        <li key={figure.key}>
          <strong>{figure.value}</strong>
          {figure.label}
        </li>
      ))}
    </ul>
  );
}

/** A strip of stories with its heading, a link to all of them and an optional lead. */
function StorySection({
  id,
  title,
  lead,
  all,
  stories,
  skeletons,
}: {
  id: string;
  title: string;
  lead?: string;
  all: { to: string; label: string };
  stories: Resource<{ items: StoryCard[] }>;
  skeletons: number;
}) {
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="container stack">
        <div className="section-head">
          <h2 id={`${id}-title`}>{title}</h2>
          <Link to={all.to}>{all.label}</Link>
        </div>
        {lead && <p>{lead}</p>}
        <StoryGrid stories={stories.data?.items ?? null} loading={stories.loading} skeletons={skeletons} label={title} />
      </div>
    </section>
  );
}

/** What Nnoboa is, the two ways in, and the live figures. */
function Hero() {
  const t = useT();
  return (
    <section className="hero" aria-labelledby="home-title">
      <div className="container stack">
        <h1 id="home-title">{t('home.title')}</h1>
        <p className="lead">{t('home.lead')}</p>
        <div className="actions">
          <Link className="btn btn-primary" to="/campaigns">
            {t('home.ctaBrowse')}
          </Link>
          <Link className="btn btn-outline" to="/create">
            {t('home.ctaLaunch')}
          </Link>
        </div>
        <h2 className="visually-hidden">{t('home.stats.title')}</h2>
        <LiveFigures />
      </div>
    </section>
  );
}

/** Every category, each leading to its stories. */
function Categories() {
  const t = useT();
  return (
    <section className="section" aria-labelledby="categories-title">
      <div className="container stack">
        <h2 id="categories-title">{t('home.categories.title')}</h2>
        <ul className="category-grid">
          {campaignCategories.map((category) => (
            <li key={category}>
              <Link to={`/campaigns?category=${category}`}>{t(`category.${category}`)}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** How it works in three steps, and why a gift is safe in three points. */
function HowAndWhy() {
  const t = useT();
  return (
    <>
      <section className="section" aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title">{t('home.stepsTitle')}</h2>
          <ol className="steps">
            {(['1', '2', '3'] as const).map((n) => (
              <li key={n} className="card">
                <h3>{t(`home.step${n}.title`)}</h3>
                <p>{t(`home.step${n}.text`)}</p>
              </li>
            ))}
          </ol>
          <p>
            <Link to="/how-it-works">{t('home.howLink')}</Link>
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="trust-title">
        <div className="container">
          <h2 id="trust-title">{t('home.trustTitle')}</h2>
          <div className="features">
            {(['1', '2', '3'] as const).map((n) => (
              <article key={n} className="card">
                <h3>{t(`home.trust${n}.title`)}</h3>
                <p>{t(`home.trust${n}.text`)}</p>
              </article>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

export default function HomePage() {
  const t = useT();
  usePageTitle('');
  const featured = useResource(storiesKey(homeQueries.featured), () => fetchStories(homeQueries.featured));
  const trending = useResource(storiesKey(homeQueries.trending), () => fetchStories(homeQueries.trending));
  const success = useResource(successKey(homeSuccess.page, homeSuccess.limit), () =>
    fetchSuccessStories(homeSuccess.page, homeSuccess.limit),
  );

  return (
    <>
      <Hero />
      <StorySection
        id="featured"
        title={t('home.featured.title')}
        lead={t('home.featured.lead')}
        all={{ to: '/campaigns?sort=most_funded', label: t('home.seeAll') }}
        stories={featured}
        skeletons={3}
      />
      <StorySection
        id="trending"
        title={t('home.trending.title')}
        all={{ to: '/campaigns?sort=trending', label: t('home.seeAll') }}
        stories={trending}
        skeletons={6}
      />
      <Categories />
      <StorySection
        id="success"
        title={t('home.success.title')}
        lead={t('home.success.lead')}
        all={{ to: '/success-stories', label: t('home.success.all') }}
        stories={success}
        skeletons={3}
      />
      <HowAndWhy />
    </>
  );
}
