/** Who is signed in, as the browser holds it. The users row is the API's (contract/api/users.ts). */
import type { Profile, ProfilePatch } from '../../../contract/api/users';
import type { ReadableError } from '../error-text';

/** The users row, as /rest/v1/users answers it. */
export type UserProfile = Profile;

/** What a person may change on their own profile. */
export type ProfileUpdate = ProfilePatch;

export interface SignUpDetails {
  full_name?: string;
  phone?: string;
  region?: string;
}

export interface AuthUser {
  id: string;
  email: string;
}

export interface ActionResult {
  success: boolean;
  error?: string;
  /** What went wrong, said for people (with the wait after a 429). */
  problem?: ReadableError;
  /** The field the refusal is about, when the server named one (a wrong code, a number it cannot text). */
  field?: 'code' | 'phone';
}
