import { useState } from 'react';
import { fetchStoryCash } from '../../../lib/cash/api';
import { useFormats } from '../../../lib/i18n/i18n';
import { useMoneyT } from '../../../lib/payouts/text';
import { toast } from '../../../lib/toast';
import { CashItem } from '../../../lib/ui/cash-item';
import { LoadError } from '../../../lib/ui/load-error';
import { useResource } from '../../../lib/use-resource';
import { RecordCashForm } from './record-cash-form';

/**
 * A story's cash collected in person, on its money card: "Record cash", what
 * was confirmed and what waits, and every record with its state (and why one
 * was refused). Confirmed cash shows on the story; it is never withdrawn here.
 */
export function StoryCash({ campaignId, canRecord, onChanged }: { campaignId: string; canRecord: boolean; onChanged: () => void }) {
  const m = useMoneyT();
  const formats = useFormats();
  const cash = useResource(`dashboard:cash:${campaignId}`, () => fetchStoryCash(campaignId));
  const [recording, setRecording] = useState(false);
  const titleId = `cash-${campaignId}-title`;
  const data = cash.data;

  return (
    <section className="stack" aria-labelledby={titleId}>
      <h4 id={titleId}>{m('money.cash.title')}</h4>
      <p className="muted">{m('money.cash.lead')}</p>
      {data && (data.confirmed > 0 || data.pending > 0) && (
        <p>{m('money.cash.sums', { confirmed: formats.money(data.confirmed), pending: formats.money(data.pending) })}</p>
      )}
      {canRecord && !recording && (
        <div>
          <button type="button" className="btn btn-outline" onClick={() => setRecording(true)}>
            {m('money.cash.open')}
          </button>
        </div>
      )}
      {recording && (
        <RecordCashForm
          campaignId={campaignId}
          hasCosigners={data?.has_cosigners ?? false}
          onCancel={() => setRecording(false)}
          onDone={() => {
            setRecording(false);
            toast.success(m('money.cash.recorded'));
            cash.reload();
            onChanged();
          }}
        />
      )}
      {cash.error && !data && <LoadError error={cash.error} onRetry={cash.reload} />}
      {data && data.items.length === 0 && <p className="muted">{m('money.cash.none')}</p>}
      {data && data.items.length > 0 && (
        <ul className="withdrawals">
          {data.items.map((record) => (
            <li key={record.id}>
              <CashItem record={record} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
