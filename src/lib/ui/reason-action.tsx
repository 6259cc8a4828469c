import { useId, useState, type FormEvent } from 'react';
import { readableError } from '../error-text';
import { useT } from '../i18n/i18n';
import { moderationLimits } from '../../../contract/rules/moderation';

/** The reason's box, focused as the form opens. */
function ReasonField({
  id,
  label,
  optional,
  hint,
  reason,
  invalid,
  onReason,
}: {
  id: string;
  label: string;
  optional: boolean;
  hint?: string;
  reason: string;
  invalid: boolean;
  onReason: (reason: string) => void;
}) {
  const t = useT();
  return (
    <div className="field">
      <label htmlFor={`${id}-reason`}>
        {label}
        {optional ? ` ${t('admin.reason.optional')}` : ''}
      </label>
      <textarea
        id={`${id}-reason`}
        autoFocus
        value={reason}
        maxLength={moderationLimits.reason.max}
        rows={3}
        onChange={(e) => onReason(e.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        aria-invalid={invalid}
      />
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
    </div>
  );
}

interface Props {
  /** The button that opens the form. */
  label: string;
  /** The button that acts. */
  confirmLabel: string;
  /** What will happen, naming what it happens to, said above the reason. */
  question?: string;
  reasonLabel: string;
  hint?: string;
  /** A reason is needed (the owner or the audit log is told why). */
  required?: boolean;
  danger?: boolean;
  onConfirm: (reason: string) => Promise<void>;
}

/** An action that asks for its reason first: the button opens a small form; nothing happens until it is sent. */
export function ReasonAction({ label, confirmLabel, question, reasonLabel, hint, required = true, danger = false, onConfirm }: Props) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { min } = moderationLimits.reason;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (required && text.length < min) {
      setProblem(t('admin.reason.required', { min }));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm(text);
      setOpen(false);
      setReason('');
    } catch (caught) {
      setProblem(readableError(caught, t).text);
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <button type="button" className={`btn ${danger ? 'btn-outline danger' : 'btn-outline'}`} onClick={() => setOpen(true)}>
        {label}
      </button>
    );
  }
  return (
    <form
      className="form reason-form"
      onSubmit={(event) => void send(event)}
      aria-label={label}
      aria-describedby={question ? `${id}-question` : undefined}
    >
      {question && <p id={`${id}-question`}>{question}</p>}
      <ReasonField
        id={id}
        label={reasonLabel}
        optional={!required}
        hint={hint}
        reason={reason}
        invalid={Boolean(problem)}
        onReason={setReason}
      />
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      <div className="actions">
        <button type="submit" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={busy}>
          {confirmLabel}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
          {t('dashboard.profile.cancel')}
        </button>
      </div>
    </form>
  );
}
