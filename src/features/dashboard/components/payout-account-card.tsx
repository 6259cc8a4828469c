import { useState } from 'react';
import { readableError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import { confirmPayoutAccount, fetchPayoutAccount, type PayoutAccount, type PayoutAccountState } from '../../../lib/payouts/api';
import { useMoneyDates, useMoneyT } from '../../../lib/payouts/text';
import { Spinner } from '../../../lib/spinner';
import { toast } from '../../../lib/toast';
import { LoadError } from '../../../lib/ui/load-error';
import { useResource } from '../../../lib/use-resource';
import { payoutLimits } from '../../../../contract/rules/payout';
import { AccountFacts } from './account-facts';
import { AccountForm } from './payout-account-form';

/** A saved account waiting for the owner to confirm the holder's name the provider gave. */
function PendingAccount({
  pending,
  replacing,
  confirming,
  problem,
  onConfirm,
  onNotMine,
}: {
  pending: PayoutAccount;
  replacing: boolean;
  confirming: boolean;
  problem: string | null;
  onConfirm: () => void;
  onNotMine: () => void;
}) {
  const m = useMoneyT();
  return (
    <div className="notice stack" role="status">
      <p>{m('money.account.pending')}</p>
      <AccountFacts account={pending} />
      {replacing && <p>{m('money.account.pendingChange', { hours: payoutLimits.accountChangeHoldHours })}</p>}
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      <div className="actions">
        <button type="button" className="btn btn-primary" disabled={confirming} onClick={onConfirm}>
          {m('money.account.confirm')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onNotMine}>
          {m('money.account.notMine')}
        </button>
      </div>
    </div>
  );
}

/**
 * Where my money goes: the confirmed account (number masked, holder's name as
 * the provider gave it), a hold after a change, and the form to set or change
 * it. A saved account waits until I confirm the holder's name.
 */
export function PayoutAccountCard({ userId, onChanged }: { userId: string; onChanged: () => void }) {
  const m = useMoneyT();
  const t = useT();
  const dates = useMoneyDates();
  const { data, error, loading, reload } = useResource(`dashboard:payout-account:${userId}`, fetchPayoutAccount);
  const [state, setState] = useState<PayoutAccountState | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const view = state ?? data;
  const account = view?.account ?? null;
  const pending = view?.pending ?? null;
  const [openedAt] = useState(() => Date.now());
  const onHold = account?.hold_until && new Date(account.hold_until).getTime() > openedAt;

  const confirm = async (pendingId: string) => {
    setConfirming(true);
    setProblem(null);
    try {
      setState(await confirmPayoutAccount(pendingId));
      toast.success(m('money.account.confirmed'));
      onChanged();
    } catch (caught) {
      setProblem(readableError(caught, t).text);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby="payout-title" id="payout-account">
      <h2 id="payout-title">{m('money.account.title')}</h2>
      {loading && !view && <Spinner size="small" />}
      {error && !view && <LoadError error={error} onRetry={reload} />}
      {view && !account && !pending && !editing && <p>{m('money.account.none')}</p>}
      {account && (
        <>
          <AccountFacts account={account} />
          {onHold && (
            <p className="notice" role="status">
              {m('money.account.hold', { date: dates.time(account.hold_until) })}
            </p>
          )}
        </>
      )}
      {pending && !editing && (
        <PendingAccount
          pending={pending}
          replacing={account !== null}
          confirming={confirming}
          problem={problem}
          onConfirm={() => void confirm(pending.id)}
          onNotMine={() => setEditing(true)}
        />
      )}
      {view && (editing || (!account && !pending)) ? (
        <AccountForm
          onSaved={(next) => {
            setState(next);
            setEditing(false);
          }}
          onCancel={account || pending ? () => setEditing(false) : undefined}
        />
      ) : (
        view &&
        !pending && (
          <div>
            <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
              {m('money.account.change')}
            </button>
          </div>
        )
      )}
    </section>
  );
}
