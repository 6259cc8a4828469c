import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n';
import { useMoneyT } from '../../../lib/payouts/text';
import { Spinner } from '../../../lib/spinner';
import { LoadError } from '../../../lib/ui/load-error';
import { useResource, type Resource } from '../../../lib/use-resource';
import { fetchStats, type Queues, type Stats } from '../api';
import { useDates } from '../format';
import { TrendChart } from './trend-chart';

const spans = [7, 30, 90] as const;

/** Each queue's count, leading to it; the pending queue says how long its oldest story has waited. */
function QueueCounts({ q }: { q: Queues }) {
  const { t, formats } = useI18n();
  const m = useMoneyT();
  const dates = useDates();
  return (
    <ul className="queue-grid">
      <li>
        <Link to="/admin/pending">
          <strong>{formats.count(q.pending_campaigns)}</strong>
          {t('admin.overview.pending', { count: q.pending_campaigns })}
        </Link>
        {q.oldest_pending_at && <span className="muted">{t('admin.overview.oldest', { date: dates.time(q.oldest_pending_at) })}</span>}
      </li>
      <li>
        <Link to="/admin/reports">
          <strong>{formats.count(q.open_reports)}</strong>
          {t('admin.overview.reports', { count: q.open_reports })}
        </Link>
      </li>
      <li>
        <Link to="/admin/alerts">
          <strong>{formats.count(q.open_fraud_alerts)}</strong>
          {t('admin.overview.alerts', { count: q.open_fraud_alerts })}
        </Link>
      </li>
      <li>
        <Link to="/admin/users?verification=pending">
          <strong>{formats.count(q.verification_requests)}</strong>
          {t('admin.overview.verifications', { count: q.verification_requests })}
        </Link>
      </li>
      <li>
        <Link to="/admin/withdrawals">
          <strong>{formats.count(q.withdrawal_requests)}</strong>
          {m('money.admin.queue', { count: q.withdrawal_requests })}
        </Link>
      </li>
      <li>
        <Link to="/admin/stories?status=paused">
          <strong>{formats.count(q.paused_campaigns)}</strong>
          {t('admin.overview.paused', { count: q.paused_campaigns })}
        </Link>
      </li>
    </ul>
  );
}

/** The site's totals: money raised, gifts, live stories, people, verified people, admins. */
function Totals({ totals }: { totals: Stats['totals'] }) {
  const { t, formats } = useI18n();
  const figures: Array<[MessageKey, string]> = [
    ['admin.totals.raised', formats.money(totals.raised)],
    ['admin.totals.donations', formats.count(totals.donations)],
    ['admin.totals.live', formats.count(totals.campaigns.active)],
    ['admin.totals.users', formats.count(totals.users)],
    ['admin.totals.verified', formats.count(totals.verified_users)],
    ['admin.totals.admins', formats.count(totals.admins)],
  ];
  return (
    <dl className="totals">
      {figures.map(([label, figure]) => (
        <div key={label}>
          <dt>{t(label)}</dt>
          <dd>{figure}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How giving and submissions moved over the chosen span, and the totals. */
function TrendPanel() {
  const { t } = useI18n();
  const [days, setDays] = useState<number>(30);
  const stats = useResource(`admin:stats:${days}`, () => fetchStats(days));
  return (
    <section aria-labelledby="trend-title" className="card stack">
      <div className="section-head">
        <h2 id="trend-title">{t('admin.overview.trend')}</h2>
        <div className="field inline-field">
          <label htmlFor="trend-days">{t('admin.overview.span')}</label>
          <select id="trend-days" value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {spans.map((n) => (
              <option key={n} value={n}>
                {t('admin.overview.days', { days: n })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {stats.error && !stats.data && <LoadError error={stats.error} onRetry={stats.reload} />}
      {!stats.data && !stats.error && <Spinner size="small" />}
      {stats.data && (
        <>
          <TrendChart days={stats.data.trend} />
          <Totals totals={stats.data.totals} />
        </>
      )}
    </section>
  );
}

/** What waits in each queue, the totals, and how giving and submissions moved over recent days. */
export function Overview({ queues }: { queues: Resource<Queues> }) {
  const { t } = useI18n();
  const q = queues.data;
  return (
    <div className="stack">
      <section aria-labelledby="queues-title" className="stack">
        <h2 id="queues-title">{t('admin.overview.queues')}</h2>
        {queues.error && !q && <LoadError error={queues.error} onRetry={queues.reload} />}
        {!q && !queues.error && <Spinner size="small" />}
        {q && <QueueCounts q={q} />}
      </section>
      <TrendPanel />
    </div>
  );
}
