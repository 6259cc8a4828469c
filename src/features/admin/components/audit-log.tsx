import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { useMoneyT } from '../../../lib/payouts/text';
import { auditActions } from '../../../../contract/rules/moderation';
import { Spinner } from '../../../lib/spinner';
import { LoadError } from '../../../lib/ui/load-error';
import { useResource } from '../../../lib/use-resource';
import { fetchAudit, type AuditEntry } from '../api';
import { useDates } from '../format';
import { Pager } from './pager';

/** What the entry was about, as a person reads it: a story's title, an account's address. */
function targetOf(entry: AuditEntry): string {
  const { title, email } = entry.details as { title?: string; email?: string };
  return title ?? email ?? entry.target.id.slice(0, 8);
}

/** Every admin action: who, what, which target, why, when. Newest first. */
export function AuditLog() {
  const t = useT();
  const m = useMoneyT();
  const dates = useDates();
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useResource(`admin:audit:${action}:${page}`, () => fetchAudit({ action, page }));

  return (
    <section aria-labelledby="audit-title" className="stack">
      <h2 id="audit-title">{t('admin.audit.title')}</h2>
      <p className="muted">{t('admin.audit.lead')}</p>
      <div className="field narrow-field">
        <label htmlFor="audit-action">{t('admin.audit.action')}</label>
        <select
          id="audit-action"
          value={action}
          onChange={(e) => {
            setAction(e.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('browse.any')}</option>
          {auditActions.map((a) => (
            <option key={a} value={a}>
              {m(`admin.audit.action.${a}`)}
            </option>
          ))}
        </select>
      </div>
      {loading && !data && <Spinner size="small" />}
      {error && !data && <LoadError error={error} onRetry={reload} />}
      {data && data.items.length === 0 && <p>{t('admin.audit.empty')}</p>}
      {data && data.items.length > 0 && (
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
              {data.items.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.created_at}>{dates.time(entry.created_at)}</time>
                  </td>
                  <td>{entry.actor.email}</td>
                  <td>{m(`admin.audit.action.${entry.action}`)}</td>
                  <td>
                    {m(`admin.audit.target.${entry.target.type}`)}: {targetOf(entry)}
                  </td>
                  <td>{entry.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pager page={data.page} pages={data.total_pages} label={t('admin.audit.pages')} onPage={setPage} />}
    </section>
  );
}
