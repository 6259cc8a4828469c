import { decideCash } from '../cash/api';
import { useFormats } from '../i18n/i18n';
import { useMoneyT } from '../payouts/text';
import { toast } from '../toast';
import type { CashRecord } from '../../../contract/api/cash';
import { ConfirmAction } from './confirm-action';
import { ReasonAction } from './reason-action';

/**
 * Confirm, or refuse with a reason the owner reads: what a co-signer (or an
 * admin, for a story without co-signers) does with a cash record. Confirming
 * puts the money on the story, so it is asked first, naming the amount, the
 * place and the story.
 */
export function CashDecision({
  record,
  storyTitle,
  as,
  onDone,
}: {
  record: Pick<CashRecord, 'id' | 'amount' | 'place'>;
  storyTitle: string;
  as: 'cosigner' | 'admin';
  onDone: () => void;
}) {
  const m = useMoneyT();
  const formats = useFormats();
  return (
    <div className="actions">
      <ConfirmAction
        label={m('money.cash.confirm')}
        question={m('money.cash.confirmQuestion', { amount: formats.money(record.amount), place: record.place, title: storyTitle })}
        confirmLabel={m('money.cash.confirmYes')}
        onConfirm={async () => {
          await decideCash(record.id, true, as);
          toast.success(m(as === 'admin' ? 'money.cash.admin.confirmed' : 'money.cash.confirmed'));
          onDone();
        }}
      />
      <ReasonAction
        label={m('money.cash.refuse')}
        confirmLabel={m('money.cash.refuseConfirm')}
        reasonLabel={m('money.cash.refuseReason')}
        hint={m('money.cash.refuseHint')}
        danger
        onConfirm={async (reason) => {
          await decideCash(record.id, false, as, reason);
          toast.success(m(as === 'admin' ? 'money.cash.admin.refused' : 'money.cash.refused'));
          onDone();
        }}
      />
    </div>
  );
}
