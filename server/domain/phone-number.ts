/**
 * Ghana mobile numbers, written any way people write one (`024 123 4567`,
 * `+233 24 123 4567`, `0241234567`), read by libphonenumber-js (its mobile
 * metadata: a number that cannot receive a text is not one) and kept in
 * E.164 (`+233241234567`). Server-side only: the browser never loads the
 * library.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/** A Ghana mobile number in E.164, or null when `raw` is not one. */
export function ghanaMobile(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim(), 'GH');
  return parsed?.country === 'GH' && parsed.isValid() ? parsed.number : null;
}

/** A number as people read it, its middle hidden: +233 24 ••• 4567. */
export function maskedPhone(e164: string): string {
  const digits = e164.replace(/^\+233/, '');
  return e164.startsWith('+233') && digits.length === 9 ? `+233 ${digits.slice(0, 2)} ••• ${digits.slice(5)}` : `••• ${e164.slice(-4)}`;
}
