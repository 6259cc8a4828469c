import { useAuth } from '../../../lib/auth/auth-context';
import { fetchPayoutAccount } from '../../../lib/payouts/api';
import { useMoneyT } from '../../../lib/payouts/text';
import { useResource } from '../../../lib/use-resource';
import { AccountFacts } from './account-facts';

/** Where the money of a withdrawal will be paid, read before it is asked for: the confirmed account, number masked. */
export function WithdrawTo() {
  const m = useMoneyT();
  const { user } = useAuth();
  // The same list as the payout account's card, so a change there shows here.
  const { data } = useResource(`dashboard:payout-account:${user?.id ?? ''}`, fetchPayoutAccount);
  const account = data?.account ?? null;
  return (
    <section className="withdraw-to" aria-label={m('money.withdraw.goesTo')}>
      <p className="label">{m('money.withdraw.goesTo')}</p>
      {account ? <AccountFacts account={account} /> : <p className="hint">{m('money.withdraw.noAccount')}</p>}
    </section>
  );
}
