import { Link } from 'react-router-dom';
import { useT, type MessageKey } from '../../../lib/i18n/i18n';
import { useMoneyT } from '../../../lib/payouts/text';
import { alertStatuses, fraudRules, type AlertDecision } from '../../../../contract/rules/moderation';
import { toast } from '../../../lib/toast';
import { FilterSelect } from '../../../lib/ui/filter-select';
import { ListScreen } from '../../../lib/ui/list-screen';
import { usePagedFilters } from '../../../lib/ui/paged-filters';
import { Pager } from '../../../lib/ui/pager';
import { useResource } from '../../../lib/use-resource';
import { fetchAlerts, reviewAlert, type Alert } from '../api';
import { useDates } from '../format';
import { Evidence } from './evidence';
import { Queue } from './queue';
import { ReasonAction } from '../../../lib/ui/reason-action';

function AlertItem({ alert, onDone }: { alert: Alert; onDone: () => void }) {
  const t = useT();
  const m = useMoneyT();
  const dates = useDates();
  const decide = (status: AlertDecision) => async (note: string) => {
    await reviewAlert(alert.id, status, note);
    toast.success(t(`admin.alerts.done.${status}`));
    onDone();
  };
  const titleId = `alert-${alert.id}`;
  const open = alert.status === 'open' || alert.status === 'escalated';
  return (
    <article className="card queue-item stack" aria-labelledby={titleId}>
      <div className="queue-item-head">
        <h3 id={titleId}>{m(`admin.rule.${alert.rule}`)}</h3>
        <span className={`status alert-${alert.status}`}>{t(`admin.alerts.status.${alert.status}`)}</span>
      </div>
      <p className="story-meta">
        {alert.campaign_slug && <Link to={`/campaigns/${alert.campaign_slug}`}>{alert.campaign_title}</Link>}
        {alert.campaign_status && <span>{t(`status.${alert.campaign_status}` as MessageKey)}</span>}
        {alert.user_email && <span>{alert.user_email}</span>}
        <span>{t('admin.alerts.raised', { date: dates.time(alert.created_at) })}</span>
      </p>
      <Evidence alert={alert} />
      {alert.note && <p className="muted">{t('admin.alerts.note', { who: alert.reviewed_by_email ?? '—', note: alert.note })}</p>}
      {open && (
        <div className="actions">
          <ReasonAction
            label={t('admin.alerts.reviewed')}
            confirmLabel={t('admin.alerts.reviewed')}
            reasonLabel={t('admin.reports.note')}
            required={false}
            onConfirm={decide('reviewed')}
          />
          <ReasonAction
            label={t('admin.alerts.dismiss')}
            confirmLabel={t('admin.alerts.dismiss')}
            reasonLabel={t('admin.reports.note')}
            onConfirm={decide('dismissed')}
          />
          {alert.status === 'open' && (
            <ReasonAction
              label={t('admin.alerts.escalate')}
              confirmLabel={t('admin.alerts.escalate')}
              reasonLabel={t('admin.reports.note')}
              danger
              onConfirm={decide('escalated')}
            />
          )}
        </div>
      )}
    </article>
  );
}

/** Alerts raised by the fraud rules, with their evidence; each is marked reviewed, dismissed or escalated. */
export function AlertsList({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const m = useMoneyT();
  const { filters, setFilter, page, setPage } = usePagedFilters({ status: 'open', rule: '' });
  const { status, rule } = filters;
  const alerts = useResource(`admin:alerts:${status}:${rule}:${page}`, () => fetchAlerts({ status, rule, page }));
  const done = () => {
    alerts.reload();
    onChanged();
  };
  return (
    <ListScreen
      titleId="alerts-title"
      title={t('admin.alerts.title')}
      filters={
        <div className="filters-row">
          <FilterSelect
            id="alerts-status"
            label={t('admin.alerts.statusFilter')}
            value={status}
            options={alertStatuses.map((s) => ({ value: s, label: t(`admin.alerts.status.${s}`) }))}
            onChange={(value) => setFilter('status', value)}
          />
          <FilterSelect
            id="alerts-rule"
            label={t('admin.alerts.ruleFilter')}
            value={rule}
            options={fraudRules.map((r) => ({ value: r, label: m(`admin.rule.${r}`) }))}
            onChange={(value) => setFilter('rule', value)}
          />
        </div>
      }
      state={alerts}
      empty={t('admin.alerts.empty')}
      pager={(data) => <Pager page={data.page} pages={data.total_pages} label={t('admin.alerts.pages')} onPage={setPage} />}
    >
      {(data) => <Queue items={data.items}>{(alert) => <AlertItem alert={alert} onDone={done} />}</Queue>}
    </ListScreen>
  );
}
