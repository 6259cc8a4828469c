import { useEffect, useState } from 'react';
import { readableError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import { fetchDocument } from '../api';

/**
 * The photo of an account's Ghana Card, loaded only when an admin asks (each
 * look is in the audit log) and shown from memory: it is never a public file.
 */
export function DocumentPhoto({ userId, name }: { userId: string; name: string }) {
  const t = useT();
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  const show = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setUrl(URL.createObjectURL(await fetchDocument(userId)));
    } catch (caught) {
      setProblem(readableError(caught, t).text);
    } finally {
      setBusy(false);
    }
  };

  if (url) {
    return (
      <figure className="id-photo">
        <img src={url} alt={t('admin.users.photoAlt', { name })} />
        <figcaption>
          <button type="button" className="btn btn-ghost" onClick={() => setUrl(null)}>
            {t('admin.users.hidePhoto')}
          </button>
        </figcaption>
      </figure>
    );
  }
  return (
    <div>
      <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void show()}>
        {t('admin.users.showPhoto')}
      </button>
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
