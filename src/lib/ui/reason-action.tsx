import { useId, useState } from 'react';
import { useT } from '../i18n/i18n';
import { moderationLimits } from '../../../contract/rules/moderation';
import { ErrorSummary } from './error-summary';
import { describedBy, Field } from './field';
import { useFormState } from './form-state';

/** The reason's box, focused as the form opens, with what is wrong beside it. */
function ReasonField({
  id,
  label,
  optional,
  hint,
  reason,
  problem,
  onReason,
}: {
  id: string;
  label: string;
  optional: boolean;
  hint?: string;
  reason: string;
  problem: string | undefined;
  onReason: (reason: string) => void;
}) {
  const t = useT();
  return (
    <Field id={id} label={optional ? `${label} ${t('admin.reason.optional')}` : label} hint={hint} problem={problem}>
      <textarea
        id={id}
        autoFocus
        value={reason}
        maxLength={moderationLimits.reason.max}
        rows={3}
        onChange={(e) => onReason(e.target.value)}
        aria-invalid={Boolean(problem)}
        aria-describedby={describedBy(id, Boolean(hint), problem)}
      />
    </Field>
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
  const { min } = moderationLimits.reason;
  const state = useFormState<'reason'>(() =>
    required && reason.trim().length < min ? { reason: t('admin.reason.required', { min }) } : {},
  );
  const fieldId = `${id}-reason`;

  const send = async () => {
    await onConfirm(reason.trim());
    setOpen(false);
    setReason('');
    state.reset();
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
      onSubmit={state.submitWith(send, t)}
      noValidate
      aria-label={label}
      aria-describedby={question ? `${id}-question` : undefined}
    >
      {question && <p id={`${id}-question`}>{question}</p>}
      <ErrorSummary title={t('form.fix')} failure={state.failure} items={state.items({ reason: fieldId })} attempt={state.attempt} />
      <ReasonField
        id={fieldId}
        label={reasonLabel}
        optional={!required}
        hint={hint}
        reason={reason}
        problem={state.problem('reason')}
        onReason={setReason}
      />
      <div className="actions">
        <button type="submit" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={state.busy}>
          {confirmLabel}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
          {t('dashboard.profile.cancel')}
        </button>
      </div>
    </form>
  );
}
