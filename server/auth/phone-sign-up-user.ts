/**
 * What `signUp({ phone })` answers: a user that reveals nothing, as a repeated
 * e-mail sign-up does (GoTrue's way when sign-ups are confirmed). The account
 * itself is made, or found, when the code texted to the number is typed.
 */
import { ghanaMobile } from './phone-number';
import { toAuthUser, type AuthUser } from './shapes';

export function phoneSignUpUser(rawPhone: string, metadata: Record<string, unknown>): AuthUser {
  const now = new Date();
  return {
    ...toAuthUser({
      id: crypto.randomUUID(),
      email: null,
      email_confirmed_at: null,
      email_change: null,
      email_change_sent_at: null,
      phone: ghanaMobile(rawPhone),
      phone_confirmed_at: null,
      phone_change: null,
      phone_change_sent_at: null,
      user_metadata: metadata,
      last_sign_in_at: null,
      created_at: now,
      updated_at: now,
    }),
    identities: [],
  };
}
