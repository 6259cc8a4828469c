import { Link } from 'react-router-dom';
import { fetchCashWaiting } from '../../../lib/cash/api';
import { useMoneyT } from '../../../lib/payouts/text';
import { CashDecision } from '../../../lib/ui/cash-decision';
import { CashItem } from '../../../lib/ui/cash-item';
import { LoadError } from '../../../lib/ui/load-error';
import { useResource } from '../../../lib/use-resource';

/** For a co-signer: cash the owners of the stories I co-sign recorded, waiting for one of us to confirm or refuse it. */
export function CashToConfirm({ userId }: { userId: string }) {
  const m = useMoneyT();
  const { data, error, reload } = useResource(`dashboard:cash-waiting:${userId}`, fetchCashWaiting);
  if (error && !data) return <LoadError error={error} onRetry={reload} />;
  if (!data || data.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="cash-waiting-title">
      <h3 id="cash-waiting-title">{m('money.cash.title')}</h3>
      <p className="notice" role="status">
        {m('money.cash.waiting', { count: data.length })}
      </p>
      <p className="hint">{m('money.cash.confirmHint')}</p>
      <ul className="withdrawals">
        {data.map((item) => (
          <li key={item.id}>
            <CashItem
              record={item}
              title={<Link to={`/campaigns/${item.campaign.slug}#money`}>{item.campaign.title}</Link>}
              actions={<CashDecision record={item} storyTitle={item.campaign.title} as="cosigner" onDone={reload} />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
