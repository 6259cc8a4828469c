import { lazy, Suspense, useRef, useSyncExternalStore } from 'react';
import { useParams } from 'react-router-dom';
import { useI18n } from '../../../lib/i18n/i18n';
import { useOnline } from '../../../lib/online';
import { usePageTitle } from '../../../lib/page-title';
import { Spinner } from '../../../lib/spinner';
import { fetchStory } from '../../../lib/stories/api';
import { storyKey } from '../../../lib/stories/keys';
import { publicStatuses } from '../../../../contract/rules/campaign';
import { useResource } from '../../../lib/use-resource';
import '../stories.css';
import { useScrolledPast } from '../../../lib/use-scrolled-past';
import { DonorWall } from './donor-wall';
import { OrganiserCard } from './organiser-card';
import { Protection } from './protection';
import { StoryState } from './story-state';
import { SupportBar, SupportPanel } from './support-panel';
import { ClosedNote, PhotoList, StoryHead, StoryUnavailable, StoryUpdates } from './story-parts';

// Where the money went sits below the fold and loads after the page is taken over, in its own chunk.
const MoneyLedger = lazy(() => import('./money-ledger'));
// So are words of support, with their form.
const WordsOfSupport = lazy(() => import('./words-of-support'));
const noChange = () => () => undefined;
/** False on the server and while the server's page is taken over; true after. */
const useTakenOver = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

/**
 * A story. On a phone the first screen holds the cover, the title and what a
 * donor decides on (raised, goal, the bar, donors, days left, Support); once
 * Support scrolls away a slim bar keeps it at the bottom. Then what it is for,
 * the story, who is asking, how a gift is protected, updates and donors.
 */
export default function StoryPage() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  const { data: story, error, loading, reload } = useResource(storyKey(id), () => fetchStory(id));
  const online = useOnline();
  const supportPlace = useRef<HTMLDivElement>(null);
  const supportGone = useScrolledPast(supportPlace);
  const takenOver = useTakenOver();
  // A story that is not there (or no longer public) is not shown from an older copy either.
  const gone = error?.status === 404;
  usePageTitle(gone ? t('story.notFound') : (story?.title ?? ''));
  if (loading && !story) return <Spinner size="large" page />;
  if (!story || gone) return <StoryUnavailable error={error} online={online} reload={reload} />;

  const impact = story.updates.find((u) => u.is_impact);
  return (
    <article className="page container story-page">
      <StoryState story={story} />
      <div className="story-layout">
        <StoryHead story={story} />
        <aside className="story-aside" aria-label={t('card.progress')}>
          <SupportPanel story={story} ref={supportPlace} />
        </aside>
        <div className="story-main stack">
          <p className="lead">{story.summary}</p>
          <p>
            <strong>{t('story.beneficiary', { name: story.beneficiary })}</strong>
          </p>
          <ClosedNote story={story} />
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
          <StoryUpdates story={story} />
          {takenOver && (
            <Suspense fallback={null}>
              <MoneyLedger storyId={story.id} />
            </Suspense>
          )}
          <section className="card" aria-labelledby="wall-title">
            <h2 id="wall-title">{t('story.wall')}</h2>
            <DonorWall storyId={story.id} total={story.donor_count} />
          </section>
          {takenOver && (
            <Suspense fallback={null}>
              <WordsOfSupport storyId={story.id} slug={story.slug} title={story.title} open={publicStatuses.includes(story.status)} />
            </Suspense>
          )}
        </div>
      </div>
      {/* In the server's page, shown by CSS alone once Support has scrolled away (the app only helps browsers without scroll timelines). */}
      {story.status === 'active' && online && <SupportBar story={story} shown={supportGone} />}
    </article>
  );
}
