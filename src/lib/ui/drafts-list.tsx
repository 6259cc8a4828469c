import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../../../lib/i18n/i18n';
import { deleteDraft, listDrafts, type Draft } from '../../../lib/offline/drafts';

/** Other drafts kept on this phone: resume or delete them. */
export function DraftsList({ currentId }: { currentId: string }) {
  const { t, lang } = useI18n();
  const [drafts, setDrafts] = useState<Draft[]>([]);
  useEffect(() => {
    let current = true;
    listDrafts().then((all) => current && setDrafts(all.filter((d) => d.id !== currentId)), () => undefined);
    return () => {
      current = false;
    };
  }, [currentId]);
  if (drafts.length === 0) return null;
  const when = new Intl.DateTimeFormat(lang === 'fr' ? 'fr' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <details className="card">
      <summary>{t('create.drafts.title', { count: drafts.length })}</summary>
      <ul className="drafts-list">
        {drafts.map((draft) => (
          <li key={draft.id}>
            <span>
              <strong>{draft.fields.title.trim() || t('create.drafts.untitled')}</strong>
              <br />
              <span className="muted">{draft.outboxItemId ? t('create.drafts.waiting') : t('create.drafts.saved', { when: when.format(draft.updatedAt) })}</span>
            </span>
            <span className="actions">
              <Link className="btn btn-outline" to={`/create?draft=${draft.id}`}>{t('create.drafts.resume')}</Link>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={async () => {
                  await deleteDraft(draft.id);
                  setDrafts((all) => all.filter((d) => d.id !== draft.id));
                }}
              >
                {t('create.drafts.delete')}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
