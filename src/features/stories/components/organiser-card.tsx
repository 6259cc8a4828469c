import { useI18n, type MessageKey } from '../../../lib/i18n/i18n';
import { VerifiedBadge } from '../../../lib/ui/story-card';
import type { StoryOrganiser, StoryPage as Story } from '../../../../contract/api/campaigns';
import { regionName } from '../../../lib/ui/region-name';

/** Initials for an organiser without a photo. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

function EarlierStories({ earlier }: { earlier: StoryOrganiser['earlier_stories'] }) {
  const { t, formats } = useI18n();
  const outcomes = [
    ['organiser.reachedGoal', earlier.reached_goal],
    ['organiser.closedShort', earlier.closed_short],
    ['organiser.live', earlier.live],
  ] as const;
  const said = outcomes.filter(([, count]) => count > 0).map(([key, count]) => t(key, { count }));
  if (said.length === 0) return <>{t('organiser.firstStory')}</>;
  return <>{new Intl.ListFormat(formats.locale, { type: 'conjunction' }).format(said)}</>;
}

/** Who is asking: the owner's name and photo, who they are to the beneficiary, where from, since when, their record, and their identity check. */
export function OrganiserCard({ story }: { story: Story }) {
  const { t, formats } = useI18n();
  const organiser = story.organiser;
  if (!organiser) return null;
  const since = new Intl.DateTimeFormat(formats.locale, { month: 'long', year: 'numeric', timeZone: 'Africa/Accra' });
  const photo = organiser.photo?.variants[0];
  return (
    <section className="card organiser" id="organiser" aria-labelledby="organiser-title">
      <h2 id="organiser-title">{t('organiser.title')}</h2>
      <div className="organiser-head">
        {photo ? (
          <img className="organiser-photo" src={photo.url} width={56} height={56} alt={t('organiser.photoAlt', { name: organiser.name })} />
        ) : (
          <span className="organiser-photo organiser-initials" aria-hidden="true">
            {initials(organiser.name)}
          </span>
        )}
        <div>
          <p className="organiser-name">
            <strong>{organiser.name}</strong> {organiser.verified && <VerifiedBadge />}
          </p>
          {story.relationship && <p className="muted">{t(`organiser.relationship.${story.relationship}` as MessageKey)}</p>}
        </div>
      </div>
      <dl className="organiser-facts">
        {organiser.region && (
          <div>
            <dt>{t('organiser.region')}</dt>
            <dd>{regionName(t, organiser.region)}</dd>
          </div>
        )}
        <div>
          <dt>{t('organiser.since')}</dt>
          <dd>{since.format(new Date(organiser.member_since))}</dd>
        </div>
        <div>
          <dt>{t('organiser.earlier')}</dt>
          <dd>
            <EarlierStories earlier={organiser.earlier_stories} />
          </dd>
        </div>
      </dl>
      <p className={organiser.verified ? 'identity verified-note' : 'identity'}>
        {organiser.verified ? t('organiser.verified') : t('organiser.unverified')}
      </p>
    </section>
  );
}
