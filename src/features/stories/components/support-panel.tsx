import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../../../lib/i18n/i18n';
import { useOnline } from '../../../lib/online';
import { ProgressBar } from '../../../lib/ui/progress';
import { daysLeftLabel } from '../../../lib/ui/story-card';
import type { StoryPage as Story } from '../../../../contract/api/campaigns';
import { publicStatuses } from '../../../../contract/rules/campaign';
import { GiveByPhone } from './give-by-phone';
import { ShareButton } from './share-button';

export const supportPath = (story: Pick<Story, 'slug'>) => `/payment?campaign=${encodeURIComponent(story.slug)}`;

/**
 * What a donor decides on, in the first screen of a phone: raised against the
 * goal, the bar, donors, days left, and the way to give. `ref` is the Support
 * button's place, watched to show the sticky bar once it scrolls away.
 */
export function SupportPanel({ story, ref }: { story: Story; ref?: Ref<HTMLDivElement> }) {
  const { t, formats } = useI18n();
  const online = useOnline();
  return (
    <div className="card support-panel">
      <p className="raised-line">
        <span className="big-figure">{formats.money(story.raised)}</span>{' '}
        <span className="muted">{t('story.raisedOf', { goal: formats.money(story.goal) })}</span>
      </p>
      <ProgressBar raised={story.raised} goal={story.goal} />
      {story.collected_in_person > 0 && (
        <p className="muted in-person-line">
          <a href="#money">{t('story.inPerson', { amount: formats.money(story.collected_in_person) })}</a>
        </p>
      )}
      <ul className="panel-figures">
        <li>{t('card.percent', { percent: formats.percent(story.raised, story.goal) })}</li>
        <li>{t('card.donors', { count: story.donor_count })}</li>
        <li>{daysLeftLabel(t, story)}</li>
      </ul>
      <div ref={ref} className="support-actions">
        {story.status === 'active' &&
          (online ? (
            <Link className="btn btn-primary" to={supportPath(story)}>
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
        {/* A story nobody else can see yet is not shared by mistake. */}
        {publicStatuses.includes(story.status) && (
          <ShareButton
            title={story.title}
            path={`/campaigns/${story.slug}`}
            number={story.short_number}
            dial={story.status === 'active' ? story.ussd_dial : null}
          />
        )}
      </div>
      <GiveByPhone story={story} />
    </div>
  );
}

/**
 * Once the panel's button has scrolled away: a slim bar at the bottom with the
 * amount raised and Support. It is in the page from the start (the server's
 * page too); CSS shows it when the panel's Support is out of sight (a scroll
 * timeline), before the app runs. `shown` is the app's word for browsers
 * without scroll timelines.
 */
export function SupportBar({ story, shown }: { story: Story; shown: boolean }) {
  const { t, formats } = useI18n();
  return (
    <div className="support-bar" data-testid="support-bar" data-shown={shown || undefined}>
      <div className="container">
        <p>
          <strong>{formats.money(story.raised)}</strong>{' '}
          <span className="muted">{t('story.raisedShort', { percent: formats.percent(story.raised, story.goal) })}</span>
        </p>
        <Link className="btn btn-primary" to={supportPath(story)}>
          {t('story.supportShort')}
        </Link>
      </div>
    </div>
  );
}
