/**
 * Sending a sign-up, by e-mail (a link confirms the address) or by phone (a
 * code texted to the number confirms it): full name, phone and region travel as
 * metadata and become the profile. Says what was sent, or what went wrong.
 */
import { useState } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { sendPhoneCode } from '../../lib/auth/phone-actions';
import { usePhoneT } from '../../lib/auth/phone-text';
import type { SignUpDetails } from '../../lib/auth/profile';
import { problemText, type ReadableError } from '../../lib/error-text';
import { useT } from '../../lib/i18n/i18n';
import type { About } from './components/register-fields';
import type { Way } from './components/sign-in-way';
import { resendSignUp } from './resend';

/** What the sign-up asked for, by which way: a link went to the address, or a code to the number. */
export type Sent = { way: 'email'; to: string } | { way: 'phone'; to: string; details: SignUpDetails };

const detailsOf = (about: About): SignUpDetails => {
  const details: SignUpDetails = { full_name: about.fullName.trim() };
  if (about.phone.trim()) details.phone = about.phone.trim();
  if (about.region) details.region = about.region;
  return details;
};

export function useSignUp() {
  const t = useT();
  const p = usePhoneT();
  const { signUp, getClient } = useAuth();
  const [sent, setSent] = useState<Sent | null>(null);

  const textCode = async (number: string, details: SignUpDetails): Promise<ReadableError | null> => {
    const result = await sendPhoneCode(getClient, t, p, number, details);
    return result.success ? null : (result.problem ?? problemText(p('auth.phone.sendFailed')));
  };

  /** Sends the link or the code for a form already checked; what the server refused, or null once sent. */
  const send = async (way: Way, about: About): Promise<ReadableError | null> => {
    const details = detailsOf(about);
    if (way === 'phone') {
      const failed = await textCode(about.phone.trim(), details);
      if (!failed) setSent({ way, to: about.phone.trim(), details });
      return failed;
    }
    const result = await signUp(about.email.trim(), details);
    if (result.success) setSent({ way, to: about.email.trim() });
    return result.success ? null : (result.problem ?? problemText(t('error.client')));
  };

  return {
    sent,
    send,
    back: () => setSent(null),
    resendCode: (to: string, details: SignUpDetails) => textCode(to, details),
    resendLink: (to: string) => resendSignUp(getClient, to, t),
  };
}
