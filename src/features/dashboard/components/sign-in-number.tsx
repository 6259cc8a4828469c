import type { User } from '@supabase/supabase-js';
import { useState, type FormEvent } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { readableError, problemText, type ReadableError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { ErrorNote } from '../../../lib/ui/error-note';
import { usePhoneT } from '../../../lib/auth/phone-text';

/** A number as GoTrue answers it (E.164 without its `+`), as people read it. */
const shown = (digits: string) => (digits ? `+${digits}` : '');

/**
 * Adding or changing the number: supabase-js `updateUser({ phone })` texts a
 * code to the new number, and `verifyOtp({ type: 'phone_change' })` with that
 * code moves the account there. Nothing changes until the code is typed.
 */
function NumberChange({ onDone, onCancel, online }: { onDone: (user: User) => void; onCancel: () => void; online: boolean }) {
  const t = useT();
  const p = usePhoneT();
  const { getClient } = useAuth();
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ReadableError | null>(null);

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (caught) {
      const failure = caught as { code?: unknown };
      setProblem(
        failure.code === 'validation_failed'
          ? problemText(p('auth.phone.invalid'))
          : failure.code === 'otp_expired'
            ? problemText(p('auth.phone.codeWrong'))
            : readableError(caught, t),
      );
    } finally {
      setBusy(false);
    }
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const { data, error } = await (await getClient()).auth.updateUser({ phone: phone.trim() });
      if (error) throw error;
      setSentTo(shown(data.user.new_phone ?? '') || phone.trim());
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const { data, error } = await (await getClient()).auth.verifyOtp({ phone: sentTo ?? '', token: code.trim(), type: 'phone_change' });
      if (error) throw error;
      if (data.user) onDone(data.user);
      toast.success(p('dashboard.phone.done', { phone: sentTo ?? '' }));
    });
  };

  const actions = (label: string) => (
    <div className="actions">
      <button type="submit" className="btn btn-primary" disabled={busy || !online}>
        {busy ? t('auth.login.sending') : label}
      </button>
      <button type="button" className="btn btn-ghost" onClick={onCancel}>
        {t('dashboard.profile.cancel')}
      </button>
    </div>
  );

  if (sentTo) {
    return (
      <form className="form" onSubmit={confirm} aria-label={p('dashboard.phone.confirm')}>
        <div className="field">
          <label htmlFor="new-phone-code">{p('dashboard.phone.codeLabel', { phone: sentTo })}</label>
          <input
            id="new-phone-code"
            className="code-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
        <ErrorNote error={problem} />
        {actions(p('dashboard.phone.confirm'))}
      </form>
    );
  }
  return (
    <form className="form" onSubmit={send} aria-label={p('dashboard.phone.change')}>
      <div className="field">
        <label htmlFor="new-phone">{p('dashboard.phone.new')}</label>
        <input
          id="new-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          required
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          aria-describedby="new-phone-hint"
        />
        <p id="new-phone-hint" className="hint">
          {p('dashboard.phone.hint')}
        </p>
      </div>
      <ErrorNote error={problem} />
      {actions(p('auth.phone.submit'))}
    </form>
  );
}

/** The number this account signs in with by a texted code: shown, added or changed. */
export function SignInNumber({ user, onChanged, online }: { user: User; onChanged: (user: User) => void; online: boolean }) {
  const p = usePhoneT();
  const [editing, setEditing] = useState(false);
  const current = shown(user.phone ?? '');
  return (
    <section className="stack sign-in-number" aria-labelledby="sign-in-number-title">
      <h3 id="sign-in-number-title">{p('dashboard.phone.title')}</h3>
      <p>{current ? p('dashboard.phone.current', { phone: current }) : p('dashboard.phone.none')}</p>
      {!online && <p className="hint">{p('dashboard.phone.offline')}</p>}
      {editing ? (
        <NumberChange
          online={online}
          onCancel={() => setEditing(false)}
          onDone={(updated) => {
            onChanged(updated);
            setEditing(false);
          }}
        />
      ) : (
        <p>
          <button type="button" className="btn btn-outline" disabled={!online} onClick={() => setEditing(true)}>
            {current ? p('dashboard.phone.change') : p('dashboard.phone.add')}
          </button>
        </p>
      )}
    </section>
  );
}
