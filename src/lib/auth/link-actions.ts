/** Signing in and up by e-mailed link, each answering {success, error} and showing its toast. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { api } from '../api';
import type { Translate } from '../i18n/i18n';
import { toast } from '../toast';
import { readable } from './auth-state';
import type { ActionResult, SignUpDetails } from './profile';
import { throwawaySecret } from './supabase';

/** Asks the server to e-mail a sign-in link (through the provider API, so supabase-js is not needed). */
export async function sendSignInLink(t: Translate, email: string, next?: string): Promise<ActionResult> {
  try {
    const { data } = await api.post<{ success?: boolean; message?: string }>('/api/auth/magic-link', {
      email,
      action: 'login',
      ...(next ? { next } : {}),
    });
    if (data.success === true) {
      toast.success(t('auth.toast.linkSent'));
      return { success: true };
    }
    const error = data.message ?? t('auth.toast.linkFailed');
    toast.error(error);
    return { success: false, error, problem: { text: error, retryAt: null, wait: 0 } };
  } catch (caught) {
    const problem = await readable(caught, t, t('auth.toast.linkFailed'));
    toast.error(problem.text);
    return { success: false, error: problem.text, problem };
  }
}

/** Signs up through supabase-js, which e-mails the confirmation link; its password is a secret made and forgotten here. */
export async function signUpByLink(
  getClient: () => Promise<SupabaseClient>,
  t: Translate,
  email: string,
  details: SignUpDetails,
): Promise<ActionResult> {
  try {
    const supabase = await getClient();
    const { error } = await supabase.auth.signUp({
      email,
      password: throwawaySecret(),
      options: { emailRedirectTo: `${window.location.origin}/auth/callback`, data: details },
    });
    if (error) throw error;
    toast.success(t('auth.toast.signUpSent'));
    return { success: true };
  } catch (caught) {
    // The service's own sentence, or the catalogue's: never its raw "{}" or "Failed to fetch".
    const problem = await readable(caught, t, t('auth.toast.signUpFailed'));
    toast.error(problem.text);
    return { success: false, error: problem.text, problem };
  }
}
