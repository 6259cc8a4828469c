import { useState, type FormEvent } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { sendPhoneCode } from '../../../lib/auth/phone-actions';
import { problemText, type ReadableError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import { ErrorNote, useWaitLeft } from '../../../lib/ui/error-note';
import { PhoneCodeStep } from './phone-code-step';
import { PhoneNumberField } from './phone-number-field';
import { usePhoneT } from '../../../lib/auth/phone-text';

/** Sign in with a phone number: the number, then the code texted to it. */
export function PhoneSignIn({ next }: { next: string | null }) {
  const t = useT();
  const p = usePhoneT();
  const { getClient } = useAuth();
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<ReadableError | null>(null);
  const waiting = useWaitLeft(problem?.retryAt ?? null) > 0;

  const send = async (number: string): Promise<ReadableError | null> => {
    const result = await sendPhoneCode(getClient, t, p, number);
    return result.success ? null : (result.problem ?? problemText(p('auth.phone.sendFailed')));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const number = phone.trim();
    if (!number) return setProblem(problemText(p('auth.phone.required')));
    setSending(true);
    setProblem(null);
    const failed = await send(number);
    setSending(false);
    if (failed) setProblem(failed);
    else setSentTo(number);
  };

  if (sentTo) return <PhoneCodeStep phone={sentTo} next={next} onResend={() => send(sentTo)} onOtherNumber={() => setSentTo(null)} />;
  return (
    <>
      <p className="lead">{p('auth.phone.lead')}</p>
      <form className="form card" onSubmit={(event) => void onSubmit(event)} noValidate>
        <PhoneNumberField id="login-phone" value={phone} onChange={setPhone} />
        <ErrorNote error={problem} />
        <button type="submit" className="btn btn-primary" disabled={sending || waiting}>
          {sending ? t('auth.login.sending') : p('auth.phone.submit')}
        </button>
      </form>
    </>
  );
}
