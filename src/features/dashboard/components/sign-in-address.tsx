import type { User } from '@supabase/supabase-js';
import { useState, type FormEvent } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { readableError, type ReadableError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { emailProblem } from '../../../lib/auth/sign-in-checks';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { Field } from '../../../lib/ui/field';
import { useFormState } from '../../../lib/ui/form-state';
import { ResendButton } from '../../../lib/ui/resend-button';
import { EmailInput } from '../../../lib/ui/email-input';
import { usePhoneT } from '../../../lib/auth/phone-text';

/** Asking for a new address: what is typed, and the form's state (a link goes to it once sent). */
function useAddressChange(current: string, onSent: (user: User) => void) {
  const t = useT();
  const { getClient } = useAuth();
  const [address, setAddress] = useState('');
  const next = address.trim().toLowerCase();
  const state = useFormState<'address'>(() => {
    const problem = next !== '' && next === current ? t('dashboard.email.same') : emailProblem(address, t);
    return problem ? { address: problem } : {};
  });

  const change = async (event: FormEvent) => {
    event.preventDefault();
    await state.send(async () => {
      const supabase = await getClient();
      const { data, error } = await supabase.auth.updateUser({ email: next }, { emailRedirectTo: `${window.location.origin}/dashboard` });
      if (error) throw error;
      onSent(data.user);
      setAddress('');
      state.reset();
      toast.success(t('dashboard.email.sent', { email: next }));
    }, t);
  };
  return { address, setAddress, state, change };
}

/** The new address: a link goes to it, and nothing moves until it is opened. */
function NewAddressForm({ form, online, onCancel }: { form: ReturnType<typeof useAddressChange>; online: boolean; onCancel: () => void }) {
  const t = useT();
  const { state } = form;
  const problem = state.problem('address');
  return (
    <form className="form" onSubmit={(event) => void form.change(event)} aria-label={t('dashboard.email.change')} noValidate>
      <ErrorSummary title={t('form.fix')} failure={state.failure} items={state.items({ address: 'new-email' })} attempt={state.attempt} />
      <Field id="new-email" label={t('dashboard.email.new')} hint={t('dashboard.email.hint')} problem={problem}>
        <EmailInput id="new-email" value={form.address} onChange={form.setAddress} hint problem={problem} />
      </Field>
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={state.busy || !online}>
          {state.busy ? t('auth.login.sending') : t('dashboard.email.submit')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('dashboard.profile.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * The address this account signs in with (a phone account may add one): it belongs to the auth user, not the
 * profile row, so it changes through supabase-js `updateUser` (a link goes to
 * the new address, a notice to the old one; nothing moves until the link is
 * opened) and its link is sent again with `resend`.
 */
export function SignInAddress({ user, onChanged, online }: { user: User; onChanged: (user: User) => void; online: boolean }) {
  const t = useT();
  const p = usePhoneT();
  const { getClient } = useAuth();
  const [editing, setEditing] = useState(false);
  const addressChange = useAddressChange(user.email ?? '', (updated) => {
    onChanged(updated);
    setEditing(false);
  });
  const current = user.email ?? '';
  const waiting = user.new_email ?? null;

  const resend = async (): Promise<ReadableError | null> => {
    try {
      const supabase = await getClient();
      // GoTrue finds the change by the current address; an account without one asks for the same change again.
      const { error } = current
        ? await supabase.auth.resend({ type: 'email_change', email: current })
        : await supabase.auth.updateUser({ email: waiting ?? '' }, { emailRedirectTo: `${window.location.origin}/dashboard` });
      if (error) throw error;
      toast.success(t('dashboard.email.sent', { email: waiting ?? '' }));
      return null;
    } catch (caught) {
      return readableError(caught, t);
    }
  };

  return (
    <section className="stack sign-in-address" aria-labelledby="sign-in-address-title">
      <h3 id="sign-in-address-title">{t('dashboard.email.title')}</h3>
      <p>{current ? t('dashboard.email.current', { email: current }) : p('dashboard.email.none')}</p>
      {waiting && (
        <div className="notice stack" role="status">
          <p>{t('dashboard.email.pending', { email: waiting, current })}</p>
          <div className="actions">
            <ResendButton onResend={resend} />
          </div>
        </div>
      )}
      {!online && <p className="hint">{t('dashboard.email.offline')}</p>}
      {editing ? (
        <NewAddressForm form={addressChange} online={online} onCancel={() => setEditing(false)} />
      ) : (
        <p>
          <button type="button" className="btn btn-outline" disabled={!online} onClick={() => setEditing(true)}>
            {current ? t('dashboard.email.change') : p('dashboard.email.add')}
          </button>
        </p>
      )}
    </section>
  );
}
