import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { useAppRunning } from '../../../lib/ui/form-state';

/**
 * After giving: share the story where people in Ghana share, WhatsApp first
 * (a plain link, so it works without JavaScript), or, once the app runs, the
 * phone's own share sheet and a copy button. `origin` is the site's address
 * as the server knows it, the same on the server's page and in the app.
 */
export function SharePrompt({ title, slug, origin }: { title: string; slug: string; origin: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const running = useAppRunning();
  const url = `${origin}/campaigns/${slug}`;
  const text = t('donate.share.message', { title });
  const canShare = running && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className="card stack share-prompt" aria-labelledby="share-prompt-title">
      <h2 id="share-prompt-title">{t('donate.success.shareTitle')}</h2>
      <p>{t('donate.success.shareText')}</p>
      <div className="actions">
        <a
          className="btn btn-primary"
          href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('donate.share.whatsapp')}
        </a>
        {canShare && (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void navigator.share({ title, text, url }).catch(() => undefined)}
          >
            {t('donate.share.native')}
          </button>
        )}
        {running && (
          <button type="button" className="btn btn-outline" onClick={() => void copy()}>
            {copied ? t('donate.share.copied') : t('donate.share.copy')}
          </button>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {copied ? t('donate.share.copied') : ''}
      </p>
    </section>
  );
}
