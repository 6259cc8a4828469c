import { usePhoneT } from '../../../lib/auth/phone-text';

/** A mobile number as people type it; the server reads it (any usual way of writing a Ghana number) or says what is wrong. */
export function PhoneNumberField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const p = usePhoneT();
  return (
    <div className="field">
      <label htmlFor={id}>{p('auth.phone.number')}</label>
      <input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={20}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="hint">
        {p('auth.phone.numberHint')}
      </p>
    </div>
  );
}
