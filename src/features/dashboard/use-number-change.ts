/**
 * Adding or changing the sign-in number: supabase-js `updateUser({ phone })`
 * texts a code to the new number, and `verifyOtp({ type: 'phone_change' })`
 * with that code moves the account there. Nothing changes until the code is
 * typed.
 */
import type { User } from '@supabase/supabase-js';
import { useState } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { usePhoneT } from '../../lib/auth/phone-text';
import { readableError, problemText, type ReadableError } from '../../lib/error-text';
import { useT } from '../../lib/i18n/i18n';
import { toast } from '../../lib/toast';

/** A number as GoTrue answers it (E.164 without its `+`), as people read it. */
export const shownNumber = (digits: string) => (digits ? `+${digits}` : '');

export function useNumberChange(onDone: (user: User) => void) {
  const t = useT();
  const p = usePhoneT();
  const { getClient } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ReadableError | null>(null);

  /** The server's refusals of a number or a code in the app's own words (GoTrue's error codes), others as they come. */
  const said = (caught: unknown): ReadableError => {
    const { code } = caught as { code?: unknown };
    if (code === 'validation_failed') return problemText(p('auth.phone.invalid'));
    if (code === 'otp_expired') return problemText(p('auth.phone.codeWrong'));
    return readableError(caught, t);
  };

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (caught) {
      setProblem(said(caught));
    } finally {
      setBusy(false);
    }
  };

  const send = (phone: string) =>
    attempt(async () => {
      const { data, error } = await (await getClient()).auth.updateUser({ phone: phone.trim() });
      if (error) throw error;
      setSentTo(shownNumber(data.user.new_phone ?? '') || phone.trim());
    });

  const confirm = (code: string) =>
    attempt(async () => {
      const { data, error } = await (
        await getClient()
      ).auth.verifyOtp({ phone: sentTo ?? '', token: code.replace(/\s/g, ''), type: 'phone_change' });
      if (error) throw error;
      if (data.user) onDone(data.user);
      toast.success(p('dashboard.phone.done', { phone: sentTo ?? '' }));
    });

  return { sentTo, busy, problem, send, confirm };
}
