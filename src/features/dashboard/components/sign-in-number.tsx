import type { User } from '@supabase/supabase-js';
import { useState } from 'react';
import { usePhoneT } from '../../../lib/auth/phone-text';
import { useT } from '../../../lib/i18n/i18n';
import { phoneProblem } from '../../../lib/auth/sign-in-checks';
import { CodeField, typedCode } from '../../../lib/ui/code-field';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { describedBy, Field } from '../../../lib/ui/field';
import { useFormState } from '../../../lib/ui/form-state';
import { shownNumber, useNumberChange } from '../use-number-change';

type Change = ReturnType<typeof useNumberChange>;

/** Send or confirm, and cancel. */
function Actions({ label, busy, online, onCancel }: { label: string; busy: boolean; online: boolean; onCancel: () => void }) {
  const t = useT();
  return (
    <div className="actions">
      <button type="submit" className="btn btn-primary" disabled={busy || !online}>
        {busy ? t('auth.login.sending') : label}
      </button>
      <button type="button" className="btn btn-ghost" onClick={onCancel}>
        {t('dashboard.profile.cancel')}
      </button>
    </div>
  );
}

/** The new number, to text a code to. */
function NumberForm({ change, online, onCancel }: { change: Change; online: boolean; onCancel: () => void }) {
  const t = useT();
  const p = usePhoneT();
  const [phone, setPhone] = useState('');
  const state = useFormState<'phone'>(() => {
    const problem = phoneProblem(phone, p);
    return problem ? { phone: problem } : {};
  });
  const problem = state.problem('phone');
  return (
    <form className="form" onSubmit={state.submitWith(() => change.send(phone), t)} aria-label={p('dashboard.phone.change')} noValidate>
      <ErrorSummary title={t('form.fix')} failure={state.failure} items={state.items({ phone: 'new-phone' })} attempt={state.attempt} />
      <Field id="new-phone" label={p('dashboard.phone.new')} hint={p('dashboard.phone.hint')} problem={problem}>
        <input
          id="new-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          aria-invalid={Boolean(problem)}
          aria-describedby={describedBy('new-phone', true, problem)}
        />
      </Field>
      <Actions label={p('auth.phone.submit')} busy={state.busy} online={online} onCancel={onCancel} />
    </form>
  );
}

/** The code texted to the new number, which moves the account there. */
function CodeForm({ change, sentTo, online, onCancel }: { change: Change; sentTo: string; online: boolean; onCancel: () => void }) {
  const t = useT();
  const p = usePhoneT();
  const [code, setCode] = useState('');
  const state = useFormState<'code'>(() => (typedCode(code) ? {} : { code: p('auth.phone.codeShape') }));
  return (
    <form
      className="form"
      onSubmit={state.submitWith(() => change.confirm(typedCode(code) ?? ''), t)}
      aria-label={p('dashboard.phone.confirm')}
      noValidate
    >
      <ErrorSummary title={t('form.fix')} failure={state.failure} items={state.items({ code: 'new-phone-code' })} attempt={state.attempt} />
      <CodeField
        id="new-phone-code"
        label={p('dashboard.phone.codeLabel', { phone: sentTo })}
        value={code}
        onChange={setCode}
        problem={state.problem('code')}
      />
      <Actions label={p('dashboard.phone.confirm')} busy={state.busy} online={online} onCancel={onCancel} />
    </form>
  );
}

/** Adding or changing the number: the new number, then the code texted to it (./use-number-change). */
function NumberChange({ onDone, onCancel, online }: { onDone: (user: User) => void; onCancel: () => void; online: boolean }) {
  const change = useNumberChange(onDone);
  return change.sentTo ? (
    <CodeForm change={change} sentTo={change.sentTo} online={online} onCancel={onCancel} />
  ) : (
    <NumberForm change={change} online={online} onCancel={onCancel} />
  );
}

/** The number this account signs in with by a texted code: shown, added or changed. */
export function SignInNumber({ user, onChanged, online }: { user: User; onChanged: (user: User) => void; online: boolean }) {
  const p = usePhoneT();
  const [editing, setEditing] = useState(false);
  const current = shownNumber(user.phone ?? '');
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
