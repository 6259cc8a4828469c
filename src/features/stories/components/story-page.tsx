import { Link, useParams } from 'react-router-dom';
import { useI18n } from '../../../lib/i18n/i18n';
import { formatCedis } from '../../../lib/money';
import { useOnline } from '../../../lib/online';
import { usePageTitle } from '../../../lib/page-title';
import { Spinner } from '../../../lib/spinner';
import { fetchStory } from '../../../lib/stories/api';
import { storyKey } from '../../../lib/stories/keys';
import type { StoryPage as Story } from '../../../../contract/api/campaigns';
import { LoadError } from '../../../lib/ui/load-error';
import { StoryProgress } from '../../../lib/ui/progress';
import { VerifiedBadge } from '../../../lib/ui/story-card';
import { StoryImage } from '../../../lib/ui/story-image';
import { useResource } from '../../../lib/use-resource';
import '../stories.css';
import { DonorWall } from './donor-wall';
import { ReportButton } from './report-dialog';
import { ShareButton } from './share-button';

function StatusNote({ story }: { story: Story }) {
  const { t } = useI18n();
  const note =
    story.status === 'paused'
      ? t('story.paused')
      : story.status === 'completed'
        ? t('story.completedNote')
        : story.status === 'pending'
          ? t('story.pendingNote')
          : story.status === 'draft'
            ? t('story.draftNote')
            : story.status === 'rejected'
              ? t('story.rejectedNote', { reason: story.owner_view?.moderation_reason ?? '' })
              : null;
  return note ? (
    <p className="notice" role="status">
      {note}
    </p>
  ) : null;
}

/** A story: cover, what it is for, progress, support, share and report, the story, updates and donors. */
export default function StoryPage() {
  const { id = '' } = useParams();
  const { t, lang } = useI18n();
  const { data: story, error, loading, reload } = useResource(storyKey(id), () => fetchStory(id));
  const online = useOnline();
  usePageTitle(story?.title ?? '');
  // Dates in Ghana's time, the same on the server that renders the page and on the phone.
  const date = new Intl.DateTimeFormat(lang === 'fr' ? 'fr' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Accra',
  });

  if (loading && !story) return <Spinner size="large" page />;
  if (!story) {
    // Offline and never opened on this phone: say so, not that something went wrong.
    const notSaved = !online || error?.type === 'network';
    return (
      <section className="page container stack">
        <h1>{notSaved ? t('story.notSaved.title') : error?.status === 404 ? t('story.notFound') : t('error.title')}</h1>
        {notSaved ? <p>{t('story.notSaved.text')}</p> : error && error.status !== 404 && <LoadError error={error} onRetry={reload} />}
        <p>
          <Link to="/campaigns">{t('story.back')}</Link>
        </p>
      </section>
    );
  }

  const impact = story.updates.find((u) => u.is_impact);
  return (
    <article className="page container">
      <div className="story-layout">
        <div className="stack">
          <StoryImage
            image={story.cover}
            alt={t('story.coverAlt', { title: story.title })}
            className="story-cover"
            sizes="(min-width: 960px) 640px, 100vw"
            priority
          />
          <div className="story-meta">
            <span>{t(`category.${story.category}`)}</span>
            <span>{story.region}</span>
            {story.owner ? <span>{t('card.by', { name: story.owner.name })}</span> : <span>{t('card.member')}</span>}
            {story.owner?.verified && <VerifiedBadge />}
          </div>
          <h1>{story.title}</h1>
          <p className="lead">{story.summary}</p>
          <p>
            <strong>{t('story.beneficiary', { name: story.beneficiary })}</strong>
          </p>
          <StatusNote story={story} />
          {impact && (
            <section className="card update-impact" aria-labelledby="impact-title">
              <h2 id="impact-title">{t('story.impact')}</h2>
              <h3>{impact.title}</h3>
              <p>{impact.body}</p>
            </section>
          )}
          <section aria-labelledby="about-title" className="story-body">
            <h2 id="about-title">{t('story.about')}</h2>
            {story.story.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </section>
          {story.gallery.length > 0 && (
            <section aria-labelledby="photos-title">
              <h2 id="photos-title">{t('story.photos')}</h2>
              <ul className="gallery">
                {story.gallery.map((image, index) => (
                  <li key={image.id}>
                    <StoryImage
                      image={image}
                      alt={t('story.photoAlt', { n: index + 1, title: story.title })}
                      sizes="(min-width: 960px) 200px, 45vw"
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="updates-title">
            <h2 id="updates-title">{t('story.updates')}</h2>
            {story.updates.length === 0 ? (
              <p>{t('story.noUpdates')}</p>
            ) : (
              <ol className="updates">
                {story.updates.map((update) => (
                  <li key={update.id} className={`card${update.is_impact ? ' update-impact' : ''}`}>
                    <h3>{update.title}</h3>
                    <time dateTime={update.created_at}>{date.format(new Date(update.created_at))}</time>
                    <p>{update.body}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        <aside className="story-aside stack" aria-label={t('card.progress')}>
          <div className="card stack">
            <div>
              <span className="big-figure">{formatCedis(story.raised, { whole: true })}</span>{' '}
              <span className="muted">{t('story.raised', { goal: formatCedis(story.goal, { whole: true }) })}</span>
            </div>
            <StoryProgress raised={story.raised} goal={story.goal} percent={story.percent_funded} />
            <div className="figures">
              <div>
                <strong>{story.donor_count}</strong>
                {t('story.donors')}
              </div>
              <div>
                <strong>{story.status === 'completed' ? 0 : story.days_left}</strong>
                {t('story.daysLeft')}
              </div>
              <div>
                <strong>{story.percent_funded}%</strong>
                {t('story.funded')}
              </div>
            </div>
            {story.status === 'active' &&
              (online ? (
                <Link className="btn btn-primary" to={`/payment?campaign=${encodeURIComponent(story.slug)}`}>
                  {t('story.support')}
                </Link>
              ) : (
                <>
                  <button type="button" className="btn btn-primary" disabled aria-describedby="pay-offline">
                    {t('story.support')}
                  </button>
                  <p id="pay-offline" className="hint">
                    {t('offline.payNeedsNetwork')}
                  </p>
                </>
              ))}
            <div className="actions">
              <ShareButton title={story.title} path={`/campaigns/${story.slug}`} />
              <ReportButton campaignId={story.id} storyTitle={story.title} />
            </div>
          </div>
          <section className="card" aria-labelledby="wall-title">
            <h2 id="wall-title">{t('story.wall')}</h2>
            <DonorWall storyId={story.id} total={story.donor_count} />
          </section>
        </aside>
      </div>
    </article>
  );
}
