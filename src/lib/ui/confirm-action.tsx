import { useEffect, useId, useRef, useState } from 'react';
import { readableError } from '../error-text';
import { useT } from '../i18n/i18n';
import { toast } from '../toast';
import './forms.css';

interface Props {
  /** The button that opens the question. */
  label: string;
  /** Its name for screen readers, where the label alone would not say what it acts on. */
  labelFor?: string;
  /** What will happen, naming what it happens to ("Publish “Desks for Kasoa”?…"). */
  question: string;
  /** The button that acts. */
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => Promise<void>;
}

/**
 * An action that cannot be taken back in one tap (publishing, paying,
 * removing): the button asks first, naming what it acts on, and nothing
 * happens until the second button is pressed. The question takes the focus,
 * so a screen reader says it.
 */
export function ConfirmAction({ label, labelFor, question, confirmLabel, danger = false, onConfirm }: Props) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const asked = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (open) asked.current?.focus();
  }, [open]);

  const act = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch (caught) {
      toast.error(readableError(caught, t).text);
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <button
        type="button"
        className={danger ? 'btn btn-outline danger' : 'btn btn-primary'}
        aria-label={labelFor}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <div className="confirm-action" role="group" aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`} ref={asked} tabIndex={-1}>
        {question}
      </p>
      <div className="actions">
        <button type="button" className={danger ? 'btn btn-danger' : 'btn btn-primary'} disabled={busy} onClick={() => void act()}>
          {confirmLabel}
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => setOpen(false)}>
          {t('dashboard.profile.cancel')}
        </button>
      </div>
    </div>
  );
}
