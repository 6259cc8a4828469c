import { Link } from 'react-router-dom';
import { useI18n, useT } from '../../../lib/i18n/i18n';
import { EmailInput } from '../../../lib/ui/email-input';
import { regionChoices } from '../../../lib/ui/region-name';
import { PhoneNumberField } from './phone-number-field';
import type { Way } from './sign-in-way';

export interface About {
  fullName: string;
  email: string;
  phone: string;
  region: string;
}

/** Signing up by e-mail, a number to be reached on (the profile's), if the person wants. */
function OptionalPhone({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <div className="field">
      <label htmlFor="register-phone">{t('auth.register.phone')}</label>
      <input
        id="register-phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby="register-phone-hint"
      />
      <p id="register-phone-hint" className="hint">
        {t('auth.register.phoneHint')}
      </p>
    </div>
  );
}

/** Name and address (or, signing up by phone, the number), then the optional phone and region. */
export function AboutYou({ about, on, way }: { about: About; on: { [Field in keyof About]: (value: string) => void }; way: Way }) {
  const { t, lang } = useI18n();
  return (
    <>
      <div className="field">
        <label htmlFor="register-name">{t('auth.register.fullName')}</label>
        <input
          id="register-name"
          autoComplete="name"
          required
          minLength={2}
          maxLength={80}
          value={about.fullName}
          onChange={(e) => on.fullName(e.target.value)}
        />
      </div>
      {way === 'phone' ? (
        <PhoneNumberField id="register-phone" value={about.phone} onChange={on.phone} />
      ) : (
        <>
          <div className="field">
            <label htmlFor="register-email">{t('auth.email')}</label>
            <EmailInput id="register-email" value={about.email} onChange={on.email} />
          </div>
          <OptionalPhone value={about.phone} onChange={on.phone} />
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
export function TermsCheck({ agreed, onChange }: { agreed: boolean; onChange: (agreed: boolean) => void }) {
  const t = useT();
  return (
    <div className="check">
      <input
        id="register-terms"
        type="checkbox"
        checked={agreed}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby="register-terms-links"
      />
      <div>
        <label htmlFor="register-terms">{t('auth.register.terms')}</label>
        <p id="register-terms-links" className="hint">
          <Link to="/terms-of-service">{t('footer.terms')}</Link> · <Link to="/privacy-policy">{t('privacy.title')}</Link>
        </p>
      </div>
    </div>
  );
}
