import { describedBy as describe } from './field';

/**
 * An e-mail address field's input, as every form that asks for one has it
 * (phone keyboard, autofill, the server's length). The form checks the
 * address itself and says its problem (`problem`) beside it.
 */
export function EmailInput({
  id,
  value,
  onChange,
  hint = false,
  problem,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The field shows a hint (`<id>-hint`). */
  hint?: boolean;
  problem?: string;
}) {
  return (
    <input
      id={id}
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={254}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={Boolean(problem)}
      aria-describedby={describe(id, hint, problem)}
    />
  );
}
