/**
 * What the sign-in server would refuse in an address or a number to sign in
 * with, said beside the field before anything is sent (by the same rules:
 * contract/rules).
 */
import { normaliseGhanaPhone } from '../../../contract/rules/ghana';
import { isEmailAddress } from '../../../contract/rules/profile';
import type { Translate } from '../i18n/i18n';
import type { PartT } from '../i18n/part';
import type { PhoneKey } from './phone-text';

/** A number to text a code to: needed, and a Ghana one. */
export const phoneProblem = (number: string, p: PartT<PhoneKey>): string | undefined =>
  !number.trim() ? p('auth.phone.required') : normaliseGhanaPhone(number) ? undefined : p('auth.phone.invalid');

/** An address to send a link to. */
export const emailProblem = (address: string, t: Translate): string | undefined =>
  isEmailAddress(address) ? undefined : t('form.error.email');
