import { useT } from '../i18n/i18n';
import { formatCedis } from '../money';

/** Raised against the goal, as a bar and in words. */
export function StoryProgress({ raised, goal, percent }: { raised: number; goal: number; percent: number }) {
  const t = useT();
  return (
    <div className="progress-block">
      {/* An SVG bar: its width is an attribute, so the page needs no inline style (CSP). */}
      <svg
        className="progress"
        viewBox="0 0 100 8"
        preserveAspectRatio="none"
        role="progressbar"
        aria-label={t('card.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <rect className="progress-track" width="100" height="8" rx="4" />
        <rect className="progress-fill" width={percent} height="8" rx="4" />
      </svg>
      <div className="progress-figures">
        <span>{t('card.raisedOf', { raised: formatCedis(raised, { whole: true }), goal: formatCedis(goal, { whole: true }) })}</span>
        <strong>{t('card.percent', { percent })}</strong>
      </div>
    </div>
  );
}
