import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { EmailLinkForm } from './email-link-form';
import { PhoneSignIn } from './phone-sign-in';
import { SignInWay, useWay } from './sign-in-way';
import '../auth.css';
import { usePhoneT } from '../../../lib/auth/phone-text';

/** Sign in by e-mailed link. */
function EmailSignIn({ next }: { next: string | undefined }) {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <>
      <p className="lead">{t('auth.login.lead')}</p>
      <EmailLinkForm
        id="login-email"
        initialEmail={params.get('email') ?? ''}
        next={next}
        submitLabel={t('auth.login.submit')}
        hint={t('auth.emailHint')}
      />
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
