import type { ReactNode } from 'react';

/** A labelled form field with its hint (and a count, such as characters left) and problem, tied to the control by ids. */
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
  count?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
          {count ? ` ${count}` : ''}
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
