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
  const [problem, setProblem] = useState<ReadableError | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);

  const textCode = async (number: string, details: SignUpDetails): Promise<ReadableError | null> => {
    const result = await sendPhoneCode(getClient, t, p, number, details);
    return result.success ? null : (result.problem ?? problemText(p('auth.phone.sendFailed')));
  };

  /** Checks what only the page knows (the terms, a number to text), then sends the link or the code. */
  const submit = async (way: Way, about: About, agreed: boolean) => {
    if (!agreed) return setProblem(problemText(t('auth.register.termsRequired')));
    if (way === 'phone' && !about.phone.trim()) return setProblem(problemText(p('auth.phone.required')));
    setProblem(null);
    setSending(true);
    const details = detailsOf(about);
    if (way === 'phone') {
      const failed = await textCode(about.phone.trim(), details);
      setSending(false);
      if (failed) setProblem(failed);
      else setSent({ way, to: about.phone.trim(), details });
      return;
    }
    const result = await signUp(about.email.trim(), details);
    setSending(false);
    if (result.success) setSent({ way, to: about.email.trim() });
    else setProblem(result.problem ?? null);
  };

  return {
    problem,
    sending,
    sent,
    submit,
    back: () => setSent(null),
    resendCode: (to: string, details: SignUpDetails) => textCode(to, details),
    resendLink: (to: string) => resendSignUp(getClient, to, t),
  };
}
