import { useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n';

/**
 * Share: the phone's own share sheet where there is one (Web Share API);
 * otherwise WhatsApp, which most people in Ghana share through, and a link
 * to copy. The text carries the story's number, and the code to dial when
 * it takes gifts by USSD, so a friend without data can give too.
 */
export function ShareButton({ title, path, number, dial }: { title: string; path: string; number?: string; dial?: string | null }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [copied, setCopied] = useState(false);
  const [url, setUrl] = useState(path);
  const text = dial
    ? t('share.textDial', { title, dial })
    : number
      ? t('share.textNumbered', { title, number })
      : t('share.text', { title });

  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    setUrl(url);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if ((error as DOMException).name === 'AbortError') return;
      }
    }
    setCopied(false);
    dialog.current?.showModal();
  };

  const copy = async () => {
    const url = new URL(path, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      const field = dialog.current?.querySelector('input');
      field?.select();
      document.execCommand('copy');
    }
    setCopied(true);
  };

  return (
    <>
      <button type="button" className="btn btn-outline" onClick={() => void share()}>
        {t('story.share')}
      </button>
      <dialog ref={dialog} className="sheet" aria-labelledby="share-title">
        <div className="stack">
          <h2 id="share-title">{t('share.title')}</h2>
          <a
            className="btn btn-primary"
            href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('share.whatsapp')}
          </a>
          <div className="field">
            <label htmlFor="share-link">{t('share.copy')}</label>
            <input id="share-link" className="share-link" readOnly value={url} onFocus={(e) => e.target.select()} />
          </div>
          <div className="actions">
            <button type="button" className="btn btn-outline" onClick={() => void copy()}>
              {copied ? t('share.copied') : t('share.copy')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => dialog.current?.close()}>
              {t('share.close')}
            </button>
          </div>
          <p className="visually-hidden" role="status">
            {copied ? t('share.copied') : ''}
          </p>
        </div>
      </dialog>
    </>
  );
}
