import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/i18n';
import { deleteDraft, listDrafts, type Draft } from '../offline/drafts';

/** The drafts kept on this phone (all but `exceptId`), newest first, kept current when one is deleted. */
function useDrafts(exceptId?: string): [Draft[] | null, (id: string) => Promise<void>] {
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  useEffect(() => {
    let current = true;
    listDrafts().then(
      (all) => current && setDrafts(all.filter((d) => d.id !== exceptId)),
      () => current && setDrafts([]),
    );
    return () => {
      current = false;
    };
  }, [exceptId]);
  const remove = async (id: string) => {
    await deleteDraft(id);
    setDrafts((all) => (all ?? []).filter((d) => d.id !== id));
  };
  return [drafts, remove];
}

function DraftItems({ drafts, remove }: { drafts: Draft[]; remove: (id: string) => Promise<void> }) {
  const { t, lang } = useI18n();
  const when = new Intl.DateTimeFormat(lang === 'fr' ? 'fr' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="drafts-list">
      {drafts.map((draft) => (
        <li key={draft.id}>
          <span>
            <strong>{draft.fields.title.trim() || t('create.drafts.untitled')}</strong>
            <br />
            <span className="muted">
              {draft.outboxItemId ? t('create.drafts.waiting') : t('create.drafts.saved', { when: when.format(draft.updatedAt) })}
            </span>
          </span>
          <span className="actions">
            <Link className="btn btn-outline" to={`/create?draft=${draft.id}`}>
              {t('create.drafts.resume')}
            </Link>
            <button type="button" className="btn btn-ghost" onClick={() => void remove(draft.id)}>
              {t('create.drafts.delete')}
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * On the launch form: the other drafts on this phone, folded away, to resume
 * or delete. Opening the form afresh (`offerContinue`) with one unfinished
 * draft offers to continue that one at once.
 */
export function OtherDrafts({ currentId, offerContinue }: { currentId: string; offerContinue: boolean }) {
  const { t } = useI18n();
  const [drafts, remove] = useDrafts(currentId);
  if (!drafts || drafts.length === 0) return null;
  const [only] = drafts;
  if (offerContinue && drafts.length === 1 && only && !only.outboxItemId) {
    return (
      <section className="card stack continue-draft" aria-labelledby="continue-draft-title">
        <h2 id="continue-draft-title">{t('create.continue.title')}</h2>
        <p>
          <strong>{only.fields.title.trim() || t('create.drafts.untitled')}</strong>
        </p>
        <div className="actions">
          <Link className="btn btn-primary" to={`/create?draft=${only.id}`}>
            {t('create.continue.action')}
          </Link>
          <button type="button" className="btn btn-ghost" onClick={() => void remove(only.id)}>
            {t('create.drafts.delete')}
          </button>
        </div>
      </section>
    );
  }
  return (
    <details className="card">
      <summary>{t('create.drafts.title', { count: drafts.length })}</summary>
      <DraftItems drafts={drafts} remove={remove} />
    </details>
  );
}

/** On the dashboard: every draft on this phone, to resume or delete, or a way to start one. */
export function DraftsCard() {
  const { t } = useI18n();
  const [drafts, remove] = useDrafts();
  return (
    <section className="card stack" aria-labelledby="drafts-title">
      <h2 id="drafts-title">{t('dashboard.drafts.title')}</h2>
      {drafts && drafts.length > 0 ? (
        <DraftItems drafts={drafts} remove={remove} />
      ) : (
        drafts && (
          <>
            <p className="muted">{t('dashboard.drafts.none')}</p>
            <p>
              <Link className="btn btn-outline" to="/create">
                {t('dashboard.drafts.start')}
              </Link>
            </p>
          </>
        )
      )}
    </section>
  );
}
