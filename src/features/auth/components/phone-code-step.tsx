import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/auth-context';
import { verifyPhoneCode } from '../../../lib/auth/phone-actions';
import { problemText, type ReadableError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import { CodeField } from '../../../lib/ui/code-field';
import { ErrorNote } from '../../../lib/ui/error-note';
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
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<ReadableError | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) {
      setProblem(problemText(p('auth.phone.codeShape')));
      return;
    }
    setChecking(true);
    setProblem(null);
    const result = await verifyPhoneCode(getClient, t, p, phone, typed);
    setChecking(false);
    if (result.success) void navigate(safeNext(next), { replace: true });
    else setProblem(result.problem ?? null);
  };

  return (
    <section className="card stack" aria-labelledby="code-title">
      <h2 id="code-title">{p('auth.phone.codeTitle')}</h2>
      <p role="status">{p('auth.phone.codeText', { phone })}</p>
      <form className="form stack" onSubmit={(event) => void onSubmit(event)} noValidate>
        <CodeField
          id="phone-code"
          label={p('auth.phone.code')}
          value={code}
          onChange={setCode}
          invalid={Boolean(problem && problem.retryAt === null)}
        />
        <ErrorNote error={problem} />
        <button type="submit" className="btn btn-primary" disabled={checking}>
          {checking ? p('auth.phone.checking') : p('auth.phone.codeSubmit')}
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
