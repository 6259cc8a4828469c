import { decideCash } from '../cash/api';
import { useMoneyT } from '../payouts/text';
import { toast } from '../toast';
import { useAction } from '../use-action';
import { ReasonAction } from './reason-action';

/** Confirm, or refuse with a reason the owner reads: what a co-signer (or an admin, for a story without co-signers) does with a cash record. */
export function CashDecision({ recordId, as, onDone }: { recordId: string; as: 'cosigner' | 'admin'; onDone: () => void }) {
  const m = useMoneyT();
  const [busy, run] = useAction();
  const confirm = () =>
    run(async () => {
      await decideCash(recordId, true, as);
      toast.success(m(as === 'admin' ? 'money.cash.admin.confirmed' : 'money.cash.confirmed'));
      onDone();
    });
  return (
    <div className="actions">
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void confirm()}>
        {m('money.cash.confirm')}
      </button>
      <ReasonAction
        label={m('money.cash.refuse')}
        confirmLabel={m('money.cash.refuseConfirm')}
        reasonLabel={m('money.cash.refuseReason')}
        hint={m('money.cash.refuseHint')}
        danger
        onConfirm={async (reason) => {
          await decideCash(recordId, false, as, reason);
          toast.success(m(as === 'admin' ? 'money.cash.admin.refused' : 'money.cash.refused'));
          onDone();
        }}
      />
    </div>
  );
}
