import { useId, useState, type FormEvent } from 'react';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { useFormState } from '../../../lib/ui/form-state';
import { WithdrawTo } from './withdraw-to';
import { readableError } from '../../../lib/error-text';
import { ApiError } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n/i18n';
import { parseCedis } from '../../../lib/money';
import { requestWithdrawal, type StoryMoney, type Withdrawal } from '../../../lib/payouts/api';
import { useMoneyT } from '../../../lib/payouts/text';
import { describedBy, Field } from '../../../lib/ui/field';
import { cosignersNeeded, payoutLimits } from '../../../../contract/rules/payout';

type MoneyT = ReturnType<typeof useMoneyT>;
type Problems = { amount?: string; purpose?: string };

/** What is wrong with a withdrawal before it is sent: an amount outside what may be taken, a purpose too short or long. */
function checkWithdrawal(
  pesewas: number | null,
  purpose: string,
  available: number,
  m: MoneyT,
  money: (pesewas: number) => string,
): Problems {
  const { min, max } = payoutLimits.purpose;
  return {
    ...(pesewas === null || pesewas < payoutLimits.minAmount
      ? { amount: m('money.withdraw.amountInvalid', { min: money(payoutLimits.minAmount) }) }
      : pesewas > available
        ? { amount: m('money.withdraw.amountAbove', { available: money(available) }) }
        : {}),
    ...(purpose.length < min || purpose.length > max ? { purpose: m('money.withdraw.purposeInvalid', { min, max }) } : {}),
  };
}

interface FieldProps {
  id: string;
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
}

/** How much, in cedis, with what is available said beside it. */
function AmountField({ id, value, available, problem, onChange }: FieldProps & { available: number }) {
  const m = useMoneyT();
  const { formats } = useI18n();
  return (
    <Field
      id={id}
      label={m('money.withdraw.amount')}
      hint={m('money.withdraw.amountHint', { available: formats.money(available) })}
      problem={problem}
    >
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(problem)}
        aria-describedby={describedBy(id, true, problem)}
      />
    </Field>
  );
}

/** What the money is for, shown on the story's page, with its count of characters. */
function PurposeField({ id, value, problem, onChange }: FieldProps) {
  const m = useMoneyT();
  const { max } = payoutLimits.purpose;
  return (
    <Field
      id={id}
      label={m('money.withdraw.purpose')}
      hint={m('money.withdraw.purposeHint')}
      count={{ n: value.trim().length, max }}
      problem={problem}
    >
      <textarea
        id={id}
        rows={3}
        maxLength={max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(problem)}
        aria-describedby={describedBy(id, true, problem)}
      />
    </Field>
  );
}

/**
 * Asks for money from a story: an amount up to what is available, and what
 * it is for (shown on the story's page), with the account it will be paid to
 * shown before it is sent. Co-signers, then our team, decide. What to fix is
 * summed up above the fields, each linked, and goes once fixed.
 */
export function WithdrawForm({ story, onDone, onCancel }: { story: StoryMoney; onDone: (made: Withdrawal) => void; onCancel: () => void }) {
  const m = useMoneyT();
  const { t, formats } = useI18n();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [purpose, setPurpose] = useState('');
  const available = story.totals.available;
  const cosigners = story.treasurers.filter((c) => c.status === 'accepted').length;
  const state = useFormState<'amount' | 'purpose'>(
    () => checkWithdrawal(parseCedis(amount), purpose.trim(), available, m, formats.money),
    null,
    (key) => t(key as Parameters<typeof t>[0]),
  );

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const pesewas = parseCedis(amount);
    if (state.busy || !state.validate() || pesewas === null) return;
    state.setBusy(true);
    try {
      onDone(await requestWithdrawal(story.campaign_id, { amount: pesewas, purpose: purpose.trim() }));
    } catch (caught) {
      const field = caught instanceof ApiError ? caught.field : undefined;
      state.refused(readableError(caught, t), field === 'amount' || field === 'purpose' ? field : undefined);
    } finally {
      state.setBusy(false);
    }
  };

  return (
    <form className="form withdraw-form" onSubmit={(event) => void send(event)} aria-label={m('money.withdraw.title')} noValidate>
      <ErrorSummary
        title={m('money.withdraw.fix')}
        failure={state.failure}
        items={state.items({ amount: `${id}-amount`, purpose: `${id}-purpose` })}
        attempt={state.attempt}
      />
      <AmountField
        id={`${id}-amount`}
        value={amount}
        available={available}
        problem={state.problem('amount')}
        onChange={(value) => {
          setAmount(value);
          state.changed('amount');
        }}
      />
      <PurposeField
        id={`${id}-purpose`}
        value={purpose}
        problem={state.problem('purpose')}
        onChange={(value) => {
          setPurpose(value);
          state.changed('purpose');
        }}
      />
      <WithdrawTo />
      <p className="hint">
        {cosigners > 0 ? m('money.withdraw.afterCosigners', { count: cosignersNeeded(cosigners) }) : m('money.withdraw.afterReview')}
      </p>
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={state.busy}>
          {state.busy ? m('money.withdraw.sending') : m('money.withdraw.send')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('dashboard.profile.cancel')}
        </button>
      </div>
    </form>
  );
}
