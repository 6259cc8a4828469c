import { useState, type FormEvent } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { problemText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import { EmailInput } from '../../../lib/ui/email-input';
import { useWaitLeft } from '../../../lib/ui/error-note';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { Field } from '../../../lib/ui/field';
import { useFormState } from '../../../lib/ui/form-state';
import { resendSignIn } from '../resend';
import { emailProblem } from '../../../lib/auth/sign-in-checks';
import { CheckInbox } from './check-inbox';

/**
 * An address to e-mail a sign-in link to (signing in, or a new link for one
 * that no longer works), then the inbox to open, with a way back to change it.
 */
export function EmailLinkForm({
  id,
  initialEmail,
  next,
  submitLabel,
  hint,
}: {
  id: string;
  initialEmail: string;
  next: string | undefined;
  submitLabel: string;
  hint?: string;
}) {
  const t = useT();
  const { signInWithMagicLink } = useAuth();
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const state = useFormState<'email'>(() => {
    const problem = emailProblem(email, t);
    return problem ? { email: problem } : {};
  });
  const waiting = useWaitLeft(state.failure?.retryAt ?? null) > 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.busy || !state.validate()) return;
    const address = email.trim();
    state.setBusy(true);
    const result = await signInWithMagicLink(address, next);
    state.setBusy(false);
    if (result.success) setSentTo(address);
    else state.setFailure(result.problem ?? problemText(t('error.client')));
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
  const problem = state.problem('email');
  return (
    <form className="form card" onSubmit={(event) => void onSubmit(event)} noValidate>
      <ErrorSummary title={t('form.fix')} failure={state.failure} items={state.items({ email: id })} attempt={state.attempt} />
      <Field id={id} label={t('auth.email')} hint={hint} problem={problem}>
        <EmailInput id={id} value={email} onChange={setEmail} hint={Boolean(hint)} problem={problem} />
      </Field>
      <button type="submit" className="btn btn-primary" disabled={state.busy || waiting}>
        {state.busy ? t('auth.login.sending') : submitLabel}
      </button>
    </form>
  );
}
