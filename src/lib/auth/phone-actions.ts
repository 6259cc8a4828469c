/**
 * Signing in (and up) with a phone number through supabase-js, as GoTrue's
 * phone flow has it: `signInWithOtp({ phone })` texts a 6-digit code, and
 * `verifyOtp({ phone, token, type: 'sms' })` turns it into a session (whose
 * SIGNED_IN event the session client follows). Each answers {success, error}.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Translate } from '../i18n/i18n';
import type { PartT } from '../i18n/part';
import type { PhoneKey } from './phone-text';
import { readable } from './auth-state';
import type { ActionResult, SignUpDetails } from './profile';

type GetClient = () => Promise<SupabaseClient>;

/** The app's own words for the server's refusals of a number or a code (GoTrue's error codes). */
const ownWords: Record<string, PhoneKey> = {
  validation_failed: 'auth.phone.invalid',
  otp_expired: 'auth.phone.codeWrong',
  sms_send_failed: 'auth.phone.sendFailed',
};

/** The field each of those refusals is about. */
const fieldOf: Record<string, 'code' | 'phone'> = { validation_failed: 'phone', otp_expired: 'code' };

/** What went wrong: in the app's own words when the server named it, else as the catalogue says it. */
async function failure(caught: unknown, t: Translate, p: PartT<PhoneKey>, fallback: string): Promise<ActionResult> {
  const code = (caught as { code?: unknown } | null)?.code;
  const own = typeof code === 'string' && code in ownWords ? p(ownWords[code]!) : null;
  const problem = own ? { text: own, retryAt: null, wait: 0 } : await readable(caught, t, fallback);
  const field = typeof code === 'string' ? fieldOf[code] : undefined;
  return { success: false, error: problem.text, problem, ...(field ? { field } : {}) };
}

/** Texts a sign-in code; with `details`, a new account is made with them when the code is typed. */
export async function sendPhoneCode(
  getClient: GetClient,
  t: Translate,
  p: PartT<PhoneKey>,
  phone: string,
  details?: SignUpDetails,
): Promise<ActionResult> {
  try {
    const supabase = await getClient();
    const { error } = await supabase.auth.signInWithOtp({ phone, options: details ? { data: details } : {} });
    if (error) throw error;
    return { success: true };
  } catch (caught) {
    return failure(caught, t, p, p('auth.phone.sendFailed'));
  }
}

/** Signs in with the code texted to `phone`. */
export async function verifyPhoneCode(
  getClient: GetClient,
  t: Translate,
  p: PartT<PhoneKey>,
  phone: string,
  code: string,
): Promise<ActionResult> {
  try {
    const supabase = await getClient();
    const { error } = await supabase.auth.verifyOtp({ phone, token: code, type: 'sms' });
    if (error) throw error;
    return { success: true };
  } catch (caught) {
    return failure(caught, t, p, p('auth.phone.codeWrong'));
  }
}
