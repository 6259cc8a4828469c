import { useId, useState, type FormEvent } from 'react';
import { fieldProblems } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n';
import { parseCedis } from '../../../lib/money';
import { requestWithdrawal, type StoryMoney, type Withdrawal } from '../../../lib/payouts/api';
import { useMoneyT } from '../../../lib/payouts/text';
import { describedBy, Field } from '../../../lib/ui/field';
import { cosignersNeeded, payoutLimits } from '../../../../contract/rules/payout';

/**
 * Asks for money from a story: an amount up to what is available, and what
 * it is for (shown on the story's page). Co-signers, then our team, decide.
 */
export function WithdrawForm({ story, onDone, onCancel }: { story: StoryMoney; onDone: (made: Withdrawal) => void; onCancel: () => void }) {
  const m = useMoneyT();
  const { t, formats } = useI18n();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [purpose, setPurpose] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; purpose?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const available = story.totals.available;
  const { min, max } = payoutLimits.purpose;
  const cosigners = story.treasurers.filter((c) => c.status === 'accepted').length;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const pesewas = parseCedis(amount);
    const text = purpose.trim();
    const found = {
      ...(pesewas === null || pesewas < payoutLimits.minAmount
        ? { amount: m('money.withdraw.amountInvalid', { min: formats.money(payoutLimits.minAmount) }) }
        : pesewas > available
          ? { amount: m('money.withdraw.amountAbove', { available: formats.money(available) }) }
          : {}),
      ...(text.length < min || text.length > max ? { purpose: m('money.withdraw.purposeInvalid', { min, max }) } : {}),
    };
    setProblems(found);
    if (pesewas === null || Object.keys(found).length > 0) return;
    setSending(true);
    try {
      onDone(await requestWithdrawal(story.campaign_id, { amount: pesewas, purpose: text }));
    } catch (caught) {
      setProblems(fieldProblems(caught, t, ['amount', 'purpose']));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="form withdraw-form" onSubmit={(event) => void send(event)} aria-label={m('money.withdraw.title')} noValidate>
      <Field
        id={`${id}-amount`}
        label={m('money.withdraw.amount')}
        hint={m('money.withdraw.amountHint', { available: formats.money(available) })}
        problem={problems.amount}
      >
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setProblems(({ amount: _said, ...rest }) => rest);
          }}
          aria-invalid={Boolean(problems.amount)}
          aria-describedby={describedBy(`${id}-amount`, true, problems.amount)}
        />
      </Field>
      <Field
        id={`${id}-purpose`}
        label={m('money.withdraw.purpose')}
        hint={m('money.withdraw.purposeHint')}
        count={m('money.withdraw.purposeCount', { n: purpose.trim().length, max })}
        problem={problems.purpose}
      >
        <textarea
          id={`${id}-purpose`}
          rows={3}
          maxLength={max}
          value={purpose}
          onChange={(e) => {
            setPurpose(e.target.value);
            setProblems(({ purpose: _said, ...rest }) => rest);
          }}
          aria-invalid={Boolean(problems.purpose)}
          aria-describedby={describedBy(`${id}-purpose`, true, problems.purpose)}
        />
      </Field>
      <p className="hint">
        {cosigners > 0 ? m('money.withdraw.afterCosigners', { count: cosignersNeeded(cosigners) }) : m('money.withdraw.afterReview')}
      </p>
      {problems.form && (
        <p className="error-text" role="alert">
          {problems.form}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? m('money.withdraw.sending') : m('money.withdraw.send')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('dashboard.profile.cancel')}
        </button>
      </div>
    </form>
  );
}
