import { useState, type FormEvent } from 'react';
import type { ApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/auth-context';
import { problemText, readableError, type ReadableError } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n';
import { ErrorNote, useWaitLeft } from '../../../lib/ui/error-note';
import { useOnline } from '../../../lib/online';
import { donationLimits, donationMethods, isMobileMoney, presetAmounts } from '../../../../contract/rules/donation';
import type { StoryPage } from '../../../../contract/api/campaigns';
import { startDonation } from '../api';
import { checkForm, chosenAmount, emptyForm, toRequest, type DonateForm as Form, type Problems } from '../validation';
import { describedBy, Field } from '../../../lib/ui/field';

type FieldName = keyof Problems;

/**
 * The payment form: amount, method, phone for mobile money, name or
 * anonymous, message, e-mail for a receipt, a private amount, and a plain
 * statement of what the story receives. Nothing is pre-ticked. Paying needs
 * the network: offline, the button says so and nothing is queued.
 */
export function DonateForm({ story }: { story: StoryPage }) {
  const { t, formats } = useI18n();
  const online = useOnline();
  const { userProfile } = useAuth();
  const [form, setForm] = useState<Form>(() => ({ ...emptyForm, name: userProfile?.full_name ?? '' }));
  const [showProblems, setShowProblems] = useState(false);
  /** What the server said about a field, in its words (it has the last word on the rules). */
  const [serverProblems, setServerProblems] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<ReadableError | null>(null);
  const waiting = useWaitLeft(failure?.retryAt ?? null) > 0;
  const [busy, setBusy] = useState(false);

  const problems: Problems = showProblems ? checkForm(form, formats) : {};
  const problem = (field: FieldName) => {
    const found = problems[field];
    return serverProblems[field] ?? (found ? t(found.key as Parameters<typeof t>[0], found.values) : undefined);
  };
  const set = (change: Partial<Form>) => {
    setForm((current) => ({ ...current, ...change }));
    setServerProblems({});
  };
  const amount = chosenAmount(form);
  const shownAmount = amount !== null && amount >= donationLimits.min && amount <= donationLimits.maxCard ? formats.money(amount) : null;
  const mobile = form.method !== '' && isMobileMoney(form.method);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!online || busy) return;
    setFailure(null);
    if (Object.keys(checkForm(form, formats)).length > 0) {
      setShowProblems(true);
      setFailure(problemText(t('donate.fix')));
      // Take the donor to the first thing to fix, once it is marked.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.donate-form .field:has(.error-text) :is(input, textarea)')?.focus(),
      );
      return;
    }
    setBusy(true);
    try {
      const checkout = await startDonation(toRequest(form, story.id));
      window.location.assign(checkout);
    } catch (error) {
      const apiError = error as ApiError;
      const readable = readableError(error, t);
      const field = (
        { amount: 'amount', method: 'method', phone: 'phone', donor_name: 'name', email: 'email', message: 'message' } as Record<
          string,
          FieldName
        >
      )[apiError.field ?? ''];
      if (field) setServerProblems({ [field]: readable.text });
      setFailure(readable);
      setBusy(false);
    }
  };

  return (
    <form className="form card donate-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="field" aria-describedby={problem('amount') ? 'amount-error' : undefined}>
        <legend className="label">{t('donate.amount.legend')}</legend>
        <div className="chips">
          {presetAmounts.map((preset) => (
            <label key={preset} className="chip">
              <input
                type="radio"
                name="preset"
                value={preset}
                checked={form.preset === preset && form.custom.trim() === ''}
                onChange={() => set({ preset, custom: '' })}
              />
              <span>{formats.money(preset)}</span>
            </label>
          ))}
        </div>
        <label htmlFor="custom-amount">{t('donate.amount.other')}</label>
        <input
          id="custom-amount"
          inputMode="decimal"
          autoComplete="off"
          value={form.custom}
          onChange={(e) => set({ custom: e.target.value })}
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
          {donationMethods.map((method) => (
            <label key={method} className={`chip method-${method}`}>
              <input type="radio" name="method" value={method} checked={form.method === method} onChange={() => set({ method })} />
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

      {mobile && (
        <Field id="phone" label={t('donate.phone.label')} hint={t('donate.phone.hint')} problem={problem('phone')}>
          <input
            id="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={form.phone}
            onChange={(e) => set({ phone: e.target.value })}
            aria-invalid={Boolean(problem('phone'))}
            aria-describedby={describedBy('phone', true, problem('phone'))}
          />
        </Field>
      )}

      <Field id="donor-name" label={t('donate.name.label')} hint={t('donate.name.hint')} problem={problem('name')}>
        <input
          id="donor-name"
          autoComplete="name"
          maxLength={donationLimits.donorName.max}
          value={form.name}
          onChange={(e) => set({ name: e.target.value })}
          aria-invalid={Boolean(problem('name'))}
          aria-describedby={describedBy('donor-name', true, problem('name'))}
        />
      </Field>
      <label className="check">
        <input type="checkbox" checked={form.anonymous} onChange={(e) => set({ anonymous: e.target.checked })} />
        <span>{t('donate.anonymous')}</span>
      </label>
      <label className="check">
        <input type="checkbox" checked={form.hideAmount} onChange={(e) => set({ hideAmount: e.target.checked })} />
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
          rows={3}
          maxLength={donationLimits.message}
          value={form.message}
          onChange={(e) => set({ message: e.target.value })}
          aria-invalid={Boolean(problem('message'))}
          aria-describedby={describedBy('message', true, problem('message'))}
        />
      </Field>
      <Field id="receipt-email" label={t('donate.email.label')} hint={t('donate.email.hint')} problem={problem('email')}>
        <input
          id="receipt-email"
          type="email"
          autoComplete="email"
          maxLength={donationLimits.email}
          value={form.email}
          onChange={(e) => set({ email: e.target.value })}
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

      <ErrorNote error={failure} />
      <button
        type="submit"
        className="btn btn-primary pay-button"
        disabled={!online || busy || waiting}
        aria-describedby={online ? undefined : 'offline-note'}
      >
        {!online
          ? t('donate.offline')
          : busy
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
