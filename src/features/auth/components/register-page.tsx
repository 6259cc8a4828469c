import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/auth-context';
import type { SignUpDetails } from '../../../lib/auth/profile';
import { useT } from '../../../lib/i18n/i18n';
import { problemText, type ReadableError } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { ErrorNote, useWaitLeft } from '../../../lib/ui/error-note';
import { resendSignUp } from '../resend';
import { CheckInbox } from './check-inbox';
import { sendPhoneCode } from '../../../lib/auth/phone-actions';
import { PhoneCodeStep } from './phone-code-step';
import { AboutYou, TermsCheck } from './register-fields';
import { SignInWay, useWay } from './sign-in-way';
import '../auth.css';
import { usePhoneT } from '../../../lib/auth/phone-text';

/** What the sign-up asked for, by which way: a link went to the address, or a code to the number. */
type Sent = { way: 'email'; to: string } | { way: 'phone'; to: string; details: SignUpDetails };

/**
 * Sign up by e-mail (a link confirms the address) or by phone (a code texted
 * to the number confirms it, `?via=phone`): full name, phone and region travel
 * as metadata and become the profile.
 */
export default function RegisterPage() {
  const t = useT();
  const p = usePhoneT();
  usePageTitle(t('auth.register.title'));
  const { signUp, getClient } = useAuth();
  const [params] = useSearchParams();
  const [way, setWay] = useWay();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState('');
  const [region, setRegion] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<ReadableError | null>(null);
  const waiting = useWaitLeft(problem?.retryAt ?? null) > 0;
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);

  const textCode = async (number: string, details: SignUpDetails): Promise<ReadableError | null> => {
    const result = await sendPhoneCode(getClient, t, p, number, details);
    return result.success ? null : (result.problem ?? problemText(p('auth.phone.sendFailed')));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setProblem(problemText(t('auth.register.termsRequired')));
      return;
    }
    if (way === 'phone' && !phone.trim()) {
      setProblem(problemText(p('auth.phone.required')));
      return;
    }
    setProblem(null);
    const details: SignUpDetails = { full_name: fullName.trim() };
    if (phone.trim()) details.phone = phone.trim();
    if (region) details.region = region;
    setSending(true);
    if (way === 'phone') {
      const failed = await textCode(phone.trim(), details);
      setSending(false);
      if (failed) setProblem(failed);
      else setSent({ way, to: phone.trim(), details });
      return;
    }
    const result = await signUp(email.trim(), details);
    setSending(false);
    if (result.success) setSent({ way, to: email.trim() });
    else setProblem(result.problem ?? null);
  };

  if (sent) {
    return (
      <section className="page container narrow stack" aria-labelledby="register-title">
        <h1 id="register-title">{t('auth.register.title')}</h1>
        {sent.way === 'phone' ? (
          <PhoneCodeStep phone={sent.to} next={null} onResend={() => textCode(sent.to, sent.details)} onOtherNumber={() => setSent(null)} />
        ) : (
          <CheckInbox email={sent.to} onResend={() => resendSignUp(getClient, sent.to, t)} onChangeAddress={() => setSent(null)} />
        )}
      </section>
    );
  }
  return (
    <section className="page container narrow stack" aria-labelledby="register-title">
      <h1 id="register-title">{t('auth.register.title')}</h1>
      <SignInWay way={way} onChange={setWay} legend={p('auth.way.register')} />
      <p className="lead">{way === 'phone' ? p('auth.register.phoneLead') : t('auth.register.lead')}</p>
      <form className="form card" onSubmit={(event) => void onSubmit(event)} noValidate={way === 'phone'}>
        <AboutYou
          way={way}
          about={{ fullName, email, phone, region }}
          on={{ fullName: setFullName, email: setEmail, phone: setPhone, region: setRegion }}
        />
        <TermsCheck agreed={agreed} onChange={setAgreed} />
        <ErrorNote error={problem} />
        <button type="submit" className="btn btn-primary" disabled={sending || waiting}>
          {sending ? t('auth.login.sending') : way === 'phone' ? p('auth.register.phoneSubmit') : t('auth.register.submit')}
        </button>
      </form>
      <p>
        {t('auth.register.haveAccount')} <Link to={way === 'phone' ? '/login?via=phone' : '/login'}>{t('auth.register.signIn')}</Link>
      </p>
    </section>
  );
}
