/** "Send the link again" on the auth screens: what went wrong, or null. The server holds each address to one link a minute. */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AuthValue } from '../../lib/auth/auth-context';
import { problemText, readableError, type ReadableError } from '../../lib/error-text';
import type { Translate } from '../../lib/i18n/i18n';
import { toast } from '../../lib/toast';

/** The sign-up's confirmation link again (supabase-js `resend`, type `signup`). */
export async function resendSignUp(getClient: () => Promise<SupabaseClient>, email: string, t: Translate): Promise<ReadableError | null> {
  try {
    const supabase = await getClient();
    const { error } = await supabase.auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: `${window.location.origin}/auth/callback` },
    });
    if (error) throw error;
    toast.success(t('auth.toast.signUpSent'));
    return null;
  } catch (caught) {
    const problem = readableError(caught, t, Date.now(), t('auth.toast.linkFailed'));
    toast.error(problem.text);
    return problem;
  }
}

/** The sign-in link again (it also tells the address's owner when there is no account). */
export async function resendSignIn(
  signIn: AuthValue['signInWithMagicLink'],
  email: string,
  next: string | undefined,
  t: Translate,
): Promise<ReadableError | null> {
  const result = await signIn(email, next);
  return result.success ? null : (result.problem ?? problemText(t('auth.toast.linkFailed')));
}
