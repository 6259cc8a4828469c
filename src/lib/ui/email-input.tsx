/** An e-mail address field's input, as every form that asks for one has it (phone keyboard, autofill, the server's length). */
export function EmailInput({
  id,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
}) {
  return (
    <input
      id={id}
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      maxLength={254}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-describedby={describedBy}
    />
  );
}
