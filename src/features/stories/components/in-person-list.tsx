import type { PublicCash } from '../../../../contract/api/cash';
import { useFormats } from '../../../lib/i18n/i18n';
import { useMoneyDates, useMoneyT } from '../../../lib/payouts/text';

/**
 * Cash collected in person and confirmed, on the story's open ledger: how
 * much, where and when, and who confirmed it (a co-signer or our team, never
 * named). It counts toward the goal; it never passes through Nnoboa.
 */
export function InPersonList({ items }: { items: PublicCash[] }) {
  const m = useMoneyT();
  const formats = useFormats();
  const dates = useMoneyDates();
  if (items.length === 0) return null;
  return (
    <>
      <h3>{m('money.ledger.inPerson')}</h3>
      <p className="muted">{m('money.ledger.inPersonIntro')}</p>
      <ul className="withdrawals">
        {items.map((cash) => (
          <li key={cash.id}>
            <article className="withdrawal" aria-labelledby={`in-person-${cash.id}`}>
              <div className="withdrawal-head">
                <h4 id={`in-person-${cash.id}`}>{formats.money(cash.amount)}</h4>
                <span className="money-status cash-status-confirmed">{m('money.totals.collected_in_person')}</span>
              </div>
              <p className="withdrawal-purpose">{cash.place}</p>
              {cash.note && <p>{cash.note}</p>}
              <p className="muted">
                {m('money.ledger.inPersonOn', { date: dates.day(`${cash.collected_on}T12:00:00Z`) })} ·{' '}
                {m(cash.confirmed_by === 'admin' ? 'money.ledger.inPersonBy.admin' : 'money.ledger.inPersonBy.cosigner', {
                  date: dates.day(cash.confirmed_at),
                })}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
