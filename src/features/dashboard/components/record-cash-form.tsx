import { useId, useState } from 'react';
import { useI18n } from '../../../lib/i18n/i18n';
import { parseCedis } from '../../../lib/money';
import { recordCash, type CashRecord } from '../../../lib/cash/api';
import { useMoneyT } from '../../../lib/payouts/text';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { describedBy, Field } from '../../../lib/ui/field';
import { useFormState } from '../../../lib/ui/form-state';
import { cashLimits, collectionDateOk, ghanaToday } from '../../../../contract/rules/cash';

type CashField = 'amount' | 'collected_on' | 'place' | 'note';
type Problems = Partial<Record<CashField, string>>;
const cashFields: readonly CashField[] = ['amount', 'collected_on', 'place', 'note'];

type MoneyT = ReturnType<typeof useMoneyT>;

/** What is wrong with a record before it is sent: an amount, a day, a place or a note outside the rules. */
function checkCash(
  { pesewas, day, where, said }: { pesewas: number | null; day: string; where: string; said: string },
  m: MoneyT,
  money: (pesewas: number) => string,
): Problems {
  const limits = cashLimits;
  return {
    ...(pesewas === null || pesewas < limits.amount.min || pesewas > limits.amount.max
      ? { amount: m('money.cash.amountInvalid', { min: money(limits.amount.min), max: money(limits.amount.max) }) }
      : {}),
    ...(collectionDateOk(day) ? {} : { collected_on: m('money.cash.collectedOnInvalid') }),
    ...(where.length < limits.place.min || where.length > limits.place.max
      ? { place: m('money.cash.placeInvalid', { min: limits.place.min, max: limits.place.max }) }
      : {}),
    ...(said.length > limits.note.max ? { note: m('money.cash.noteInvalid', { max: limits.note.max }) } : {}),
  };
}

/** How much was collected, and on which day (today at the latest). */
function HowMuchAndWhen({
  id,
  amount,
  day,
  problems,
  onAmount,
  onDay,
}: {
  id: string;
  amount: string;
  day: string;
  problems: Problems;
  onAmount: (value: string) => void;
  onDay: (value: string) => void;
}) {
  const m = useMoneyT();
  return (
    <>
      <Field id={`${id}-amount`} label={m('money.cash.amount')} problem={problems.amount}>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => onAmount(e.target.value)}
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
          onChange={(e) => onDay(e.target.value)}
          aria-invalid={Boolean(problems.collected_on)}
          aria-describedby={describedBy(`${id}-day`, false, problems.collected_on)}
        />
      </Field>
    </>
  );
}

/** Where or what it was (shown on the story), and an optional note. */
function WhereAndNote({
  id,
  place,
  note,
  problems,
  onPlace,
  onNote,
}: {
  id: string;
  place: string;
  note: string;
  problems: Problems;
  onPlace: (value: string) => void;
  onNote: (value: string) => void;
}) {
  const m = useMoneyT();
  return (
    <>
      <Field id={`${id}-place`} label={m('money.cash.place')} hint={m('money.cash.placeHint')} problem={problems.place}>
        <input
          id={`${id}-place`}
          autoComplete="off"
          maxLength={cashLimits.place.max}
          value={place}
          onChange={(e) => onPlace(e.target.value)}
          aria-invalid={Boolean(problems.place)}
          aria-describedby={describedBy(`${id}-place`, true, problems.place)}
        />
      </Field>
      <Field id={`${id}-note`} label={m('money.cash.note')} hint={m('money.cash.noteHint')} problem={problems.note}>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={cashLimits.note.max}
          value={note}
          onChange={(e) => onNote(e.target.value)}
          aria-invalid={Boolean(problems.note)}
          aria-describedby={describedBy(`${id}-note`, true, problems.note)}
        />
      </Field>
    </>
  );
}

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
  const pesewas = parseCedis(amount);
  const where = place.replace(/\s+/g, ' ').trim();
  const said = note.trim();
  const state = useFormState<CashField>(() => checkCash({ pesewas, day, where, said }, m, formats.money));
  const problems = state.problems;

  const send = async () =>
    onDone(await recordCash(campaignId, { amount: pesewas ?? 0, collected_on: day, place: where, note: said || null }));

  /** A change to a field takes the server's word on it away. */
  const edit = (field: CashField, set: (value: string) => void) => (value: string) => {
    set(value);
    state.changed(field);
  };
  const ids = { amount: `${id}-amount`, collected_on: `${id}-day`, place: `${id}-place`, note: `${id}-note` };

  return (
    <form className="form withdraw-form" onSubmit={state.submitWith(send, t, cashFields)} aria-label={m('money.cash.formTitle')} noValidate>
      <ErrorSummary title={t('form.fix')} failure={state.failure} items={state.items(ids)} attempt={state.attempt} />
      <HowMuchAndWhen
        id={id}
        amount={amount}
        day={day}
        problems={problems}
        onAmount={edit('amount', setAmount)}
        onDay={edit('collected_on', setDay)}
      />
      <WhereAndNote
        id={id}
        place={place}
        note={note}
        problems={problems}
        onPlace={edit('place', setPlace)}
        onNote={edit('note', setNote)}
      />
      <p className="hint">{m(hasCosigners ? 'money.cash.afterCosigners' : 'money.cash.afterAdmin')}</p>
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={state.busy}>
          {state.busy ? m('money.cash.sending') : m('money.cash.send')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('dashboard.profile.cancel')}
        </button>
      </div>
    </form>
  );
}
