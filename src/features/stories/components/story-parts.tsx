/** A story page's parts: its head, its updates, its photos, and what shows when it cannot be shown. */
import { Link } from 'react-router-dom';
import type { ApiError } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n/i18n';
import { regionName } from '../../../lib/ui/region-name';
import { LoadError } from '../../../lib/ui/load-error';
import { VerifiedBadge } from '../../../lib/ui/story-card';
import { StoryImage } from '../../../lib/ui/story-image';
import type { StoryPage as Story } from '../../../../contract/api/campaigns';

/** A closed story says so where its story begins (a story in any other state says its state at the top: StoryState). */
export function ClosedNote({ story }: { story: Story }) {
  const { t } = useI18n();
  return story.status === 'completed' ? (
    <p className="notice" role="status">
      {t('story.completedNote')}
    </p>
  ) : null;
}

/** Photos as a list, each named by its number and what it belongs to; lazy, with their sizes, so nothing moves as they arrive. */
export function PhotoList({
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
        const image = <StoryImage image={photo} alt={t('story.photoAlt', { n: index + 1, title })} title={title} sizes={sizes} />;
        return <li key={photo.id}>{linked && photo.url ? <a href={photo.url}>{image}</a> : image}</li>;
      })}
    </ul>
  );
}

/**
 * The cover fills a phone's width; on the densest phone screens it is asked for at about twice the width in
 * pixels rather than three times: the difference is hard to see and costs a third of a first visit's photo bytes.
 */
const coverSizes = '(max-width: 700px) and (min-resolution: 2.5dppx) 66vw, (min-width: 960px) 640px, 100vw';

/** The cover, where and by whom, and the title: the top of the first screen. */
export function StoryHead({ story }: { story: Story }) {
  const { t } = useI18n();
  return (
    <header className="story-head stack">
      <StoryImage
        image={story.cover}
        alt={t('story.coverAlt', { title: story.title })}
        title={story.title}
        className="story-cover"
        sizes={coverSizes}
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
  );
}

/** The owner's updates, newest first, each with its date in Ghana's time and its photos whole. */
export function StoryUpdates({ story }: { story: Story }) {
  const { t, lang } = useI18n();
  // Dates in Ghana's time, the same on the server that renders the page and on the phone.
  const date = new Intl.DateTimeFormat(lang === 'fr' ? 'fr' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Accra',
  });
  return (
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
  );
}

/** A story that cannot be shown: never opened on this phone while offline, gone, or a failure to load. */
export function StoryUnavailable({ error, online, reload }: { error: ApiError | null; online: boolean; reload: () => void }) {
  const { t } = useI18n();
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
