import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/auth-context';
import { useT } from '../../../lib/i18n/i18n';
import type { ReadableError } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { ErrorNote, useWaitLeft } from '../../../lib/ui/error-note';
import { CheckInbox } from './check-inbox';

/** Sign in by e-mailed link; `next` says where to go afterwards. */
export default function LoginPage() {
  const t = useT();
  usePageTitle(t('auth.login.title'));
  const { signInWithMagicLink } = useAuth();
  const [params] = useSearchParams();
  const next = params.get('next') ?? undefined;
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

  return (
    <section className="page container narrow stack" aria-labelledby="login-title">
      <h1 id="login-title">{t('auth.login.title')}</h1>
      {sentTo ? (
        <CheckInbox email={sentTo} onResend={() => send(sentTo)} onChangeAddress={() => setSentTo(null)} />
      ) : (
        <>
          <p className="lead">{t('auth.login.lead')}</p>
          <form className="form card" onSubmit={onSubmit} noValidate={false}>
            <div className="field">
              <label htmlFor="login-email">{t('auth.email')}</label>
              <input
                id="login-email"
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                maxLength={254}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-describedby="login-email-hint"
              />
              <p id="login-email-hint" className="hint">
                {t('auth.emailHint')}
              </p>
            </div>
            <ErrorNote error={problem} />
            <button type="submit" className="btn btn-primary" disabled={sending || waiting}>
              {sending ? t('auth.login.sending') : t('auth.login.submit')}
            </button>
          </form>
          <p>
            {t('auth.login.noAccount')}{' '}
            <Link to={`/register${email ? `?email=${encodeURIComponent(email)}` : ''}`}>{t('auth.login.register')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
