import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePhoneT } from '../../../lib/auth/phone-text';
import { useT } from '../../../lib/i18n/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useWaitLeft } from '../../../lib/ui/error-note';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { useFormState } from '../../../lib/ui/form-state';
import { checkSignUp, signUpIds, type SignUpField } from '../sign-up-check';
import { useSignUp } from '../use-sign-up';
import { CheckInbox } from './check-inbox';
import { PhoneCodeStep } from './phone-code-step';
import { AboutYou, TermsCheck, type About } from './register-fields';
import { SignInWay, useWay } from './sign-in-way';
import '../auth.css';

/** Once sent: the code to type in (by phone), or the inbox to open (by e-mail); either way, back to change it. */
function RegisterSent({ signUp }: { signUp: ReturnType<typeof useSignUp> }) {
  const { sent } = signUp;
  if (!sent) return null;
  return sent.way === 'phone' ? (
    <PhoneCodeStep phone={sent.to} next={null} onResend={() => signUp.resendCode(sent.to, sent.details)} onOtherNumber={signUp.back} />
  ) : (
    <CheckInbox email={sent.to} onResend={() => signUp.resendLink(sent.to)} onChangeAddress={signUp.back} />
  );
}

/** Sign up by e-mail, or by phone (`?via=phone`): who you are, the terms, then a link or a code to confirm it. */
export default function RegisterPage() {
  const t = useT();
  const p = usePhoneT();
  usePageTitle(t('auth.register.title'));
  const [params] = useSearchParams();
  const [way, setWay] = useWay();
  const [about, setAbout] = useState<About>({ fullName: '', email: params.get('email') ?? '', phone: '', region: '' });
  const [agreed, setAgreed] = useState(false);
  const signUp = useSignUp();
  const state = useFormState<SignUpField>(() => checkSignUp(way, about, agreed, t, p));
  const waiting = useWaitLeft(state.failure?.retryAt ?? null) > 0;
  const set = (field: keyof About) => (value: string) => setAbout((before) => ({ ...before, [field]: value }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.busy || !state.validate()) return;
    state.setBusy(true);
    const failed = await signUp.send(way, about);
    state.setBusy(false);
    state.setFailure(failed);
  };

  return (
    <section className="page container narrow stack" aria-labelledby="register-title">
      <h1 id="register-title">{t('auth.register.title')}</h1>
      {signUp.sent ? (
        <RegisterSent signUp={signUp} />
      ) : (
        <>
          <SignInWay way={way} onChange={setWay} legend={p('auth.way.register')} />
          <p className="lead">{way === 'phone' ? p('auth.register.phoneLead') : t('auth.register.lead')}</p>
          <form className="form card" onSubmit={(event) => void onSubmit(event)} noValidate>
            <ErrorSummary title={t('form.fix')} failure={state.failure} items={state.items(signUpIds)} attempt={state.attempt} />
            <AboutYou
              way={way}
              about={about}
              problems={state.problems}
              on={{ fullName: set('fullName'), email: set('email'), phone: set('phone'), region: set('region') }}
            />
            <TermsCheck agreed={agreed} problem={state.problem('terms')} onChange={setAgreed} />
            <button type="submit" className="btn btn-primary" disabled={state.busy || waiting}>
              {state.busy ? t('auth.login.sending') : way === 'phone' ? p('auth.register.phoneSubmit') : t('auth.register.submit')}
            </button>
          </form>
          <p>
            {t('auth.register.haveAccount')} <Link to={way === 'phone' ? '/login?via=phone' : '/login'}>{t('auth.register.signIn')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
