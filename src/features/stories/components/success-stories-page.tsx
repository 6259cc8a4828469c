import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { fetchSuccessStories } from '../../../lib/stories/api';
import { successKey, successPage } from '../../../lib/stories/keys';
import { LoadError } from '../../../lib/ui/load-error';
import { StoryProgress } from '../../../lib/ui/progress';
import { StoryImage } from '../../../lib/ui/story-image';
import { StoryCardSkeleton } from '../../../lib/ui/story-card';
import { useResource } from '../../../lib/use-resource';
import '../success-stories.css';
import { regionName } from '../../../lib/ui/region-name';

/** Stories that reached their goal, each with what the money achieved. */
export default function SuccessStoriesPage() {
  const t = useT();
  usePageTitle(t('success.title'));
  const { data, error, loading, reload } = useResource(successKey(successPage.page, successPage.limit), () =>
    fetchSuccessStories(successPage.page, successPage.limit),
  );

  return (
    <section className="page container stack" aria-labelledby="success-page-title">
      <h1 id="success-page-title">{t('success.title')}</h1>
      <p className="lead">{t('success.lead')}</p>
      {error && !data && <LoadError error={error} onRetry={reload} />}
      {loading && !data && (
        <div className="success-list" aria-busy="true">
          <StoryCardSkeleton />
          <StoryCardSkeleton />
        </div>
      )}
      {data && data.items.length === 0 && <p>{t('success.empty')}</p>}
      {data && (
        <ol className="success-list">
          {data.items.map((story) => (
            <li key={story.id} className="card success-item">
              <StoryImage image={story.cover} alt="" title={story.title} className="success-cover" sizes="(min-width: 720px) 320px, 92vw" />
              <div className="stack">
                <div className="story-meta">
                  <span>{t(`category.${story.category}`)}</span>
                  <span>{regionName(t, story.region)}</span>
                </div>
                <h2>{story.title}</h2>
                <StoryProgress raised={story.raised} goal={story.goal} />
                {story.impact && (
                  <div>
                    <h3>{t('labelled', { label: t('story.impact'), text: story.impact.title })}</h3>
                    <p>{story.impact.body}</p>
                  </div>
                )}
                <p>
                  <Link to={`/campaigns/${story.slug}`}>{t('success.read')}</Link>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
