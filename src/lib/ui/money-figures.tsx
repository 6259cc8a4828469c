import type { MoneyTotals } from '../../../contract/api/ledger';
import { useFormats } from '../i18n/i18n';
import { useMoneyT, type MoneyKey } from '../payouts/text';
import './money.css';

type Figure = 'raised' | 'paid_out' | 'on_its_way' | 'held' | 'available' | 'collected_in_person';

/**
 * A story's money from its ledger: raised, paid out, on its way and held (when there is some), available;
 * and, apart, cash collected in person (when there is some), which counts toward the goal but is never held.
 */
export function MoneyFigures({ totals, all = false }: { totals: MoneyTotals; all?: boolean }) {
  const m = useMoneyT();
  const formats = useFormats();
  const shown: Figure[] = ['raised', 'paid_out', 'on_its_way', 'held', 'available', 'collected_in_person'].filter((f) =>
    f === 'collected_in_person'
      ? totals.collected_in_person > 0
      : all || f === 'raised' || f === 'paid_out' || f === 'available' || totals[f as Figure] > 0,
  ) as Figure[];
  return (
    <dl className="money-figures">
      {shown.map((figure) => (
        <div key={figure} className={figure}>
          <dt>{m(`money.totals.${figure}` as MoneyKey)}</dt>
          <dd>{formats.money(totals[figure])}</dd>
        </div>
      ))}
    </dl>
  );
}
