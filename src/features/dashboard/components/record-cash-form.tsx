import { useId, useState, type FormEvent } from 'react';
import { fieldProblems } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n';
import { parseCedis } from '../../../lib/money';
import { recordCash, type CashRecord } from '../../../lib/cash/api';
import { useMoneyT } from '../../../lib/payouts/text';
import { describedBy, Field } from '../../../lib/ui/field';
import { cashLimits, collectionDateOk, ghanaToday } from '../../../../contract/rules/cash';

type Problems = Partial<Record<'amount' | 'collected_on' | 'place' | 'note' | 'form', string>>;

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
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const pesewas = parseCedis(amount);
    const where = place.replace(/\s+/g, ' ').trim();
    const said = note.trim();
    const found = checkCash({ pesewas, day, where, said }, m, formats.money);
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

  /** A change to a field takes its problem away. */
  const edit = (field: keyof Problems, set: (value: string) => void) => (value: string) => {
    set(value);
    setProblems(({ [field]: _said, ...rest }) => rest);
  };

  return (
    <form className="form withdraw-form" onSubmit={(event) => void send(event)} aria-label={m('money.cash.formTitle')} noValidate>
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
