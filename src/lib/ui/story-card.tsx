import { Link } from 'react-router-dom';
import { useT, type MessageKey } from '../i18n/i18n';
import type { StoryCard as Card } from '../../../contract/api/campaigns';
import { StoryProgress } from './progress';
import { StoryImage } from './story-image';
import './stories.css';
import { regionName } from './region-name';

export function VerifiedBadge() {
  const t = useT();
  return (
    <span className="verified" title={t('card.verifiedOwner')}>
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M12 2l2.4 2.1 3.2-.4.9 3.1 2.8 1.6-1.2 3 1.2 3-2.8 1.6-.9 3.1-3.2-.4L12 22l-2.4-2.1-3.2.4-.9-3.1-2.8-1.6 1.2-3-1.2-3 2.8-1.6.9-3.1 3.2.4z" />
        <path d="M10.5 15.5l-3-3 1.4-1.4 1.6 1.6 4.6-4.6 1.4 1.4z" fill="#fff" />
      </svg>
      {t('card.verified')}
    </span>
  );
}

export function daysLeftLabel(
  t: (key: MessageKey, values?: Record<string, string | number>) => string,
  card: Pick<Card, 'status' | 'days_left'>,
): string {
  if (card.status === 'completed') return t('card.closed');
  if (card.days_left <= 0) return t('card.dayLeft');
  return t('card.daysLeft', { count: card.days_left });
}

/** The level of a card's title: under the page's h1 directly (a list page), or under a section's h2. */
export type CardHeading = 'h2' | 'h3';

/** A story in a list: cover, title, place, summary, progress, donors and time left. */
export function StoryCard({
  story,
  priority = false,
  heading: Heading = 'h3',
}: {
  story: Card;
  priority?: boolean;
  heading?: CardHeading;
}) {
  const t = useT();
  return (
    <article className="story-card">
      <Link className="story-link" to={`/campaigns/${story.slug}`}>
        <StoryImage
          image={story.cover}
          alt=""
          title={story.title}
          className="cover"
          sizes="(min-width: 900px) 340px, (min-width: 600px) 45vw, 92vw"
          priority={priority}
          maxWidth={640}
        />
        <div className="body">
          <div className="story-meta">
            <span>{t(`category.${story.category}`)}</span>
            <span className="region">{regionName(t, story.region)}</span>
          </div>
          <Heading className="story-title">{story.title}</Heading>
          <p className="summary">{story.summary}</p>
          <StoryProgress raised={story.raised} goal={story.goal} />
          <div className="story-meta">
            <span>{t('card.donors', { count: story.donor_count })}</span>
            <span>{daysLeftLabel(t, story)}</span>
            {story.owner?.verified && <VerifiedBadge />}
          </div>
        </div>
      </Link>
    </article>
  );
}

export function StoryCardSkeleton() {
  return (
    <div className="story-card" aria-hidden="true">
      <div className="cover skeleton" />
      <div className="body">
        <div className="skeleton skeleton-line w-40" />
        <div className="skeleton skeleton-line w-90" />
        <div className="skeleton skeleton-line" />
        <div className="skeleton skeleton-line w-75" />
        <div className="skeleton bar" />
      </div>
    </div>
  );
}

interface GridProps {
  stories: Card[] | null;
  loading: boolean;
  skeletons?: number;
  label: string;
  firstPriority?: boolean;
  heading?: CardHeading;
}

export function StoryGrid({ stories, loading, skeletons = 6, label, firstPriority = false, heading }: GridProps) {
  if (loading && !stories) {
    return (
      <ul className="story-grid" aria-busy="true" aria-label={label}>
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i}>
            <StoryCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="story-grid" aria-label={label}>
      {(stories ?? []).map((story, index) => (
        <li key={story.id}>
          <StoryCard story={story} priority={firstPriority && index === 0} {...(heading ? { heading } : {})} />
        </li>
      ))}
    </ul>
  );
}
