import type { ReadableError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import { ResendButton } from '../../../lib/ui/resend-button';

/** Shown once a link was sent: where it went, and "Send the link again" with its countdown. */
export function CheckInbox({
  email,
  onResend,
  onChangeAddress,
}: {
  email: string;
  onResend: () => Promise<ReadableError | null>;
  onChangeAddress: () => void;
}) {
  const t = useT();
  return (
    <section className="card stack" aria-labelledby="inbox-title" role="status">
      <h2 id="inbox-title">{t('auth.inbox.title')}</h2>
      <p>{t('auth.inbox.text', { email })}</p>
      <p className="hint">{t('auth.inbox.spam')}</p>
      <div className="actions">
        <ResendButton onResend={onResend} />
        <button type="button" className="btn btn-ghost" onClick={onChangeAddress}>
          {t('auth.inbox.other')}
        </button>
      </div>
    </section>
  );
}
