/**
 * Phone numbers as the auth endpoints take them. A number that receives a
 * code must be a Ghana mobile number (../domain/phone-number.ts): texts go
 * through a Ghana gateway and mobile money is tied to a Ghana number. A number given
 * only to check a code is read as GoTrue reads one (E.164 without its `+`
 * and spaces), so a code for any other number simply matches nothing.
 */
import { ghanaMobile } from '../domain/phone-number';
import { AuthError } from './errors';

export { ghanaMobile };

const e164Digits = /^[1-9][0-9]{1,14}$/;

export const phoneErrors = {
  /** A number a code cannot be sent to. */
  notGhanaMobile: () =>
    new AuthError(
      'invalid',
      'validation_failed',
      'Invalid phone number: enter a Ghana mobile number, like 024 123 4567 or +233 24 123 4567.',
    ),
  /** GoTrue's words for a number that is no number at all. */
  invalid: () => new AuthError('invalid', 'validation_failed', 'Invalid phone number format (E.164 required)'),
  required: () => new AuthError('invalid', 'validation_failed', 'A phone number is required'),
};

/** The number a code is sent to: a Ghana mobile number, or a clear refusal. */
export function numberForCodes(raw: string | undefined | null): string {
  if (!raw?.trim()) throw phoneErrors.required();
  const number = ghanaMobile(raw);
  if (!number) throw phoneErrors.notGhanaMobile();
  return number;
}

/** The number a typed code is checked against: a Ghana number as people write it, else any E.164 number (matching nothing). */
export function numberForChecks(raw: string): string {
  const ghana = ghanaMobile(raw);
  if (ghana) return ghana;
  const digits = raw.replace(/^\+/, '').replaceAll(' ', '');
  if (!e164Digits.test(digits)) throw phoneErrors.invalid();
  return `+${digits}`;
}

/** GoTrue's way of writing a number in its answers and tokens: E.164 without the `+`. */
export const goTruePhone = (e164: string | null): string => (e164 ?? '').replace(/^\+/, '');
