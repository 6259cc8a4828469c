import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../../../lib/i18n/i18n';
import { useMoneyT } from '../../../lib/payouts/text';
import type { Alert } from '../api';
import { useDates } from '../format';

const num = (value: unknown) => (typeof value === 'number' ? value : 0);
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

interface Match {
  id: string;
  title: string;
  slug: string;
  status: string;
  distance: number;
}

/** What tripped a fraud rule, in words, with links to what it concerns. */
export function Evidence({ alert }: { alert: Pick<Alert, 'rule' | 'evidence'> }) {
  const { t, formats } = useI18n();
  const m = useMoneyT();
  const dates = useDates();
  const money = (value: unknown) => formats.money(Math.round(num(value)));
  const e = alert.evidence;
  const rows: Array<[string, ReactNode]> = [];
  if (alert.rule === 'donation_burst') {
    rows.push([t('admin.evidence.payer'), <code key="p">{text(e.payer_key)}</code>]);
    rows.push([
      t('admin.evidence.burst'),
      t('admin.evidence.burstValue', { count: num(e.donations), minutes: num(e.window_minutes), total: money(e.total_amount) }),
    ]);
    rows.push([t('admin.evidence.between'), `${dates.time(text(e.first_at))} – ${dates.time(text(e.last_at))}`]);
  } else if (alert.rule === 'outsized_donation') {
    rows.push([t('admin.evidence.amount'), money(e.amount)]);
    rows.push([t('admin.evidence.median'), t('admin.evidence.medianValue', { median: money(e.median), count: num(e.prior_donations) })]);
    rows.push([t('admin.evidence.ratio'), `×${text(e.ratio)}`]);
  } else if (alert.rule === 'amount_mismatch') {
    rows.push([t('admin.evidence.requested'), money(e.requested_amount)]);
    rows.push([t('admin.evidence.confirmed'), money(e.confirmed_amount)]);
  } else if (alert.rule === 'new_account_high_goal') {
    rows.push([t('admin.evidence.goal'), money(e.goal)]);
    rows.push([t('admin.evidence.accountAge'), t('admin.evidence.days', { count: num(e.account_age_days) })]);
    rows.push([t('admin.evidence.identity'), text(e.verification_status)]);
  } else if (alert.rule === 'report_cluster') {
    rows.push([t('admin.evidence.openReports'), formats.count(num(e.open_reports))]);
    const reasons = (e.reasons ?? {}) as Record<string, number>;
    rows.push([
      t('admin.evidence.reasons'),
      Object.entries(reasons)
        .map(([reason, n]) => `${t(`report.reason.${reason}` as Parameters<typeof t>[0])} (${formats.count(n)})`)
        .join(', '),
    ]);
  } else if (alert.rule === 'duplicate_cover') {
    const matches = (Array.isArray(e.matches) ? e.matches : []) as Match[];
    rows.push([
      t('admin.evidence.sameCover'),
      <ul key="m" className="plain">
        {matches.map((m) => (
          <li key={m.id}>
            <Link to={`/campaigns/${m.slug}`}>{m.title}</Link> ({t('admin.evidence.distance', { distance: m.distance })})
          </li>
        ))}
      </ul>,
    ]);
  } else if (alert.rule === 'withdrawal_after_account_change') {
    rows.push([m('money.evidence.amount'), money(e.amount)]);
    rows.push([m('money.evidence.account'), text(e.account_number)]);
    rows.push([m('money.evidence.accountSet'), dates.time(text(e.account_set_at))]);
    rows.push([
      m('money.evidence.hoursAfter'),
      m('money.evidence.hoursValue', { hours: text(e.hours_after), limit: num(e.threshold_hours) }),
    ]);
  } else if (alert.rule === 'payout_name_mismatch') {
    rows.push([m('money.evidence.amount'), money(e.amount)]);
    rows.push([m('money.evidence.account'), text(e.account_number)]);
    rows.push([m('money.admin.accountName'), text(e.account_name)]);
    rows.push([m('money.admin.verifiedName'), text(e.verified_name) || '—']);
  } else if (alert.rule === 'shared_payout_account') {
    const others = (Array.isArray(e.other_owners) ? e.other_owners : []) as Array<{ email?: string | null }>;
    rows.push([m('money.evidence.account'), `${text(e.account_number)} (${text(e.account_name)})`]);
    rows.push([m('money.evidence.owners'), formats.count(num(e.owners))]);
    rows.push([m('money.evidence.otherOwners'), others.map((o) => o.email ?? '—').join(', ')]);
  } else if (alert.rule === 'withdrawal_after_burst') {
    rows.push([t('admin.evidence.payer'), <code key="p">{text(e.payer_key)}</code>]);
    rows.push([
      m('money.evidence.burst'),
      m('money.evidence.burstValue', { count: num(e.burst_donations), total: money(e.burst_amount), date: dates.time(text(e.burst_at)) }),
    ]);
    rows.push([
      m('money.evidence.withdrawn'),
      m('money.evidence.withdrawnValue', {
        withdrawn: money(e.withdrawn),
        raised: money(e.raised),
        percent: formats.percent(num(e.withdrawn), num(e.raised)),
        hours: num(e.window_hours),
      }),
    ]);
  }
  return (
    <dl className="evidence">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
