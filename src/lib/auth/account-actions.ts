/** What a signed-in person does to their own account: sign out, change the profile, delete the account. */
import { api } from '../api';
import type { Translate } from '../i18n/i18n';
import { storageKeys } from '../storage-keys';
import { toast } from '../toast';
import { forget, isOnline, readable, signedOut, type SetAuthState } from './auth-state';
import type { ActionResult, ProfileUpdate, UserProfile } from './profile';
import type { SessionClient } from './session-client';
import { hasStoredSession } from './supabase';

/** Ends the session on this phone (and on the server when it can be told), whatever the network. */
export async function endSessionHere({ started, getClient }: Omit<SessionClient, 'loadProfile'>, setState: SetAuthState): Promise<void> {
  if (started.current || hasStoredSession()) {
    const supabase = await getClient();
    const { error } = await supabase.auth.signOut({ scope: 'local' });
    // Offline, the server cannot be told; the session still ends on this phone (the service worker's copy too).
    if (error) await (await import('./session-store')).sessionStorage.removeItem(storageKeys.authSession);
  } else {
    await api.post('/api/auth/logout').catch(() => undefined);
  }
  forget();
  setState({ ...signedOut });
}

export async function signOutHere(end: () => Promise<void>, t: Translate): Promise<ActionResult> {
  try {
    await end();
    toast.success(t('auth.toast.signedOut'));
    return { success: true };
  } catch (caught) {
    toast.error(t('auth.toast.signOutFailed'));
    return { success: false, error: (await readable(caught, t)).text };
  }
}

/** Saves the profile row; with no connection, the change waits on the phone in the outbox. */
export async function saveProfile(
  getClient: SessionClient['getClient'],
  setState: SetAuthState,
  t: Translate,
  userId: string | null,
  fields: ProfileUpdate,
): Promise<ActionResult> {
  if (!userId) return { success: false, error: t('auth.toast.profileFailed') };
  const queue = async (): Promise<ActionResult> => {
    const [{ enqueue }, { profileKind }] = await Promise.all([import('../offline/outbox-service'), import('./outbox-profile')]);
    await enqueue([profileKind.item({ label: t('outbox.kind.profile'), payload: { body: fields } })]);
    setState((current) => (current.profile ? { ...current, profile: { ...current.profile, ...fields } } : current));
    toast.info(t('profile.queued'));
    return { success: true };
  };
  if (!isOnline()) return queue();
  try {
    const supabase = await getClient();
    const { data, error } = await supabase.from('users').update(fields).eq('id', userId).select().single<UserProfile>();
    if (error) throw error;
    setState((current) => ({ ...current, profile: data, profileChecked: true }));
    void import('../offline/cache').then(({ writeCache }) => writeCache(`profile:${userId}`, data));
    toast.success(t('auth.toast.profileUpdated'));
    return { success: true };
  } catch (caught) {
    if (!isOnline() || (caught as { name?: string }).name === 'AuthRetryableFetchError' || /fetch/i.test((caught as Error).message)) {
      return queue();
    }
    toast.error(t('auth.toast.profileFailed'));
    return { success: false, error: (await readable(caught, t)).text };
  }
}

/** Deletes the caller's own account on the server, then ends the session here. */
export async function deleteOwnAccount(end: () => Promise<void>, t: Translate): Promise<ActionResult> {
  try {
    await api.delete('/api/auth/account');
    await end().catch(() => undefined);
    toast.success(t('auth.toast.accountDeleted'));
    return { success: true };
  } catch (caught) {
    toast.error(t('auth.toast.deleteFailed'));
    return { success: false, error: (await readable(caught, t)).text };
  }
}
