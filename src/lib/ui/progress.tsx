import { useT } from '../i18n/i18n';
import { formatCedis } from '../money';

/** Raised against the goal, as a bar and in words. */
export function StoryProgress({ raised, goal, percent }: { raised: number; goal: number; percent: number }) {
  const t = useT();
  return (
    <div className="stack" style={{ gap: 6 }}>
      <div className="progress" role="progressbar" aria-label={t('card.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <div className="progress-figures">
        <span>{t('card.raisedOf', { raised: formatCedis(raised, { whole: true }), goal: formatCedis(goal, { whole: true }) })}</span>
        <strong>{t('card.percent', { percent })}</strong>
      </div>
    </div>
  );
}
