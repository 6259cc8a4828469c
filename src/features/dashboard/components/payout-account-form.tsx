import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { fetchBanks, savePayoutAccount, type Bank, type PayoutAccountState } from '../../../lib/payouts/api';
import { useMoneyT, type MoneyKey } from '../../../lib/payouts/text';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { describedBy, Field } from '../../../lib/ui/field';
import { useFormState } from '../../../lib/ui/form-state';
import { LoadError } from '../../../lib/ui/load-error';
import { useResource, type Resource } from '../../../lib/use-resource';
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

type AccountField = 'bank_code' | 'account_number';

/** Where money should go: a wallet's number, or a bank and its account number. The provider says whose it is. */
export function AccountForm({ onSaved, onCancel }: { onSaved: (state: PayoutAccountState) => void; onCancel?: () => void }) {
  const m = useMoneyT();
  const t = useT();
  const id = useId();
  const [method, setMethod] = useState<PayoutMethod>('mtn_momo');
  const [number, setNumber] = useState('');
  const [bankCode, setBankCode] = useState('');
  const banks = useResource<Bank[]>(method === 'bank' ? 'payouts:banks' : null, fetchBanks);
  const isBank = method === 'bank';
  const state = useFormState<AccountField>(() => ({
    ...(isBank && !bankCode ? { bank_code: m('money.account.bankMissing') } : {}),
    ...(normaliseAccountNumber(method, number)
      ? {}
      : { account_number: m(isBank ? 'money.account.numberInvalidBank' : 'money.account.numberInvalid') }),
  }));
  const numberId = `${id}-number`;
  const problem = state.problem('account_number');

  const save = async () => onSaved(await savePayoutAccount({ method, account_number: number, ...(isBank ? { bank_code: bankCode } : {}) }));

  return (
    <form
      className="form"
      onSubmit={state.submitWith(save, t, ['account_number', 'bank_code'])}
      aria-label={m('money.account.formTitle')}
      noValidate
    >
      <ErrorSummary
        title={t('form.fix')}
        failure={state.failure}
        items={state.items({ bank_code: `${id}-bank`, account_number: numberId })}
        attempt={state.attempt}
      />
      <MethodChoice name={`${id}-method`} method={method} onChange={setMethod} />
      {isBank && (
        <BankField
          id={`${id}-bank`}
          banks={banks}
          value={bankCode}
          problem={state.problem('bank_code')}
          onChange={(code) => {
            setBankCode(code);
            state.changed('bank_code');
          }}
        />
      )}
      <Field
        id={numberId}
        label={m(isBank ? 'money.account.numberBank' : 'money.account.numberWallet')}
        hint={m(isBank ? 'money.account.numberBankHint' : 'money.account.numberWalletHint')}
        problem={problem}
      >
        <input
          id={numberId}
          inputMode={isBank ? 'numeric' : 'tel'}
          autoComplete="off"
          maxLength={30}
          value={number}
          onChange={(e) => {
            setNumber(e.target.value);
            state.changed('account_number');
          }}
          aria-invalid={Boolean(problem)}
          aria-describedby={describedBy(numberId, true, problem)}
        />
      </Field>
      <p className="hint">{m('money.account.changeRule', { hours: payoutLimits.accountChangeHoldHours })}</p>
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={state.busy}>
          {state.busy ? m('money.account.looking') : m('money.account.lookUp')}
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
