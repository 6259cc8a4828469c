import { useMoneyT } from '../../../lib/payouts/text';
import type { PayoutAccount } from '../../../lib/payouts/api';

/** An account as the owner reads it: the network or bank, the masked number, the holder's name. */
export function AccountFacts({ account }: { account: PayoutAccount }) {
  const m = useMoneyT();
  return (
    <dl className="profile-list">
      <dt>{m('money.account.where')}</dt>
      <dd>{account.bank_name}</dd>
      <dt>{m('money.account.number')}</dt>
      <dd>{account.account_number}</dd>
      <dt>{m('money.account.holder')}</dt>
      <dd>
        <strong>{account.account_name}</strong>
      </dd>
    </dl>
  );
}
