import { Link } from 'react-router-dom';
import { useFormats, useI18n, type MessageKey } from '../../../lib/i18n/i18n';
import { decideWithdrawal, fetchAdminWithdrawals, type AdminWithdrawal } from '../../../lib/payouts/api';
import { useMoneyT, type MoneyKey } from '../../../lib/payouts/text';
import { toast } from '../../../lib/toast';
import { FilterSelect } from '../../../lib/ui/filter-select';
import { ListScreen } from '../../../lib/ui/list-screen';
import { MoneyFigures } from '../../../lib/ui/money-figures';
import { ReasonAction } from '../../../lib/ui/reason-action';
import { usePagedFilters } from '../../../lib/ui/paged-filters';
import { Pager } from '../../../lib/ui/pager';
import { WithdrawalItem } from '../../../lib/ui/withdrawal-item';
import { useResource } from '../../../lib/use-resource';
import { withdrawalStatuses } from '../../../../contract/rules/payout';
import { useDates } from '../format';
import { Evidence } from './evidence';
import { Queue } from './queue';
import { ConfirmAction } from '../../../lib/ui/confirm-action';

/** Who asks and where the money would go: the verified person and the account's holder, side by side. */
function OwnerEvidence({ item }: { item: AdminWithdrawal }) {
  const m = useMoneyT();
  const { t } = useI18n();
  const dates = useDates();
  return (
    <dl className="evidence">
      <div>
        <dt>{m('money.admin.owner')}</dt>
        <dd>{item.owner.email ?? '—'}</dd>
      </div>
      <div>
        <dt>{m('money.admin.verification')}</dt>
        <dd>
          {t(`dashboard.profile.verification.${item.owner.verification}` as MessageKey)}
          {item.owner.ghana_card_number ? ` · ${item.owner.ghana_card_number}` : ''}
        </dd>
      </div>
      <div>
        <dt>{m('money.admin.verifiedName')}</dt>
        <dd>{item.owner.verified_name ?? '—'}</dd>
      </div>
      <div>
        <dt>{m('money.admin.accountName')}</dt>
        <dd>
          <strong>{item.account.account_name}</strong>{' '}
          <span className={item.names_match ? 'names-match' : 'names-differ'}>
            {m(item.names_match ? 'money.admin.namesMatch' : 'money.admin.namesDiffer')}
          </span>
        </dd>
      </div>
      <div>
        <dt>{m('money.admin.account')}</dt>
        <dd>
          {item.account.bank_name} {item.account.account_number}
          {item.account_confirmed_at ? ` · ${m('money.admin.accountSince', { date: dates.time(item.account_confirmed_at) })}` : ''}
        </dd>
      </div>
    </dl>
  );
}

function WithdrawalReview({ item, onDone }: { item: AdminWithdrawal; onDone: () => void }) {
  const m = useMoneyT();
  const formats = useFormats();
  const approve = async () => {
    const answer = await decideWithdrawal(item.id, true);
    toast.success(m('money.admin.approved', { status: m(`money.status.${answer.status}` as MoneyKey) }));
    onDone();
  };
  const title = <Link to={`/campaigns/${item.campaign.slug}#money`}>{item.campaign.title}</Link>;
  const alerts = item.alerts;

  return (
    <WithdrawalItem
      withdrawal={item}
      title={title}
      actions={
        <>
          <OwnerEvidence item={item} />
          {alerts.length > 0 && (
            <div className="notice stack" role="note">
              <p>
                <strong>{m('money.admin.alerts', { count: alerts.length })}</strong>
              </p>
              {alerts.map((alert) => (
                <div key={alert.id}>
                  <p>{m(`admin.rule.${alert.rule}`)}</p>
                  <Evidence alert={alert} />
                </div>
              ))}
            </div>
          )}
          <p className="muted">{m('money.admin.storyMoney')}</p>
          <MoneyFigures totals={item.totals} />
          {item.status === 'cosigned' || item.status === 'requested' ? (
            <div className="actions">
              {item.status === 'cosigned' && (
                <ConfirmAction
                  label={m('money.admin.approve')}
                  question={m('money.admin.approveQuestion', {
                    amount: formats.money(item.amount),
                    account: `${item.account.bank_name} ${item.account.account_number}`,
                    name: item.account.account_name,
                    title: item.campaign.title,
                  })}
                  confirmLabel={m('money.admin.approveConfirm')}
                  onConfirm={approve}
                />
              )}
              <ReasonAction
                label={m('money.admin.reject')}
                confirmLabel={m('money.admin.reject')}
                reasonLabel={m('money.admin.rejectReason')}
                hint={m('money.admin.rejectHint')}
                danger
                onConfirm={async (reason) => {
                  await decideWithdrawal(item.id, false, reason);
                  toast.success(m('money.admin.rejected'));
                  onDone();
                }}
              />
            </div>
          ) : null}
          {item.demo_transfer_url && (
            <p>
              <a href={item.demo_transfer_url}>{m('money.admin.demoTransfer')}</a>
            </p>
          )}
        </>
      }
    />
  );
}

/** The withdrawals queue: by default those waiting for an admin, oldest first, with the evidence to judge them. */
export function WithdrawalsList({ onChanged }: { onChanged: () => void }) {
  const m = useMoneyT();
  const { filters, setFilter, page, setPage } = usePagedFilters({ status: 'cosigned' });
  const { status } = filters;
  const withdrawals = useResource(`admin:withdrawals:${status}:${page}`, () =>
    fetchAdminWithdrawals({ ...(status ? { status } : {}), page }),
  );
  const done = () => {
    withdrawals.reload();
    onChanged();
  };
  return (
    <ListScreen
      titleId="withdrawals-title"
      title={m('money.admin.title')}
      filters={
        <div className="filters-row">
          <FilterSelect
            id="withdrawals-status"
            label={m('money.admin.statusFilter')}
            value={status}
            anyLabel={m('money.admin.any')}
            options={withdrawalStatuses.map((s) => ({ value: s, label: m(`money.status.${s}` as MoneyKey) }))}
            onChange={(value) => setFilter('status', value)}
          />
        </div>
      }
      state={withdrawals}
      empty={m('money.admin.empty')}
      pager={(data) => <Pager page={data.page} pages={data.total_pages} label={m('money.admin.pages')} onPage={setPage} />}
    >
      {(data) => <Queue items={data.items}>{(item) => <WithdrawalReview item={item} onDone={done} />}</Queue>}
    </ListScreen>
  );
}
