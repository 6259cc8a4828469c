import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/auth-context';
import type { SignUpDetails } from '../../../lib/auth/profile';
import { useT } from '../../../lib/i18n/i18n';
import { problemText, type ReadableError } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { ErrorNote, useWaitLeft } from '../../../lib/ui/error-note';
import { ghanaRegions } from '../../../../contract/rules/ghana';
import { resendSignUp } from '../resend';
import { CheckInbox } from './check-inbox';
import { EmailInput } from '../../../lib/ui/email-input';

interface About {
  fullName: string;
  email: string;
  phone: string;
  region: string;
}

/** Name and address, then the optional phone and region. */
function AboutYou({ about, on }: { about: About; on: { [Field in keyof About]: (value: string) => void } }) {
  const t = useT();
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
      <div className="field">
        <label htmlFor="register-email">{t('auth.email')}</label>
        <EmailInput id="register-email" value={about.email} onChange={on.email} />
      </div>
      <div className="field">
        <label htmlFor="register-phone">{t('auth.register.phone')}</label>
        <input
          id="register-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          value={about.phone}
          onChange={(e) => on.phone(e.target.value)}
          aria-describedby="register-phone-hint"
        />
        <p id="register-phone-hint" className="hint">
          {t('auth.register.phoneHint')}
        </p>
      </div>
      <div className="field">
        <label htmlFor="register-region">{t('auth.register.region')}</label>
        <select id="register-region" value={about.region} onChange={(e) => on.region(e.target.value)}>
          <option value="">{t('auth.register.regionNone')}</option>
          {ghanaRegions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/** Agreeing to the terms and the privacy policy, each a link away. */
function TermsCheck({ agreed, onChange }: { agreed: boolean; onChange: (agreed: boolean) => void }) {
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

/** Sign up: e-mail, full name, phone and region travel as metadata and become the profile. */
export default function RegisterPage() {
  const t = useT();
  usePageTitle(t('auth.register.title'));
  const { signUp, getClient } = useAuth();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState('');
  const [region, setRegion] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<ReadableError | null>(null);
  const waiting = useWaitLeft(problem?.retryAt ?? null) > 0;
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setProblem(problemText(t('auth.register.termsRequired')));
      return;
    }
    setProblem(null);
    const details: SignUpDetails = { full_name: fullName.trim() };
    if (phone.trim()) details.phone = phone.trim();
    if (region) details.region = region;
    setSending(true);
    const result = await signUp(email.trim(), details);
    setSending(false);
    if (result.success) setSentTo(email.trim());
    else setProblem(result.problem ?? null);
  };

  return (
    <section className="page container narrow stack" aria-labelledby="register-title">
      <h1 id="register-title">{t('auth.register.title')}</h1>
      {sentTo ? (
        <CheckInbox email={sentTo} onResend={() => resendSignUp(getClient, sentTo, t)} onChangeAddress={() => setSentTo(null)} />
      ) : (
        <>
          <p className="lead">{t('auth.register.lead')}</p>
          <form className="form card" onSubmit={(event) => void onSubmit(event)}>
            <AboutYou
              about={{ fullName, email, phone, region }}
              on={{ fullName: setFullName, email: setEmail, phone: setPhone, region: setRegion }}
            />
            <TermsCheck agreed={agreed} onChange={setAgreed} />
            <ErrorNote error={problem} />
            <button type="submit" className="btn btn-primary" disabled={sending || waiting}>
              {sending ? t('auth.login.sending') : t('auth.register.submit')}
            </button>
          </form>
          <p>
            {t('auth.register.haveAccount')} <Link to="/login">{t('auth.register.signIn')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
