import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useT, type MessageKey } from '../../../lib/i18n/i18n';
import { useMoneyT } from '../../../lib/payouts/text';
import { alertStatuses, fraudRules, type AlertDecision } from '../../../../contract/rules/moderation';
import { Spinner } from '../../../lib/spinner';
import { toast } from '../../../lib/toast';
import { LoadError } from '../../../lib/ui/load-error';
import { useResource } from '../../../lib/use-resource';
import { fetchAlerts, reviewAlert, type Alert } from '../api';
import { useDates } from '../format';
import { Evidence } from './evidence';
import { Pager } from './pager';
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
  const [status, setStatus] = useState('open');
  const [rule, setRule] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useResource(`admin:alerts:${status}:${rule}:${page}`, () => fetchAlerts({ status, rule, page }));
  const done = () => {
    reload();
    onChanged();
  };
  return (
    <section aria-labelledby="alerts-title" className="stack">
      <h2 id="alerts-title">{t('admin.alerts.title')}</h2>
      <div className="filters-row">
        <div className="field">
          <label htmlFor="alerts-status">{t('admin.alerts.statusFilter')}</label>
          <select
            id="alerts-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('browse.any')}</option>
            {alertStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`admin.alerts.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="alerts-rule">{t('admin.alerts.ruleFilter')}</label>
          <select
            id="alerts-rule"
            value={rule}
            onChange={(e) => {
              setRule(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('browse.any')}</option>
            {fraudRules.map((r) => (
              <option key={r} value={r}>
                {m(`admin.rule.${r}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {loading && !data && <Spinner size="small" />}
      {error && !data && <LoadError error={error} onRetry={reload} />}
      {data && data.items.length === 0 && <p>{t('admin.alerts.empty')}</p>}
      {data && data.items.length > 0 && (
        <ul className="queue">
          {data.items.map((alert) => (
            <li key={alert.id}>
              <AlertItem alert={alert} onDone={done} />
            </li>
          ))}
        </ul>
      )}
      {data && <Pager page={data.page} pages={data.total_pages} label={t('admin.alerts.pages')} onPage={setPage} />}
    </section>
  );
}
