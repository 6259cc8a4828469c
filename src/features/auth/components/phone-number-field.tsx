import { usePhoneT } from '../../../lib/auth/phone-text';
import { describedBy, Field } from '../../../lib/ui/field';

/** A mobile number as people type it (any usual way of writing a Ghana number), with what is wrong with it beside it. */
export function PhoneNumberField({
  id,
  value,
  problem,
  onChange,
}: {
  id: string;
  value: string;
  problem?: string;
  onChange: (value: string) => void;
}) {
  const p = usePhoneT();
  return (
    <Field id={id} label={p('auth.phone.number')} hint={p('auth.phone.numberHint')} problem={problem}>
      <input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(problem)}
        aria-describedby={describedBy(id, true, problem)}
      />
    </Field>
  );
}
