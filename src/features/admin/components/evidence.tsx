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

type Rows = Array<[string, ReactNode]>;

interface Words {
  t: ReturnType<typeof useI18n>['t'];
  m: ReturnType<typeof useMoneyT>;
  formats: ReturnType<typeof useI18n>['formats'];
  dates: ReturnType<typeof useDates>;
  money: (value: unknown) => string;
}

/** The evidence of the rules about gifts and stories. */
function storyRows(rule: Alert['rule'], e: Alert['evidence'], { t, formats, dates, money }: Words): Rows {
  if (rule === 'donation_burst')
    return [
      [t('admin.evidence.payer'), <code key="p">{text(e.payer_key)}</code>],
      [
        t('admin.evidence.burst'),
        t('admin.evidence.burstValue', { count: num(e.donations), minutes: num(e.window_minutes), total: money(e.total_amount) }),
      ],
      [t('admin.evidence.between'), `${dates.time(text(e.first_at))} – ${dates.time(text(e.last_at))}`],
    ];
  if (rule === 'outsized_donation')
    return [
      [t('admin.evidence.amount'), money(e.amount)],
      [t('admin.evidence.median'), t('admin.evidence.medianValue', { median: money(e.median), count: num(e.prior_donations) })],
      [t('admin.evidence.ratio'), `×${text(e.ratio)}`],
    ];
  if (rule === 'amount_mismatch')
    return [
      [t('admin.evidence.requested'), money(e.requested_amount)],
      [t('admin.evidence.confirmed'), money(e.confirmed_amount)],
    ];
  if (rule === 'new_account_high_goal')
    return [
      [t('admin.evidence.goal'), money(e.goal)],
      [t('admin.evidence.accountAge'), t('admin.evidence.days', { count: num(e.account_age_days) })],
      [t('admin.evidence.identity'), text(e.verification_status)],
    ];
  if (rule === 'report_cluster') {
    const reasons = (e.reasons ?? {}) as Record<string, number>;
    return [
      [t('admin.evidence.openReports'), formats.count(num(e.open_reports))],
      [
        t('admin.evidence.reasons'),
        Object.entries(reasons)
          .map(([reason, n]) => `${t(`report.reason.${reason}` as Parameters<typeof t>[0])} (${formats.count(n)})`)
          .join(', '),
      ],
    ];
  }
  if (rule === 'duplicate_cover') {
    const matches = (Array.isArray(e.matches) ? e.matches : []) as Match[];
    return [
      [
        t('admin.evidence.sameCover'),
        <ul key="m" className="plain">
          {matches.map((m) => (
            <li key={m.id}>
              <Link to={`/campaigns/${m.slug}`}>{m.title}</Link> ({t('admin.evidence.distance', { distance: m.distance })})
            </li>
          ))}
        </ul>,
      ],
    ];
  }
  return [];
}

/** The evidence of the rules about money going out. */
function moneyRows(rule: Alert['rule'], e: Alert['evidence'], { t, m, formats, dates, money }: Words): Rows {
  if (rule === 'withdrawal_after_account_change')
    return [
      [m('money.evidence.amount'), money(e.amount)],
      [m('money.evidence.account'), text(e.account_number)],
      [m('money.evidence.accountSet'), dates.time(text(e.account_set_at))],
      [m('money.evidence.hoursAfter'), m('money.evidence.hoursValue', { hours: text(e.hours_after), limit: num(e.threshold_hours) })],
    ];
  if (rule === 'payout_name_mismatch')
    return [
      [m('money.evidence.amount'), money(e.amount)],
      [m('money.evidence.account'), text(e.account_number)],
      [m('money.admin.accountName'), text(e.account_name)],
      [m('money.admin.verifiedName'), text(e.verified_name) || '—'],
    ];
  if (rule === 'shared_payout_account') {
    const others = (Array.isArray(e.other_owners) ? e.other_owners : []) as Array<{ email?: string | null }>;
    return [
      [m('money.evidence.account'), `${text(e.account_number)} (${text(e.account_name)})`],
      [m('money.evidence.owners'), formats.count(num(e.owners))],
      [m('money.evidence.otherOwners'), others.map((o) => o.email ?? '—').join(', ')],
    ];
  }
  if (rule === 'withdrawal_after_burst')
    return [
      [t('admin.evidence.payer'), <code key="p">{text(e.payer_key)}</code>],
      [
        m('money.evidence.burst'),
        m('money.evidence.burstValue', { count: num(e.burst_donations), total: money(e.burst_amount), date: dates.time(text(e.burst_at)) }),
      ],
      [
        m('money.evidence.withdrawn'),
        m('money.evidence.withdrawnValue', {
          withdrawn: money(e.withdrawn),
          raised: money(e.raised),
          percent: formats.percent(num(e.withdrawn), num(e.raised)),
          hours: num(e.window_hours),
        }),
      ],
    ];
  return [];
}

/** What tripped a fraud rule, in words, with links to what it concerns. */
export function Evidence({ alert }: { alert: Pick<Alert, 'rule' | 'evidence'> }) {
  const { t, formats } = useI18n();
  const m = useMoneyT();
  const dates = useDates();
  const words: Words = { t, m, formats, dates, money: (value: unknown) => formats.money(Math.round(num(value))) };
  const rows = [...storyRows(alert.rule, alert.evidence, words), ...moneyRows(alert.rule, alert.evidence, words)];
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
