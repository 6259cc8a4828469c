import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n';

const resendAfterSeconds = 60;

/** Shown once a link was sent: where it went, and a resend that respects the one-a-minute limit. */
export function CheckInbox({
  email,
  onResend,
  onChangeAddress,
}: {
  email: string;
  onResend: () => Promise<void>;
  onChangeAddress: () => void;
}) {
  const t = useT();
  const [sentAt, setSentAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const wait = Math.max(0, resendAfterSeconds - Math.floor((now - sentAt) / 1000));

  useEffect(() => {
    if (wait === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [wait]);

  return (
    <section className="card stack" aria-labelledby="inbox-title" role="status">
      <h2 id="inbox-title">{t('auth.inbox.title')}</h2>
      <p>{t('auth.inbox.text', { email })}</p>
      <p className="hint">{t('auth.inbox.spam')}</p>
      <div className="actions">
        <button
          type="button"
          className="btn btn-outline"
          disabled={wait > 0}
          onClick={async () => {
            await onResend();
            setSentAt(Date.now());
            setNow(Date.now());
          }}
        >
          {wait > 0 ? t('auth.inbox.resendIn', { seconds: wait }) : t('auth.inbox.resend')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onChangeAddress}>
          {t('auth.inbox.other')}
        </button>
      </div>
    </section>
  );
}
