import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchAdminCash } from '../../../lib/cash/api';
import { useMoneyT, type MoneyKey } from '../../../lib/payouts/text';
import { Spinner } from '../../../lib/spinner';
import { CashDecision } from '../../../lib/ui/cash-decision';
import { CashItem } from '../../../lib/ui/cash-item';
import { LoadError } from '../../../lib/ui/load-error';
import { useResource } from '../../../lib/use-resource';
import { cashStatuses } from '../../../../contract/rules/cash';
import { Pager } from './pager';

/**
 * Cash collected in person that waits for an admin: the records of stories
 * without co-signers, oldest first (or every record in another state). An
 * admin never decides a record they made themselves; the server refuses it.
 */
export function CashList({ onChanged }: { onChanged: () => void }) {
  const m = useMoneyT();
  const [status, setStatus] = useState<string>('pending');
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useResource(`admin:cash:${status}:${page}`, () => fetchAdminCash({ status, page }));
  const done = () => {
    reload();
    onChanged();
  };
  return (
    <section aria-labelledby="cash-title" className="stack">
      <h2 id="cash-title">{m('money.cash.admin.title')}</h2>
      <p className="muted">{m('money.cash.admin.lead')}</p>
      <div className="filters-row">
        <div className="field">
          <label htmlFor="cash-status">{m('money.admin.statusFilter')}</label>
          <select
            id="cash-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
          >
            {cashStatuses.map((s) => (
              <option key={s} value={s}>
                {m(`money.cash.status.${s}` as MoneyKey)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {loading && !data && <Spinner size="small" />}
      {error && !data && <LoadError error={error} onRetry={reload} />}
      {data && data.items.length === 0 && <p>{m('money.cash.admin.empty')}</p>}
      {data && data.items.length > 0 && (
        <ul className="queue">
          {data.items.map((item) => (
            <li key={item.id}>
              <CashItem
                record={item}
                level={3}
                title={<Link to={`/campaigns/${item.campaign.slug}#money`}>{item.campaign.title}</Link>}
                actions={
                  <>
                    {item.owner_email && <p className="muted">{m('money.cash.admin.owner', { email: item.owner_email })}</p>}
                    {item.status === 'pending' && <CashDecision recordId={item.id} as="admin" onDone={done} />}
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {data && <Pager page={data.page} pages={data.total_pages} label={m('money.cash.admin.pages')} onPage={setPage} />}
    </section>
  );
}
