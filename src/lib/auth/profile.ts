/** The users row of SPEC.md, as the browser sees it. */
import type { ReadableError } from '../error-text';

export interface UserProfile {
  id: string;
  email: string;
  full_name: string | null;
  phone: string | null;
  region: string | null;
  avatar_url: string | null;
  bio: string | null;
  role: 'user' | 'admin';
  verification_status: 'unverified' | 'pending' | 'verified' | 'rejected';
  created_at: string;
  updated_at: string;
}

export type ProfileUpdate = Partial<Pick<UserProfile, 'full_name' | 'phone' | 'region' | 'avatar_url' | 'bio'>>;

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
}
