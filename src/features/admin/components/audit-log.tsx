import { useT } from '../../../lib/i18n/i18n';
import { useMoneyT } from '../../../lib/payouts/text';
import { auditActions } from '../../../../contract/rules/moderation';
import { FilterSelect } from '../../../lib/ui/filter-select';
import { ListScreen } from '../../../lib/ui/list-screen';
import { usePagedFilters } from '../../../lib/ui/paged-filters';
import { Pager } from '../../../lib/ui/pager';
import { useResource } from '../../../lib/use-resource';
import { fetchAudit, type AuditEntry } from '../api';
import { useDates } from '../format';

/** What the entry was about, as a person reads it: a story's title, an account's address. */
function targetOf(entry: AuditEntry): string {
  const { title, email } = entry.details as { title?: string; email?: string };
  return title ?? email ?? entry.target.id.slice(0, 8);
}

/** The log as a table: when, who, what, which target, why. */
function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const t = useT();
  const m = useMoneyT();
  const dates = useDates();
  return (
    <div className="table-scroll" role="region" aria-labelledby="audit-title" tabIndex={0}>
      <table className="data-table audit">
        <thead>
          <tr>
            <th scope="col">{t('admin.audit.when')}</th>
            <th scope="col">{t('admin.audit.who')}</th>
            <th scope="col">{t('admin.audit.what')}</th>
            <th scope="col">{t('admin.audit.target')}</th>
            <th scope="col">{t('admin.audit.why')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.created_at}>{dates.time(entry.created_at)}</time>
              </td>
              <td>{entry.actor.email}</td>
              <td>{m(`admin.audit.action.${entry.action}`)}</td>
              <td>{t('labelled', { label: m(`admin.audit.target.${entry.target.type}`), text: targetOf(entry) })}</td>
              <td>{entry.reason ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every admin action: who, what, which target, why, when. Newest first. */
export function AuditLog() {
  const t = useT();
  const m = useMoneyT();
  const { filters, setFilter, page, setPage } = usePagedFilters({ action: '' });
  const { action } = filters;
  const audit = useResource(`admin:audit:${action}:${page}`, () => fetchAudit({ action, page }));

  return (
    <ListScreen
      titleId="audit-title"
      title={t('admin.audit.title')}
      intro={<p className="muted">{t('admin.audit.lead')}</p>}
      filters={
        <FilterSelect
          id="audit-action"
          className="field narrow-field"
          label={t('admin.audit.action')}
          value={action}
          options={auditActions.map((a) => ({ value: a, label: m(`admin.audit.action.${a}`) }))}
          onChange={(value) => setFilter('action', value)}
        />
      }
      state={audit}
      empty={t('admin.audit.empty')}
      pager={(data) => <Pager page={data.page} pages={data.total_pages} label={t('admin.audit.pages')} onPage={setPage} />}
    >
      {(data) => <AuditTable entries={data.items} />}
    </ListScreen>
  );
}
