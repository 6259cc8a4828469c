import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/auth-context';
import { useT } from '../../../lib/i18n/i18n';
import type { ReadableError } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { ErrorNote, useWaitLeft } from '../../../lib/ui/error-note';
import { resendSignIn } from '../resend';
import { CheckInbox } from './check-inbox';
import { EmailInput } from '../../../lib/ui/email-input';
import { PhoneSignIn } from './phone-sign-in';
import { SignInWay, useWay } from './sign-in-way';
import '../auth.css';
import { usePhoneT } from '../../../lib/auth/phone-text';

/** Sign in by e-mailed link. */
function EmailSignIn({ next }: { next: string | undefined }) {
  const t = useT();
  const { signInWithMagicLink } = useAuth();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<ReadableError | null>(null);
  const waiting = useWaitLeft(problem?.retryAt ?? null) > 0;

  const send = async (address: string) => {
    setSending(true);
    setProblem(null);
    const result = await signInWithMagicLink(address, next);
    setSending(false);
    if (result.success) setSentTo(address);
    else setProblem(result.problem ?? null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(email.trim());
  };

  if (sentTo) {
    return (
      <CheckInbox
        email={sentTo}
        onResend={() => resendSignIn(signInWithMagicLink, sentTo, next, t)}
        onChangeAddress={() => setSentTo(null)}
      />
    );
  }
  return (
    <>
      <p className="lead">{t('auth.login.lead')}</p>
      <form className="form card" onSubmit={onSubmit} noValidate={false}>
        <div className="field">
          <label htmlFor="login-email">{t('auth.email')}</label>
          <EmailInput id="login-email" value={email} onChange={setEmail} describedBy="login-email-hint" />
          <p id="login-email-hint" className="hint">
            {t('auth.emailHint')}
          </p>
        </div>
        <ErrorNote error={problem} />
        <button type="submit" className="btn btn-primary" disabled={sending || waiting}>
          {sending ? t('auth.login.sending') : t('auth.login.submit')}
        </button>
      </form>
    </>
  );
}

/** Sign in by e-mailed link or by a code texted to a phone number (`?via=phone`); `next` says where to go afterwards. */
export default function LoginPage() {
  const t = useT();
  const p = usePhoneT();
  usePageTitle(t('auth.login.title'));
  const [params] = useSearchParams();
  const next = params.get('next') ?? undefined;
  const [way, setWay] = useWay();

  return (
    <section className="page container narrow stack" aria-labelledby="login-title">
      <h1 id="login-title">{t('auth.login.title')}</h1>
      <SignInWay way={way} onChange={setWay} legend={p('auth.way.signIn')} />
      {way === 'phone' ? <PhoneSignIn next={next ?? null} /> : <EmailSignIn next={next} />}
      <p>
        {t('auth.login.noAccount')} <Link to={`/register${way === 'phone' ? '?via=phone' : ''}`}>{t('auth.login.register')}</Link>
      </p>
    </section>
  );
}
