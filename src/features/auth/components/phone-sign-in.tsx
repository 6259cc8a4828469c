import { useState, type FormEvent } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { sendPhoneCode } from '../../../lib/auth/phone-actions';
import { problemText, type ReadableError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import { useWaitLeft } from '../../../lib/ui/error-note';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { useFormState } from '../../../lib/ui/form-state';
import { PhoneCodeStep } from './phone-code-step';
import { PhoneNumberField } from './phone-number-field';
import { usePhoneT } from '../../../lib/auth/phone-text';
import { phoneProblem } from '../../../lib/auth/sign-in-checks';

/** Sign in with a phone number: the number, then the code texted to it. */
export function PhoneSignIn({ next }: { next: string | null }) {
  const t = useT();
  const p = usePhoneT();
  const { getClient } = useAuth();
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const state = useFormState<'phone'>(() => {
    const problem = phoneProblem(phone, p);
    return problem ? { phone: problem } : {};
  });
  const waiting = useWaitLeft(state.failure?.retryAt ?? null) > 0;

  const send = async (number: string): Promise<ReadableError | null> => {
    const result = await sendPhoneCode(getClient, t, p, number);
    return result.success ? null : (result.problem ?? problemText(p('auth.phone.sendFailed')));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.busy || !state.validate()) return;
    const number = phone.trim();
    state.setBusy(true);
    const failed = await send(number);
    state.setBusy(false);
    if (failed) state.setFailure(failed);
    else setSentTo(number);
  };

  if (sentTo) return <PhoneCodeStep phone={sentTo} next={next} onResend={() => send(sentTo)} onOtherNumber={() => setSentTo(null)} />;
  return (
    <>
      <p className="lead">{p('auth.phone.lead')}</p>
      <form className="form card" onSubmit={(event) => void onSubmit(event)} noValidate>
        <ErrorSummary title={t('form.fix')} failure={state.failure} items={state.items({ phone: 'login-phone' })} attempt={state.attempt} />
        <PhoneNumberField id="login-phone" value={phone} onChange={setPhone} problem={state.problem('phone')} />
        <button type="submit" className="btn btn-primary" disabled={state.busy || waiting}>
          {state.busy ? t('auth.login.sending') : p('auth.phone.submit')}
        </button>
      </form>
    </>
  );
}
