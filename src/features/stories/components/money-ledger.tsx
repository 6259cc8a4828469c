import { useState } from 'react';
import { useFormats } from '../../../lib/i18n/i18n';
import { useMoneyDates, useMoneyT } from '../../../lib/payouts/text';
import { api } from '../../../lib/api';
import type { StoryLedger } from '../../../../contract/api/ledger';
import { ledgerKey } from '../../../lib/stories/keys';
import { MoneyFigures } from '../../../lib/ui/money-figures';
import { WithdrawalItem } from '../../../lib/ui/withdrawal-item';
import { useResource } from '../../../lib/use-resource';
import { InPersonList } from './in-person-list';

const daysShown = 7;

const fetchLedger = async (storyId: string) => (await api.get<StoryLedger>(`/api/campaigns/${encodeURIComponent(storyId)}/ledger`)).data;

/**
 * Where the money went: the story's ledger totals, every withdrawal with its
 * purpose, state and receipt, and money in summed by day (no donor named, a
 * private amount counted but never summed). Saved on the phone like the rest
 * of the story, so it reads offline too.
 */
export default function MoneyLedger({ storyId }: { storyId: string }) {
  const m = useMoneyT();
  const formats = useFormats();
  const dates = useMoneyDates();
  const { data } = useResource(ledgerKey(storyId), () => fetchLedger(storyId));
  const [allDays, setAllDays] = useState(false);
  if (!data) return null;
  const days = allDays ? data.money_in : data.money_in.slice(0, daysShown);
  return (
    <section className="card stack" aria-labelledby="money-title" id="money">
      <h2 id="money-title">{m('money.ledger.title')}</h2>
      <p className="muted">{m('money.ledger.intro')}</p>
      <MoneyFigures totals={data.totals} />
      {data.totals.refunded > 0 && <p className="muted">{m('money.ledger.refunded', { amount: formats.money(data.totals.refunded) })}</p>}
      <h3>{m('money.ledger.out')}</h3>
      {data.withdrawals.length === 0 ? (
        <p>{m('money.ledger.noOut')}</p>
      ) : (
        <ul className="withdrawals">
          {data.withdrawals.map((w) => (
            <li key={w.id}>
              <WithdrawalItem withdrawal={w} />
            </li>
          ))}
        </ul>
      )}
      <h3>{m('money.ledger.in')}</h3>
      {data.money_in.length === 0 ? (
        <p>{m('money.ledger.noIn')}</p>
      ) : (
        <>
          <table className="ledger-days">
            <caption className="visually-hidden">{m('money.ledger.in')}</caption>
            <thead>
              <tr>
                <th scope="col">{m('money.ledger.col.date')}</th>
                <th scope="col">{m('money.ledger.col.gifts')}</th>
                <th scope="col">{m('money.ledger.col.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <td>{dates.day(`${day.date}T12:00:00Z`)}</td>
                  <td>{formats.count(day.gifts)}</td>
                  <td>
                    {formats.money(day.amount)}
                    {day.private_gifts > 0 && <span className="muted"> {m('money.ledger.private', { count: day.private_gifts })}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {!allDays && data.money_in.length > daysShown && (
            <button type="button" className="btn btn-outline" onClick={() => setAllDays(true)}>
              {m('money.ledger.more')}
            </button>
          )}
        </>
      )}
      <InPersonList items={data.in_person ?? []} />
    </section>
  );
}
