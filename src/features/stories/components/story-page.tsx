import { lazy, Suspense, useRef, useSyncExternalStore } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useI18n } from '../../../lib/i18n/i18n';
import { useOnline } from '../../../lib/online';
import { usePageTitle } from '../../../lib/page-title';
import { Spinner } from '../../../lib/spinner';
import { fetchStory } from '../../../lib/stories/api';
import { storyKey } from '../../../lib/stories/keys';
import type { StoryPage as Story } from '../../../../contract/api/campaigns';
import { LoadError } from '../../../lib/ui/load-error';
import { VerifiedBadge } from '../../../lib/ui/story-card';
import { StoryImage } from '../../../lib/ui/story-image';
import { useResource } from '../../../lib/use-resource';
import '../stories.css';
import { useScrolledPast } from '../../../lib/use-scrolled-past';
import { DonorWall } from './donor-wall';
import { OrganiserCard } from './organiser-card';
import { Protection } from './protection';
import { SupportBar, SupportPanel } from './support-panel';
import { regionName } from '../../../lib/ui/region-name';

// Where the money went sits below the fold and loads after the page is taken over, in its own chunk.
const MoneyLedger = lazy(() => import('./money-ledger'));
const noChange = () => () => undefined;
/** False on the server and while the server's page is taken over; true after. */
const useTakenOver = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

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

/** Photos as a list, each named by its number and what it belongs to; lazy, with their sizes, so nothing moves as they arrive. */
function PhotoList({
  photos,
  title,
  className,
  sizes,
  linked = false,
}: {
  photos: Story['gallery'];
  title: string;
  className: string;
  sizes: string;
  linked?: boolean;
}) {
  const { t } = useI18n();
  return (
    <ul className={className}>
      {photos.map((photo, index) => {
        const image = <StoryImage image={photo} alt={t('story.photoAlt', { n: index + 1, title })} sizes={sizes} />;
        return <li key={photo.id}>{linked && photo.url ? <a href={photo.url}>{image}</a> : image}</li>;
      })}
    </ul>
  );
}

/**
 * A story. On a phone the first screen holds the cover, the title and what a
 * donor decides on (raised, goal, the bar, donors, days left, Support); once
 * Support scrolls away a slim bar keeps it at the bottom. Then what it is for,
 * the story, who is asking, how a gift is protected, updates and donors.
 */
export default function StoryPage() {
  const { id = '' } = useParams();
  const { t, lang } = useI18n();
  const { data: story, error, loading, reload } = useResource(storyKey(id), () => fetchStory(id));
  const online = useOnline();
  const supportPlace = useRef<HTMLDivElement>(null);
  const supportGone = useScrolledPast(supportPlace);
  const takenOver = useTakenOver();
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
    <article className="page container story-page">
      <div className="story-layout">
        <header className="story-head stack">
          <StoryImage
            image={story.cover}
            alt={t('story.coverAlt', { title: story.title })}
            className="story-cover"
            sizes="(min-width: 960px) 640px, 100vw"
            priority
          />
          <div className="story-meta">
            <span>{t(`category.${story.category}`)}</span>
            <span>{regionName(t, story.region)}</span>
            {story.owner ? <a href="#organiser">{t('card.by', { name: story.owner.name })}</a> : <span>{t('card.member')}</span>}
            {story.owner?.verified && <VerifiedBadge />}
          </div>
          <h1>{story.title}</h1>
        </header>
        <aside className="story-aside" aria-label={t('card.progress')}>
          <SupportPanel story={story} ref={supportPlace} />
        </aside>
        <div className="story-main stack">
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
              <PhotoList className="gallery" photos={story.gallery} title={story.title} sizes="(min-width: 960px) 200px, 45vw" />
            </section>
          )}
          <OrganiserCard story={story} />
          <Protection story={story} />
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
                    {update.photos.length > 0 && (
                      // Whole and linked to the largest size: a receipt must be readable.
                      <PhotoList
                        className="update-photos"
                        photos={update.photos}
                        title={update.title}
                        sizes="(min-width: 960px) 320px, 50vw"
                        linked
                      />
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>
          {takenOver && (
            <Suspense fallback={null}>
              <MoneyLedger storyId={story.id} />
            </Suspense>
          )}
          <section className="card" aria-labelledby="wall-title">
            <h2 id="wall-title">{t('story.wall')}</h2>
            <DonorWall storyId={story.id} total={story.donor_count} />
          </section>
        </div>
      </div>
      {/* In the server's page, shown by CSS alone once Support has scrolled away (the app only helps browsers without scroll timelines). */}
      {story.status === 'active' && online && <SupportBar story={story} shown={supportGone} />}
    </article>
  );
}
