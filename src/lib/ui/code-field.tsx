import { describedBy, Field } from './field';

/** A box for a texted code: phones offer the code from the text themselves (`one-time-code`); spaces are let through and taken out before it is sent. */
export function CodeField({
  id,
  label,
  value,
  onChange,
  problem,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
}) {
  return (
    <Field id={id} label={label} problem={problem}>
      <input
        id={id}
        className="code-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(problem)}
        aria-describedby={describedBy(id, false, problem)}
      />
    </Field>
  );
}

/** A code as typed, spaces taken out, when it is the six digits a text carries. */
export const typedCode = (typed: string): string | null => {
  const code = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(code) ? code : null;
};
