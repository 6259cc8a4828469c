import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/auth-context';
import { useT } from '../../../lib/i18n/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { EmailLinkForm } from './email-link-form';
import { finishLink, readLinkParams, safeNext, type LinkOutcome, type LinkParams } from '../finish-link';

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
        {/* The link cannot be used (used, expired, or opened elsewhere): a new one, to the address given. */}
        <EmailLinkForm
          id="callback-email"
          initialEmail={initialEmail}
          next={params.next ?? undefined}
          submitLabel={t('auth.callback.newLink')}
        />
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
