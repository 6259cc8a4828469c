import { useSearchParams } from 'react-router-dom';
import { usePhoneT } from '../../../lib/auth/phone-text';

export type Way = 'email' | 'phone';

/** The way in the address says (`?via=phone`), e-mail otherwise; choosing another keeps the rest of the address. */
export function useWay(): [Way, (way: Way) => void] {
  const [params, setParams] = useSearchParams();
  const way: Way = params.get('via') === 'phone' ? 'phone' : 'email';
  const choose = (next: Way) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'phone') changed.set('via', 'phone');
        else changed.delete('via');
        return changed;
      },
      { replace: true },
    );
  return [way, choose];
}

/** "E-mail" or "Phone": two radio buttons that look like one switch. */
export function SignInWay({ way, onChange, legend }: { way: Way; onChange: (way: Way) => void; legend: string }) {
  const p = usePhoneT();
  return (
    <fieldset className="sign-in-way">
      <legend>{legend}</legend>
      {(['email', 'phone'] as const).map((choice) => (
        <label key={choice} className={way === choice ? 'chosen' : undefined}>
          <input type="radio" name="sign-in-way" value={choice} checked={way === choice} onChange={() => onChange(choice)} />
          {p(choice === 'email' ? 'auth.way.email' : 'auth.way.phone')}
        </label>
      ))}
    </fieldset>
  );
}
