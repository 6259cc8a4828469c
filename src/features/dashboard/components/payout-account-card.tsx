import { useId, useState, type FormEvent } from 'react';
import { fieldProblems, readableError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import {
  confirmPayoutAccount,
  fetchBanks,
  fetchPayoutAccount,
  savePayoutAccount,
  type Bank,
  type PayoutAccount,
  type PayoutAccountState,
} from '../../../lib/payouts/api';
import { useMoneyDates, useMoneyT, type MoneyKey } from '../../../lib/payouts/text';
import { Spinner } from '../../../lib/spinner';
import { toast } from '../../../lib/toast';
import { describedBy, Field } from '../../../lib/ui/field';
import { LoadError } from '../../../lib/ui/load-error';
import { useResource, type Resource } from '../../../lib/use-resource';
import { AccountFacts } from './account-facts';
import { normaliseAccountNumber, payoutLimits, payoutMethods, type PayoutMethod } from '../../../../contract/rules/payout';

/** Mobile money on one of the networks, or a bank. */
function MethodChoice({ name, method, onChange }: { name: string; method: PayoutMethod; onChange: (method: PayoutMethod) => void }) {
  const m = useMoneyT();
  return (
    <fieldset className="field">
      <legend>{m('money.account.method')}</legend>
      <div className="method-choices">
        {payoutMethods.map((choice) => (
          <label key={choice} className="check">
            <input type="radio" name={name} value={choice} checked={method === choice} onChange={() => onChange(choice)} />
            {m(`money.method.${choice}` as MoneyKey)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The bank, from the provider's list (loaded when a bank is chosen). */
function BankField({
  id,
  banks,
  value,
  problem,
  onChange,
}: {
  id: string;
  banks: Resource<Bank[]>;
  value: string;
  problem: string | undefined;
  onChange: (code: string) => void;
}) {
  const m = useMoneyT();
  return (
    <Field id={id} label={m('money.account.bank')} problem={problem}>
      {banks.error && !banks.data ? (
        <LoadError error={banks.error} onRetry={banks.reload} />
      ) : (
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={Boolean(problem)}
          aria-describedby={describedBy(id, false, problem)}
        >
          <option value="">{banks.data ? m('money.account.bankChoose') : m('money.account.bankLoading')}</option>
          {(banks.data ?? []).map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Where money should go: a wallet's number, or a bank and its account number. The provider says whose it is. */
function AccountForm({ onSaved, onCancel }: { onSaved: (state: PayoutAccountState) => void; onCancel?: () => void }) {
  const m = useMoneyT();
  const t = useT();
  const id = useId();
  const [method, setMethod] = useState<PayoutMethod>('mtn_momo');
  const [number, setNumber] = useState('');
  const [bankCode, setBankCode] = useState('');
  const [problems, setProblems] = useState<{ number?: string; bank?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const banks = useResource<Bank[]>(method === 'bank' ? 'payouts:banks' : null, fetchBanks);
  const isBank = method === 'bank';

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(normaliseAccountNumber(method, number)
        ? {}
        : { number: m(isBank ? 'money.account.numberInvalidBank' : 'money.account.numberInvalid') }),
      ...(isBank && !bankCode ? { bank: m('money.account.bankMissing') } : {}),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      onSaved(await savePayoutAccount({ method, account_number: number, ...(isBank ? { bank_code: bankCode } : {}) }));
    } catch (caught) {
      const { account_number: number, bank_code: bank, form } = fieldProblems(caught, t, ['account_number', 'bank_code']);
      setProblems({ number, bank, form });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="form" onSubmit={(event) => void send(event)} aria-label={m('money.account.formTitle')} noValidate>
      <MethodChoice name={`${id}-method`} method={method} onChange={setMethod} />
      {isBank && <BankField id={`${id}-bank`} banks={banks} value={bankCode} problem={problems.bank} onChange={setBankCode} />}
      <Field
        id={`${id}-number`}
        label={m(isBank ? 'money.account.numberBank' : 'money.account.numberWallet')}
        hint={m(isBank ? 'money.account.numberBankHint' : 'money.account.numberWalletHint')}
        problem={problems.number}
      >
        <input
          id={`${id}-number`}
          inputMode={isBank ? 'numeric' : 'tel'}
          autoComplete="off"
          maxLength={30}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          aria-invalid={Boolean(problems.number)}
          aria-describedby={describedBy(`${id}-number`, true, problems.number)}
        />
      </Field>
      <p className="hint">{m('money.account.changeRule', { hours: payoutLimits.accountChangeHoldHours })}</p>
      {problems.form && (
        <p className="error-text" role="alert">
          {problems.form}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? m('money.account.looking') : m('money.account.lookUp')}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {t('dashboard.profile.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

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
