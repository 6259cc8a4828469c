import { Link } from 'react-router-dom';
import { useT, type MessageKey } from '../../../lib/i18n/i18n';
import { reportStatuses } from '../../../../contract/rules/moderation';
import { FilterSelect } from '../../../lib/ui/filter-select';
import { ListScreen } from '../../../lib/ui/list-screen';
import { usePagedFilters } from '../../../lib/ui/paged-filters';
import { Pager } from '../../../lib/ui/pager';
import { useResource } from '../../../lib/use-resource';
import { fetchReports, type Report } from '../api';
import { useDates } from '../format';
import { OpenReport } from './open-report';
import { ProcessReport } from './process-report';
import { Queue } from './queue';

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
        {report.details && <> — {t('quote', { text: report.details })}</>}
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
  const { filters, setFilter, page, setPage } = usePagedFilters({ status: 'open' });
  const { status } = filters;
  const reports = useResource(`admin:reports:${status}:${page}`, () => fetchReports({ status, page }));
  const done = () => {
    reports.reload();
    onChanged();
  };
  return (
    <ListScreen
      titleId="reports-title"
      title={t('admin.reports.title')}
      intro={<OpenReport onDone={done} />}
      filters={
        <FilterSelect
          id="reports-status"
          className="field narrow-field"
          label={t('admin.reports.status')}
          value={status}
          options={reportStatuses.map((s) => ({ value: s, label: t(`admin.reports.status.${s}`) }))}
          onChange={(value) => setFilter('status', value)}
        />
      }
      state={reports}
      empty={t('admin.reports.empty')}
      pager={(data) => <Pager page={data.page} pages={data.total_pages} label={t('admin.reports.pages')} onPage={setPage} />}
    >
      {(data) => <Queue items={data.items}>{(report) => <ReportItem report={report} onDone={done} />}</Queue>}
    </ListScreen>
  );
}
