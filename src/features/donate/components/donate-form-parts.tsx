/** The payment form's parts, each a group of fields the form lays out in order. */
import type { ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n/i18n';
import { useOnline } from '../../../lib/online';
import { describedBy, Field } from '../../../lib/ui/field';
import { donationLimits, donationMethods, presetAmounts } from '../../../../contract/rules/donation';
import { formNames, type DonateField, type DonateForm } from '../../../../contract/rules/donation-form';
import type { StoryPage } from '../../../../contract/api/campaigns';

/** The control each field's problem links to from the summary. */
export const fieldIds: Record<DonateField, string> = {
  amount: 'amount',
  method: 'method',
  phone: 'phone',
  name: 'donor-name',
  email: 'receipt-email',
  message: 'message',
};

/** What every part is given: the form's values, a way to change them, and each field's problem. */
export interface PartProps {
  form: DonateForm;
  set: (field: DonateField | null, change: Partial<DonateForm>) => void;
  problem: (field: DonateField) => string | undefined;
}

/** The amount: a few presets or another amount, within the limits it states. */
export function AmountField({ form, set, problem }: PartProps): ReactNode {
  const { t, formats } = useI18n();
  return (
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
  );
}

/** How the donor pays: mobile money or a card. */
export function MethodField({ form, set, problem }: PartProps): ReactNode {
  const { t } = useI18n();
  return (
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
  );
}

/** The mobile-money number, and a receipt by text to it when the server sends texts. */
export function PhoneField({ form, set, problem, textReceipts }: PartProps & { textReceipts: boolean }): ReactNode {
  const { t } = useI18n();
  // Always in the page, so it works without JavaScript; CSS hides it while a card is chosen.
  return (
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
  );
}

/** Who gives, and what the owner and the wall may see: name or anonymous, the amount kept private, a message, an e-mail for a receipt. */
export function DonorFields({ form, set, problem }: PartProps): ReactNode {
  const { t } = useI18n();
  return (
    <>
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
        count={{ n: form.message.length, max: donationLimits.message }}
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
    </>
  );
}

/** What the story receives from the amount chosen, said plainly. */
export function StoryReceives({ story, shownAmount }: { story: StoryPage; shownAmount: string | null }): ReactNode {
  const { t } = useI18n();
  return (
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
  );
}

/** Pay: it says the amount, or that paying needs the network (nothing is queued offline). */
export function PayButton({ busy, waiting, shownAmount }: { busy: boolean; waiting: boolean; shownAmount: string | null }): ReactNode {
  const { t } = useI18n();
  const online = useOnline();
  return (
    <>
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
    </>
  );
}
