import { isSliver } from '../../../contract/rules/numbers';
import { percentFunded } from '../../../contract/rules/campaign';
import { useI18n } from '../i18n/i18n';

/** Below one percent, the bar still shows a sliver: any gift is visible. */
const sliverWidth = 1.5;

/** Raised against the goal as a bar: what was raised fills it, and anything above zero shows. */
export function ProgressBar({ raised, goal }: { raised: number; goal: number }) {
  const { t, formats } = useI18n();
  const percent = percentFunded(raised, goal);
  return (
    // An SVG bar: its width is an attribute, so the page needs no inline style (CSP).
    <svg
      className="progress"
      viewBox="0 0 100 8"
      preserveAspectRatio="none"
      role="progressbar"
      aria-label={t('card.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={formats.percent(raised, goal)}
    >
      <rect className="progress-track" width="100" height="8" rx="4" />
      {raised > 0 && <rect className="progress-fill" width={isSliver(raised, goal) ? sliverWidth : percent} height="8" rx="4" />}
    </svg>
  );
}

/** Raised against the goal, as a bar and in words. */
export function StoryProgress({ raised, goal }: { raised: number; goal: number }) {
  const { t, formats } = useI18n();
  return (
    <div className="progress-block">
      <ProgressBar raised={raised} goal={goal} />
      <div className="progress-figures">
        <span>{t('card.raisedOf', { raised: formats.money(raised), goal: formats.money(goal) })}</span>
        <strong>{t('card.percent', { percent: formats.percent(raised, goal) })}</strong>
      </div>
    </div>
  );
}
