import type { ReactNode } from 'react';
import type { CashRecord } from '../../../contract/api/cash';
import { useFormats } from '../i18n/i18n';
import { useMoneyDates, useMoneyT, type MoneyKey } from '../payouts/text';
import './money.css';

/**
 * One record of cash collected in person: amount, state, where, when, who
 * recorded it, the note, and why it was refused. `actions` holds what the
 * viewer may do with it (confirm or refuse).
 */
export function CashItem({
  record,
  title,
  actions,
  level = 4,
}: {
  record: CashRecord;
  title?: ReactNode;
  actions?: ReactNode;
  level?: 3 | 4;
}) {
  const m = useMoneyT();
  const formats = useFormats();
  const dates = useMoneyDates();
  const Heading = level === 3 ? 'h3' : 'h4';
  const headingId = `cash-${record.id}`;
  return (
    <article className="withdrawal" aria-labelledby={headingId}>
      <div className="withdrawal-head">
        <Heading id={headingId}>{title ?? formats.money(record.amount)}</Heading>
        <span className={`money-status cash-status-${record.status}`}>{m(`money.cash.status.${record.status}` as MoneyKey)}</span>
      </div>
      {title && <p>{formats.money(record.amount)}</p>}
      <p className="withdrawal-purpose">{record.place}</p>
      <p className="muted">
        {m('money.cash.collected', { date: dates.day(`${record.collected_on}T12:00:00Z`) })}
        {record.recorded_by ? ` · ${m('money.cash.recordedBy', { name: record.recorded_by, date: dates.day(record.recorded_at) })}` : ''}
      </p>
      {record.note && <p>{record.note}</p>}
      {record.status === 'refused' && record.reason && <p className="notice">{m('money.cash.reason', { reason: record.reason })}</p>}
      {actions}
    </article>
  );
}
