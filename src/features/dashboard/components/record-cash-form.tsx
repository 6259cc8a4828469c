import { useId, useState, type FormEvent } from 'react';
import { fieldProblems } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n';
import { parseCedis } from '../../../lib/money';
import { recordCash, type CashRecord } from '../../../lib/cash/api';
import { useMoneyT } from '../../../lib/payouts/text';
import { describedBy, Field } from '../../../lib/ui/field';
import { cashLimits, collectionDateOk, ghanaToday } from '../../../../contract/rules/cash';

type Problems = Partial<Record<'amount' | 'collected_on' | 'place' | 'note' | 'form', string>>;

/**
 * Records cash collected in person: how much, the day, where (shown on the
 * story) and an optional note. It counts once a co-signer (or our team, for a
 * story without co-signers) confirms it.
 */
export function RecordCashForm({
  campaignId,
  hasCosigners,
  onDone,
  onCancel,
}: {
  campaignId: string;
  hasCosigners: boolean;
  onDone: (made: CashRecord) => void;
  onCancel: () => void;
}) {
  const m = useMoneyT();
  const { t, formats } = useI18n();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [day, setDay] = useState(ghanaToday);
  const [place, setPlace] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);
  const limits = cashLimits;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const pesewas = parseCedis(amount);
    const where = place.replace(/\s+/g, ' ').trim();
    const said = note.trim();
    const found: Problems = {
      ...(pesewas === null || pesewas < limits.amount.min || pesewas > limits.amount.max
        ? { amount: m('money.cash.amountInvalid', { min: formats.money(limits.amount.min), max: formats.money(limits.amount.max) }) }
        : {}),
      ...(collectionDateOk(day) ? {} : { collected_on: m('money.cash.collectedOnInvalid') }),
      ...(where.length < limits.place.min || where.length > limits.place.max
        ? { place: m('money.cash.placeInvalid', { min: limits.place.min, max: limits.place.max }) }
        : {}),
      ...(said.length > limits.note.max ? { note: m('money.cash.noteInvalid', { max: limits.note.max }) } : {}),
    };
    setProblems(found);
    if (pesewas === null || Object.keys(found).length > 0) return;
    setSending(true);
    try {
      onDone(await recordCash(campaignId, { amount: pesewas, collected_on: day, place: where, note: said || null }));
    } catch (caught) {
      setProblems(fieldProblems(caught, t, ['amount', 'collected_on', 'place', 'note']));
    } finally {
      setSending(false);
    }
  };

  const clear = (field: keyof Problems) => setProblems(({ [field]: _said, ...rest }) => rest);

  return (
    <form className="form withdraw-form" onSubmit={(event) => void send(event)} aria-label={m('money.cash.formTitle')} noValidate>
      <Field id={`${id}-amount`} label={m('money.cash.amount')} problem={problems.amount}>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            clear('amount');
          }}
          aria-invalid={Boolean(problems.amount)}
          aria-describedby={describedBy(`${id}-amount`, false, problems.amount)}
        />
      </Field>
      <Field id={`${id}-day`} label={m('money.cash.collectedOn')} problem={problems.collected_on}>
        <input
          id={`${id}-day`}
          type="date"
          value={day}
          max={ghanaToday()}
          onChange={(e) => {
            setDay(e.target.value);
            clear('collected_on');
          }}
          aria-invalid={Boolean(problems.collected_on)}
          aria-describedby={describedBy(`${id}-day`, false, problems.collected_on)}
        />
      </Field>
      <Field id={`${id}-place`} label={m('money.cash.place')} hint={m('money.cash.placeHint')} problem={problems.place}>
        <input
          id={`${id}-place`}
          autoComplete="off"
          maxLength={limits.place.max}
          value={place}
          onChange={(e) => {
            setPlace(e.target.value);
            clear('place');
          }}
          aria-invalid={Boolean(problems.place)}
          aria-describedby={describedBy(`${id}-place`, true, problems.place)}
        />
      </Field>
      <Field id={`${id}-note`} label={m('money.cash.note')} hint={m('money.cash.noteHint')} problem={problems.note}>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={limits.note.max}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            clear('note');
          }}
          aria-invalid={Boolean(problems.note)}
          aria-describedby={describedBy(`${id}-note`, true, problems.note)}
        />
      </Field>
      <p className="hint">{m(hasCosigners ? 'money.cash.afterCosigners' : 'money.cash.afterAdmin')}</p>
      {problems.form && (
        <p className="error-text" role="alert">
          {problems.form}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? m('money.cash.sending') : m('money.cash.send')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('dashboard.profile.cancel')}
        </button>
      </div>
    </form>
  );
}
