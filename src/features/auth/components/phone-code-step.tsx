import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/auth-context';
import { verifyPhoneCode } from '../../../lib/auth/phone-actions';
import { problemText, type ReadableError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import { CodeField, typedCode } from '../../../lib/ui/code-field';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { useFormState } from '../../../lib/ui/form-state';
import { ResendButton } from '../../../lib/ui/resend-button';
import { safeNext } from '../finish-link';
import { usePhoneT } from '../../../lib/auth/phone-text';

/**
 * Once a code was texted: where it went, the box to type it in (phones offer
 * the code from the text themselves: `one-time-code`), "Send the code again"
 * with its countdown, and another number. A right code signs in and goes on
 * to `next`.
 */
export function PhoneCodeStep({
  phone,
  next,
  onResend,
  onOtherNumber,
}: {
  phone: string;
  next: string | null;
  onResend: () => Promise<ReadableError | null>;
  onOtherNumber: () => void;
}) {
  const t = useT();
  const p = usePhoneT();
  const { getClient } = useAuth();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const state = useFormState<'code'>(() => (typedCode(code) ? {} : { code: p('auth.phone.codeShape') }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = typedCode(code);
    if (state.busy || !state.validate() || !typed) return;
    state.setBusy(true);
    const result = await verifyPhoneCode(getClient, t, p, phone, typed);
    state.setBusy(false);
    if (result.success) void navigate(safeNext(next), { replace: true });
    // A wrong or expired code is said beside the code; anything else (a wait, no network) at the top.
    else if (result.field === 'code' && result.problem) state.refused(result.problem, 'code');
    else state.setFailure(result.problem ?? problemText(t('error.client')));
  };

  return (
    <section className="card stack" aria-labelledby="code-title">
      <h2 id="code-title">{p('auth.phone.codeTitle')}</h2>
      <p role="status">{p('auth.phone.codeText', { phone })}</p>
      <form className="form stack" onSubmit={(event) => void onSubmit(event)} noValidate>
        <ErrorSummary title={t('form.fix')} failure={state.failure} items={state.items({ code: 'phone-code' })} attempt={state.attempt} />
        <CodeField id="phone-code" label={p('auth.phone.code')} value={code} onChange={setCode} problem={state.problem('code')} />
        <button type="submit" className="btn btn-primary" disabled={state.busy}>
          {state.busy ? p('auth.phone.checking') : p('auth.phone.codeSubmit')}
        </button>
      </form>
      <div className="actions">
        <ResendButton what="code" onResend={onResend} />
        <button type="button" className="btn btn-ghost" onClick={onOtherNumber}>
          {p('auth.phone.other')}
        </button>
      </div>
    </section>
  );
}
