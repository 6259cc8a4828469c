import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useT, type MessageKey } from '../../../lib/i18n/i18n';
import { reportStatuses } from '../../../../contract/rules/moderation';
import { Spinner } from '../../../lib/spinner';
import { LoadError } from '../../../lib/ui/load-error';
import { useResource } from '../../../lib/use-resource';
import { fetchReports, type Report } from '../api';
import { useDates } from '../format';
import { OpenReport } from './open-report';
import { Pager } from './pager';
import { ProcessReport } from './process-report';

function ReportItem({ report, onDone }: { report: Report; onDone: () => void }) {
  const t = useT();
  const dates = useDates();
  const titleId = `report-${report.id}`;
  return (
    <article className="card queue-item stack" aria-labelledby={titleId}>
      <div className="queue-item-head">
        <h3 id={titleId}>
          <Link to={`/campaigns/${report.campaign_slug}`}>{report.campaign_title}</Link>
        </h3>
        <span className={`status status-${report.campaign_status}`}>{t(`status.${report.campaign_status}` as MessageKey)}</span>
      </div>
      <p>
        <strong>{t(`report.reason.${report.reason}`)}</strong>
        {report.details && <> — “{report.details}”</>}
      </p>
      <p className="muted">
        {t('admin.reports.from', { who: report.reporter_email ?? t('admin.reports.visitor'), date: dates.time(report.created_at) })}
        {report.source === 'admin' && (
          <>
            {' '}
            <span className="badge">{t('admin.reports.byAdmin')}</span>
          </>
        )}
      </p>
      {report.status === 'open' ? (
        <ProcessReport report={report} onDone={onDone} />
      ) : (
        <p className="notice">
          {t('admin.reports.processed', {
            action: t(`admin.reports.action.${report.action ?? 'dismiss'}`),
            who: report.processed_by_email ?? '—',
            date: dates.time(report.processed_at),
            note: report.note ?? '',
          })}
        </p>
      )}
    </article>
  );
}

/** Reports from people and admins: open ones first, oldest first, each processed with a note. */
export function ReportsList({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const [status, setStatus] = useState('open');
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useResource(`admin:reports:${status}:${page}`, () => fetchReports({ status, page }));
  const done = () => {
    reload();
    onChanged();
  };
  return (
    <section aria-labelledby="reports-title" className="stack">
      <h2 id="reports-title">{t('admin.reports.title')}</h2>
      <OpenReport onDone={done} />
      <div className="field narrow-field">
        <label htmlFor="reports-status">{t('admin.reports.status')}</label>
        <select
          id="reports-status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('browse.any')}</option>
          {reportStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`admin.reports.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {loading && !data && <Spinner size="small" />}
      {error && !data && <LoadError error={error} onRetry={reload} />}
      {data && data.items.length === 0 && <p>{t('admin.reports.empty')}</p>}
      {data && data.items.length > 0 && (
        <ul className="queue">
          {data.items.map((report) => (
            <li key={report.id}>
              <ReportItem report={report} onDone={done} />
            </li>
          ))}
        </ul>
      )}
      {data && <Pager page={data.page} pages={data.total_pages} label={t('admin.reports.pages')} onPage={setPage} />}
    </section>
  );
}
