/**
 * What a sign-in or sign-up form would have refused, said beside its field
 * before anything is sent: the server's own rules for a name, a number and an
 * address (contract/rules), and the terms only the page asks for.
 */
import { checkProfile } from '../../../contract/rules/profile';
import { emailProblem, phoneProblem } from '../../lib/auth/sign-in-checks';
import type { PartT } from '../../lib/i18n/part';
import type { Translate } from '../../lib/i18n/i18n';
import type { PhoneKey } from '../../lib/auth/phone-text';
import { inWords } from '../../lib/ui/form-marks';
import type { About } from './components/register-fields';
import type { Way } from './components/sign-in-way';

export type SignUpField = 'fullName' | 'email' | 'phone' | 'terms';

/** The control each field's problem links to, in the order of the form. */
export const signUpIds: Record<SignUpField, string> = {
  fullName: 'register-name',
  email: 'register-email',
  phone: 'register-phone',
  terms: 'register-terms',
};

export function checkSignUp(
  way: Way,
  about: About,
  agreed: boolean,
  t: Translate,
  p: PartT<PhoneKey>,
): Partial<Record<SignUpField, string>> {
  const problems: Partial<Record<SignUpField, string>> = inWords(
    checkProfile({ fullName: about.fullName, ...(way === 'email' ? { phone: about.phone } : {}) }, true),
    t,
  );
  if (way === 'phone') problems.phone = phoneProblem(about.phone, p);
  else problems.email = emailProblem(about.email, t);
  if (!agreed) problems.terms = t('auth.register.termsRequired');
  return Object.fromEntries(Object.entries(problems).filter(([, text]) => text)) as Partial<Record<SignUpField, string>>;
}
