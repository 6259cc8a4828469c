/**
 * `user_metadata`: any JSON object of at most 4 KB, kept on the account. The
 * profile row takes only its own columns from it (full name, phone, region),
 * checked by the profile's rules, when the account is first signed in.
 */
import { userMetadataMaxBytes } from '../../contract/api/auth';
import { checkProfilePatch } from '../users/profile-rules';
import type { EditableProfile } from '../users/port';
import { AuthError, authErrors } from './errors';

export type Metadata = Record<string, unknown>;

/** Sign-up metadata that becomes the profile's first values. */
const profileFields = ['full_name', 'phone', 'region'] as const;

const sizeOf = (metadata: Metadata) => Buffer.byteLength(JSON.stringify(metadata), 'utf8');

function withinLimit(metadata: Metadata): Metadata {
  if (sizeOf(metadata) > userMetadataMaxBytes) throw authErrors.metadataTooLarge(userMetadataMaxBytes);
  return metadata;
}

function profilePart(metadata: Metadata): Metadata {
  return Object.fromEntries(profileFields.filter((key) => key in metadata).map((key) => [key, metadata[key]]));
}

/** Metadata sent with a sign-up or a link request: kept whole; the profile's own fields must follow the profile's rules. */
export function signUpMetadata(metadata: Metadata | undefined): Metadata {
  if (!metadata) return {};
  const checked = checkProfilePatch(profilePart(metadata));
  if (!checked.ok) throw new AuthError('invalid', 'validation_failed', checked.problem.message);
  return withinLimit(metadata);
}

/** `updateUser({ data })`: merged key by key into what is there; a key set to null is removed. */
export function mergedMetadata(current: Metadata, change: Metadata): Metadata {
  const merged: Metadata = { ...current };
  for (const [key, value] of Object.entries(change)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return withinLimit(merged);
}

/** The profile's first values, from whatever of the metadata passes the profile's rules. */
export function profileFieldsOf(metadata: Metadata): EditableProfile {
  const checked = checkProfilePatch(profilePart(metadata));
  return checked.ok ? checked.fields : {};
}
