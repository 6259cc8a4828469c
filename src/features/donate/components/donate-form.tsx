import { useState, type FormEvent } from 'react';
import type { ApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/auth-context';
import { readableError } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n';
import { useOnline } from '../../../lib/online';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { describedBy, Field } from '../../../lib/ui/field';
import { useFormState } from '../../../lib/ui/form-state';
import { useWaitLeft } from '../../../lib/ui/error-note';
import { donationLimits, donationMethods, presetAmounts } from '../../../../contract/rules/donation';
import {
  checkDonateForm,
  chosenAmount,
  donateFields,
  emptyForm,
  formFieldOf,
  formNames,
  toDonationRequest,
  type DonateField,
  type DonateForm as Form,
  type PaymentFormState,
} from '../../../../contract/rules/donation-form';
import type { StoryPage } from '../../../../contract/api/campaigns';
import { startDonation } from '../api';

/** The control each field's problem links to from the summary. */
const fieldIds: Record<DonateField, string> = {
  amount: 'amount',
  method: 'method',
  phone: 'phone',
  name: 'donor-name',
  email: 'receipt-email',
  message: 'message',
};

/**
 * The payment form: amount, method, phone for mobile money (and a receipt
 * by text to it, when the server sends texts), name or anonymous, message,
 * e-mail for a receipt, a private amount, and a plain statement of what the
 * story receives. Nothing is pre-ticked.
 *
 * It is a real HTML form: without JavaScript it posts to the server, which
 * checks it by the same rules, starts the donation once for its token and
 * sends the donor on to pay, or answers it again with every problem marked
 * (`served`). With JavaScript the app sends it through the API. Paying needs
 * the network: offline, the button says so and nothing is queued.
 */
export function DonateForm({ story, served, textReceipts }: { story: StoryPage; served: PaymentFormState | null; textReceipts: boolean }) {
  const { t, formats } = useI18n();
  const online = useOnline();
  const { userProfile } = useAuth();
  const [form, setForm] = useState<Form>(() => served?.form ?? emptyForm);
  const [attempt, setAttempt] = useState(0);
  const state = useFormState<DonateField>(
    () => {
      const found = checkDonateForm(form, formats);
      return Object.fromEntries(
        Object.entries(found).map(([field, problem]) => [field, t(problem.key as Parameters<typeof t>[0], problem.values)]),
      ) as Partial<Record<DonateField, string>>;
    },
    served,
    (key) => t(key as Parameters<typeof t>[0]),
  );
  const waiting = useWaitLeft(state.failure?.retryAt ?? null) > 0;
  const problem = state.problem;

  // A signed-in donor's name, once known (the server's page never knows who is signed in), unless one was typed.
  const profileName = userProfile?.full_name ?? '';
  const [namedFrom, setNamedFrom] = useState('');
  if (profileName && profileName !== namedFrom) {
    setNamedFrom(profileName);
    if (!form.name) setForm({ ...form, name: profileName });
  }

  const set = (field: DonateField | null, change: Partial<Form>) => {
    setForm((current) => ({ ...current, ...change }));
    if (field) state.changed(field);
  };
  const amount = chosenAmount(form);
  const shownAmount = amount !== null && amount >= donationLimits.min && amount <= donationLimits.maxCard ? formats.money(amount) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!online || state.busy) return;
    setAttempt((n) => n + 1);
    if (!state.validate()) return;
    state.setBusy(true);
    try {
      const checkout = await startDonation(toDonationRequest(form, story.id));
      window.location.assign(checkout);
    } catch (error) {
      state.refused(readableError(error, t), formFieldOf[(error as ApiError).field ?? '']);
      state.setBusy(false);
    }
  };

  const summary = donateFields.flatMap((field) => {
    const text = problem(field);
    return text ? [{ id: fieldIds[field], text }] : [];
  });

  return (
    <form
      className="form card donate-form"
      method="post"
      action={`/payment?campaign=${encodeURIComponent(story.slug)}`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <input type="hidden" name={formNames.token} value={served?.token ?? ''} />
      <ErrorSummary title={t('donate.fix')} failure={state.failure} items={summary} attempt={attempt} />
      <fieldset className="field" aria-describedby={problem('amount') ? 'amount-error' : undefined}>
        <legend className="label">{t('donate.amount.legend')}</legend>
        <div className="chips">
          {presetAmounts.map((preset, index) => (
            <label key={preset} className="chip">
              <input
                id={index === 0 ? fieldIds.amount : undefined}
                type="radio"
                name={formNames.preset}
                value={preset}
                checked={form.preset === preset && form.custom.trim() === ''}
                onChange={() => set('amount', { preset, custom: '' })}
              />
              <span>{formats.money(preset)}</span>
            </label>
          ))}
        </div>
        <label htmlFor="custom-amount">{t('donate.amount.other')}</label>
        <input
          id="custom-amount"
          name={formNames.custom}
          inputMode="decimal"
          autoComplete="off"
          value={form.custom}
          onChange={(e) => set('amount', { custom: e.target.value })}
          aria-invalid={Boolean(problem('amount'))}
          aria-describedby={['custom-amount-hint', problem('amount') ? 'amount-error' : ''].filter(Boolean).join(' ')}
        />
        <p id="custom-amount-hint" className="hint">
          {t('donate.amount.otherHint', {
            min: formats.money(donationLimits.min),
            momo: formats.money(donationLimits.maxMobileMoney),
            card: formats.money(donationLimits.maxCard),
          })}
        </p>
        {problem('amount') && (
          <p id="amount-error" className="error-text">
            {problem('amount')}
          </p>
        )}
      </fieldset>

      <fieldset className="field" aria-describedby={problem('method') ? 'method-error' : undefined}>
        <legend className="label">{t('donate.method.legend')}</legend>
        <div className="chips methods">
          {donationMethods.map((method, index) => (
            <label key={method} className={`chip method-${method}`}>
              <input
                id={index === 0 ? fieldIds.method : undefined}
                type="radio"
                name={formNames.method}
                value={method}
                checked={form.method === method}
                onChange={() => set('method', { method })}
              />
              <span>{t(`donate.method.${method}`)}</span>
            </label>
          ))}
        </div>
        {problem('method') && (
          <p id="method-error" className="error-text">
            {problem('method')}
          </p>
        )}
      </fieldset>

      {/* Always in the page, so it works without JavaScript; CSS hides it while a card is chosen. */}
      <div className="phone-field">
        <Field id="phone" label={t('donate.phone.label')} hint={t('donate.phone.hint')} problem={problem('phone')}>
          <input
            id="phone"
            name={formNames.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={form.phone}
            onChange={(e) => set('phone', { phone: e.target.value })}
            aria-invalid={Boolean(problem('phone'))}
            aria-describedby={describedBy('phone', true, problem('phone'))}
          />
        </Field>
        {textReceipts && (
          <label className="check">
            <input
              type="checkbox"
              name={formNames.textReceipt}
              checked={form.textReceipt}
              onChange={(e) => set(null, { textReceipt: e.target.checked })}
            />
            <span>{t('donate.textReceipt')}</span>
          </label>
        )}
      </div>

      <Field id="donor-name" label={t('donate.name.label')} hint={t('donate.name.hint')} problem={problem('name')}>
        <input
          id="donor-name"
          name={formNames.name}
          autoComplete="name"
          maxLength={donationLimits.donorName.max}
          value={form.name}
          onChange={(e) => set('name', { name: e.target.value })}
          aria-invalid={Boolean(problem('name'))}
          aria-describedby={describedBy('donor-name', true, problem('name'))}
        />
      </Field>
      <label className="check">
        <input
          type="checkbox"
          name={formNames.anonymous}
          checked={form.anonymous}
          onChange={(e) => set('name', { anonymous: e.target.checked })}
        />
        <span>{t('donate.anonymous')}</span>
      </label>
      <label className="check">
        <input
          type="checkbox"
          name={formNames.hideAmount}
          checked={form.hideAmount}
          onChange={(e) => set(null, { hideAmount: e.target.checked })}
        />
        <span>{t('donate.hideAmount')}</span>
      </label>

      <Field
        id="message"
        label={t('donate.message.label')}
        hint={t('donate.count', { n: form.message.length, max: donationLimits.message })}
        problem={problem('message')}
      >
        <textarea
          id="message"
          name={formNames.message}
          rows={3}
          maxLength={donationLimits.message}
          value={form.message}
          onChange={(e) => set('message', { message: e.target.value })}
          aria-invalid={Boolean(problem('message'))}
          aria-describedby={describedBy('message', true, problem('message'))}
        />
      </Field>
      <Field id="receipt-email" label={t('donate.email.label')} hint={t('donate.email.hint')} problem={problem('email')}>
        <input
          id="receipt-email"
          name={formNames.email}
          type="email"
          autoComplete="email"
          maxLength={donationLimits.email}
          value={form.email}
          onChange={(e) => set('email', { email: e.target.value })}
          aria-invalid={Boolean(problem('email'))}
          aria-describedby={describedBy('receipt-email', true, problem('email'))}
        />
      </Field>

      <section className="receives" aria-labelledby="receives-title" aria-live="polite">
        <h2 id="receives-title">{t('donate.summary.title')}</h2>
        {shownAmount ? (
          <>
            <p>
              {t('donate.summary.pay', { amount: shownAmount })} {t('donate.summary.receives', { title: story.title, amount: shownAmount })}
            </p>
            <p>
              <strong>{t('donate.summary.noFee')}</strong>
            </p>
          </>
        ) : (
          <p>
            {t('donate.summary.choose')} {t('donate.summary.noFee')}
          </p>
        )}
      </section>

      <button
        type="submit"
        className="btn btn-primary pay-button"
        disabled={!online || state.busy || waiting}
        aria-describedby={online ? undefined : 'offline-note'}
      >
        {!online
          ? t('donate.offline')
          : state.busy
            ? t('donate.paying')
            : shownAmount
              ? t('donate.pay', { amount: shownAmount })
              : t('donate.payNoAmount')}
      </button>
      {!online && (
        <p id="offline-note" className="notice" role="status">
          {t('donate.offlineNote')}
        </p>
      )}
    </form>
  );
}
