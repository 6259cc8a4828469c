import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/auth-context';
import { useT } from '../../../lib/i18n/i18n';
import type { ReadableError } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { ErrorNote, useWaitLeft } from '../../../lib/ui/error-note';
import { finishLink, readLinkParams, safeNext, type LinkOutcome, type LinkParams } from '../finish-link';
import { resendSignIn } from '../resend';
import { CheckInbox } from './check-inbox';
import { EmailInput } from '../../../lib/ui/email-input';

/** Finishes the link once, then goes where it leads; the outcome says what happened. */
function useFinishedLink(params: LinkParams): LinkOutcome | null {
  const navigate = useNavigate();
  const { getClient } = useAuth();
  const [outcome, setOutcome] = useState<LinkOutcome | null>(null);
  useEffect(() => {
    let current = true;
    finishLink(params, getClient).then(
      (result) => {
        if (!current) return;
        setOutcome(result);
        if (result.kind === 'signed-in') navigate(safeNext(params.next), { replace: true });
      },
      (error: unknown) => current && setOutcome({ kind: 'failed', reason: String(error) }),
    );
    return () => {
      current = false;
    };
  }, [params, getClient, navigate]);
  return outcome;
}

/** The link cannot be used (used, expired, or opened elsewhere): a new one, to the address given. */
function NewLink({ params, initialEmail }: { params: LinkParams; initialEmail: string }) {
  const t = useT();
  const { signInWithMagicLink } = useAuth();
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<ReadableError | null>(null);
  const waiting = useWaitLeft(problem?.retryAt ?? null) > 0;

  const resend = async (event?: FormEvent) => {
    event?.preventDefault();
    setProblem(null);
    const result = await signInWithMagicLink(email.trim(), params.next ?? undefined);
    if (result.success) setSentTo(email.trim());
    else setProblem(result.problem ?? null);
  };

  if (sentTo)
    return (
      <CheckInbox
        email={sentTo}
        onResend={() => resendSignIn(signInWithMagicLink, sentTo, params.next ?? undefined, t)}
        onChangeAddress={() => setSentTo(null)}
      />
    );
  return (
    <form className="form card" onSubmit={(event) => void resend(event)}>
      <div className="field">
        <label htmlFor="callback-email">{t('auth.email')}</label>
        <EmailInput id="callback-email" value={email} onChange={setEmail} />
      </div>
      <ErrorNote error={problem} />
      <button type="submit" className="btn btn-primary" disabled={waiting}>
        {t('auth.callback.newLink')}
      </button>
    </form>
  );
}

/** /auth/verify and /auth/callback: finishes the e-mailed link, or explains why it cannot. */
export default function AuthCallbackPage() {
  const t = useT();
  usePageTitle(t('auth.callback.title'));
  const location = useLocation();
  const [params] = useState(() => readLinkParams(location));
  const [initialEmail] = useState(() => new URLSearchParams(location.search).get('email') ?? '');
  const outcome = useFinishedLink(params);

  if (outcome?.kind === 'failed') {
    return (
      <section className="page container narrow stack" aria-labelledby="callback-title">
        <h1 id="callback-title">{t('auth.callback.failedTitle')}</h1>
        <p className="lead">{t('auth.callback.failedText')}</p>
        <NewLink params={params} initialEmail={initialEmail} />
      </section>
    );
  }
  if (outcome?.kind === 'no-link') {
    return (
      <section className="page container narrow stack" aria-labelledby="callback-title">
        <h1 id="callback-title">{t('auth.callback.noLinkTitle')}</h1>
        <p className="lead">{t('auth.callback.noLinkText')}</p>
        <p>
          <Link className="btn btn-primary" to="/login">
            {t('auth.callback.toLogin')}
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="page container narrow stack" aria-labelledby="callback-title">
      <h1 id="callback-title">{t('auth.callback.title')}</h1>
      <p className="lead" role="status">
        {outcome?.kind === 'signed-in' ? t('auth.callback.done') : t('auth.callback.working')}
      </p>
    </section>
  );
}
