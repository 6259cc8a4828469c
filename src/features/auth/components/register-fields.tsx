import { Link } from 'react-router-dom';
import { useI18n, useT } from '../../../lib/i18n/i18n';
import { EmailInput } from '../../../lib/ui/email-input';
import { describedBy, Field } from '../../../lib/ui/field';
import { regionChoices } from '../../../lib/ui/region-name';
import type { SignUpField } from '../sign-up-check';
import { PhoneNumberField } from './phone-number-field';
import type { Way } from './sign-in-way';

export interface About {
  fullName: string;
  email: string;
  phone: string;
  region: string;
}

type Problems = Partial<Record<SignUpField, string>>;

/** Signing up by e-mail, a number to be reached on (the profile's), if the person wants. */
function OptionalPhone({ value, problem, onChange }: { value: string; problem?: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <Field id="register-phone" label={t('auth.register.phone')} hint={t('auth.register.phoneHint')} problem={problem}>
      <input
        id="register-phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(problem)}
        aria-describedby={describedBy('register-phone', true, problem)}
      />
    </Field>
  );
}

/** Name and address (or, signing up by phone, the number), then the optional phone and region, each with its problem. */
export function AboutYou({
  about,
  on,
  way,
  problems,
}: {
  about: About;
  on: { [Name in keyof About]: (value: string) => void };
  way: Way;
  problems: Problems;
}) {
  const { t, lang } = useI18n();
  return (
    <>
      <Field id="register-name" label={t('auth.register.fullName')} problem={problems.fullName}>
        <input
          id="register-name"
          autoComplete="name"
          maxLength={80}
          value={about.fullName}
          onChange={(e) => on.fullName(e.target.value)}
          aria-invalid={Boolean(problems.fullName)}
          aria-describedby={describedBy('register-name', false, problems.fullName)}
        />
      </Field>
      {way === 'phone' ? (
        <PhoneNumberField id="register-phone" value={about.phone} onChange={on.phone} problem={problems.phone} />
      ) : (
        <>
          <Field id="register-email" label={t('auth.email')} problem={problems.email}>
            <EmailInput id="register-email" value={about.email} onChange={on.email} problem={problems.email} />
          </Field>
          <OptionalPhone value={about.phone} problem={problems.phone} onChange={on.phone} />
        </>
      )}
      <div className="field">
        <label htmlFor="register-region">{t('auth.register.region')}</label>
        <select id="register-region" value={about.region} onChange={(e) => on.region(e.target.value)}>
          <option value="">{t('auth.register.regionNone')}</option>
          {regionChoices(t, lang).map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/** Agreeing to the terms and the privacy policy, each a link away. */
export function TermsCheck({ agreed, problem, onChange }: { agreed: boolean; problem?: string; onChange: (agreed: boolean) => void }) {
  const t = useT();
  return (
    <div className="check">
      <input
        id="register-terms"
        type="checkbox"
        checked={agreed}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={Boolean(problem)}
        aria-describedby={['register-terms-links', problem ? 'register-terms-error' : ''].filter(Boolean).join(' ')}
      />
      <div>
        <label htmlFor="register-terms">{t('auth.register.terms')}</label>
        <p id="register-terms-links" className="hint">
          <Link to="/terms-of-service">{t('footer.terms')}</Link> · <Link to="/privacy-policy">{t('privacy.title')}</Link>
        </p>
        {problem && (
          <p id="register-terms-error" className="error-text">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
