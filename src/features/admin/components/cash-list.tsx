import { Link } from 'react-router-dom';
import { fetchAdminCash } from '../../../lib/cash/api';
import { useMoneyT, type MoneyKey } from '../../../lib/payouts/text';
import { CashDecision } from '../../../lib/ui/cash-decision';
import { CashItem } from '../../../lib/ui/cash-item';
import { FilterSelect } from '../../../lib/ui/filter-select';
import { ListScreen } from '../../../lib/ui/list-screen';
import { usePagedFilters } from '../../../lib/ui/paged-filters';
import { Pager } from '../../../lib/ui/pager';
import { useResource } from '../../../lib/use-resource';
import { cashStatuses } from '../../../../contract/rules/cash';
import { Queue } from './queue';

/**
 * Cash collected in person that waits for an admin: the records of stories
 * without co-signers, oldest first (or every record in another state). An
 * admin never decides a record they made themselves; the server refuses it.
 */
export function CashList({ onChanged }: { onChanged: () => void }) {
  const m = useMoneyT();
  const { filters, setFilter, page, setPage } = usePagedFilters({ status: 'pending' });
  const { status } = filters;
  const cash = useResource(`admin:cash:${status}:${page}`, () => fetchAdminCash({ status, page }));
  const done = () => {
    cash.reload();
    onChanged();
  };
  return (
    <ListScreen
      titleId="cash-title"
      title={m('money.cash.admin.title')}
      intro={<p className="muted">{m('money.cash.admin.lead')}</p>}
      filters={
        <div className="filters-row">
          <FilterSelect
            id="cash-status"
            label={m('money.admin.statusFilter')}
            value={status}
            anyLabel={false}
            options={cashStatuses.map((s) => ({ value: s, label: m(`money.cash.status.${s}` as MoneyKey) }))}
            onChange={(value) => setFilter('status', value)}
          />
        </div>
      }
      state={cash}
      empty={m('money.cash.admin.empty')}
      pager={(data) => <Pager page={data.page} pages={data.total_pages} label={m('money.cash.admin.pages')} onPage={setPage} />}
    >
      {(data) => (
        <Queue items={data.items}>
          {(item) => (
            <CashItem
              record={item}
              level={3}
              title={<Link to={`/campaigns/${item.campaign.slug}#money`}>{item.campaign.title}</Link>}
              actions={
                <>
                  {item.owner_email && <p className="muted">{m('money.cash.admin.owner', { email: item.owner_email })}</p>}
                  {item.status === 'pending' && <CashDecision record={item} storyTitle={item.campaign.title} as="admin" onDone={done} />}
                </>
              }
            />
          )}
        </Queue>
      )}
    </ListScreen>
  );
}
