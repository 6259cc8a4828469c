import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n';

/**
 * A labelled form field with its hint (and the count of characters written,
 * read alike in every form: "0 of 500") and problem, tied to the control by ids.
 */
export function Field({
  id,
  label,
  hint,
  problem,
  count,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  problem?: string | null;
  count?: { n: number; max: number };
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {(hint || count) && (
        <p id={`${id}-hint`} className="hint">
          {hint}
          {hint && count && ' '}
          {count && <span className="field-count">{t('field.count', count)}</span>}
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} className="error-text">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The aria-describedby of a control: its hint and its problem, when they show. */
export const describedBy = (id: string, hint: boolean, problem?: string | null) =>
  [hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
