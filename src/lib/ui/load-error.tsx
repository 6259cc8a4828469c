import type { ApiError } from '../api-error';
import { readableError } from '../error-text';
import { useT } from '../i18n/i18n';
import './stories.css';

/** A failed load, said plainly, with a retry. */
export function LoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="load-error" role="alert">
      <p>
        <strong>{t('error.title')}</strong>
      </p>
      <p>{readableError(error, t).text}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        {t('error.retry')}
      </button>
    </div>
  );
}
