import { useState } from 'react';
import type { ReadableError } from '../error-text';
import { useT } from '../i18n/i18n';
import { ErrorNote, useWaitLeft } from './error-note';
import { usePhoneT } from '../auth/phone-text';

/** The server sends one link a minute per address, and one code a minute per number; the button waits that long after each sending. */
export const resendAfterSeconds = 60;

/**
 * "Send the link again", counting down until the server will take it: a
 * minute after each sending, or as long as the server asked after a refusal
 * (its Retry-After). `onResend` answers what went wrong, or null.
 */
export function ResendButton({
  onResend,
  className = 'btn btn-outline',
  what = 'link',
}: {
  onResend: () => Promise<ReadableError | null>;
  className?: string;
  /** What goes again: an e-mailed link, or a code by text. */
  what?: 'link' | 'code';
}) {
  const t = useT();
  const p = usePhoneT();
  const [sentAt, setSentAt] = useState(() => Date.now());
  const [problem, setProblem] = useState<ReadableError | null>(null);
  const [sending, setSending] = useState(false);
  const left = useWaitLeft(Math.max(sentAt + resendAfterSeconds * 1000, problem?.retryAt ?? 0));

  const resend = async () => {
    setSending(true);
    setProblem(null);
    const failed = await onResend();
    setSending(false);
    if (failed) setProblem(failed);
    else setSentAt(Date.now());
  };

  return (
    <>
      <button type="button" className={className} disabled={left > 0 || sending} onClick={() => void resend()}>
        {what === 'code'
          ? left > 0
            ? p('auth.phone.resendIn', { seconds: left })
            : p('auth.phone.resend')
          : left > 0
            ? t('auth.inbox.resendIn', { seconds: left })
            : t('auth.inbox.resend')}
      </button>
      {problem && <ErrorNote error={problem} />}
    </>
  );
}
