/**
 * What a profile may hold: the limits the API checks, the forms show and the
 * database keeps (its checks are tested against these). Lengths count
 * characters after trimming spaces.
 */
import { normaliseGhanaPhone } from './ghana';

export const profileLimits = {
  fullName: { min: 2, max: 80 },
  /** A phone number as typed (spaces allowed); it is kept as +233 and nine digits. */
  phone: { max: 20 },
  bio: { max: 500 },
  /** An uploaded image's path, or an https address. */
  avatarUrl: { max: 500 },
} as const;

/** An e-mail address as the forms accept it: something, an @, a domain with a dot. */
export const isEmailAddress = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export type ProfileField = 'fullName' | 'phone' | 'bio';
/** A problem with a profile field, as a message key of the app's catalogs and its values. */
export interface ProfileProblem {
  key: 'form.error.name' | 'form.error.phone' | 'form.error.tooLong';
  values?: Record<string, number>;
}

/**
 * What the server would refuse in a profile, said before it is sent: a name
 * too short or long (none at all only where it is not `nameRequired`), a
 * number that is not a Ghana one, an "about you" too long.
 */
export function checkProfile(
  fields: Partial<Record<ProfileField, string>>,
  nameRequired: boolean,
): Partial<Record<ProfileField, ProfileProblem>> {
  const problems: Partial<Record<ProfileField, ProfileProblem>> = {};
  const name = fields.fullName?.trim() ?? '';
  const { min, max } = profileLimits.fullName;
  if ((name !== '' || nameRequired) && (name.length < min || name.length > max))
    problems.fullName = { key: 'form.error.name', values: { min, max } };
  const phone = fields.phone?.trim() ?? '';
  if (phone !== '' && (phone.length > profileLimits.phone.max || !normaliseGhanaPhone(phone))) problems.phone = { key: 'form.error.phone' };
  if ((fields.bio?.trim().length ?? 0) > profileLimits.bio.max)
    problems.bio = { key: 'form.error.tooLong', values: { max: profileLimits.bio.max } };
  return problems;
}
