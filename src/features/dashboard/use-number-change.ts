/**
 * Adding or changing the sign-in number: supabase-js `updateUser({ phone })`
 * texts a code to the new number, and `verifyOtp({ type: 'phone_change' })`
 * with that code moves the account there. Nothing changes until the code is
 * typed.
 */
import type { User } from '@supabase/supabase-js';
import { useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { useAuth } from '../../lib/auth/auth-context';
import { usePhoneT } from '../../lib/auth/phone-text';
import { toast } from '../../lib/toast';

/** A number as GoTrue answers it (E.164 without its `+`), as people read it. */
export const shownNumber = (digits: string) => (digits ? `+${digits}` : '');

export function useNumberChange(onDone: (user: User) => void) {
  const p = usePhoneT();
  const { getClient } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);

  /** The server's refusals of a number or a code, thrown in the app's own words (GoTrue's error codes); others as they come. */
  const refused = (caught: unknown): unknown => {
    const { code } = caught as { code?: unknown };
    if (code === 'validation_failed') return new ApiError('client', p('auth.phone.invalid'));
    if (code === 'otp_expired') return new ApiError('client', p('auth.phone.codeWrong'));
    return caught;
  };

  const send = async (phone: string) => {
    const { data, error } = await (await getClient()).auth.updateUser({ phone: phone.trim() });
    if (error) throw refused(error);
    setSentTo(shownNumber(data.user.new_phone ?? '') || phone.trim());
  };

  const confirm = async (code: string) => {
    const { data, error } = await (await getClient()).auth.verifyOtp({ phone: sentTo ?? '', token: code, type: 'phone_change' });
    if (error) throw refused(error);
    if (data.user) onDone(data.user);
    toast.success(p('dashboard.phone.done', { phone: sentTo ?? '' }));
  };

  return { sentTo, send, confirm };
}
