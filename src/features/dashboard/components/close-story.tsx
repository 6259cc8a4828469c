import { useState } from 'react';
import { readableError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { closeStory, type MyStory } from '../api';

/** Closes a story after a confirmation; one that never received money is deleted instead. */
export function CloseStory({ story, onDone, onCancel }: { story: MyStory; onDone: () => void; onCancel: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hasMoney = story.raised > 0 || story.donor_count > 0;

  const confirm = async () => {
    setBusy(true);
    try {
      const outcome = await closeStory(story.id);
      toast.success(outcome.deleted ? t('dashboard.close.deleted') : t('dashboard.close.closed'));
      onDone();
    } catch (caught) {
      setProblem(readableError(caught, t).text);
      setBusy(false);
    }
  };

  return (
    <div className="stack confirm" role="group" aria-label={t('dashboard.close.confirmTitle', { title: story.title })}>
      <p>{hasMoney ? t('dashboard.close.textClose') : t('dashboard.close.textDelete')}</p>
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      <div className="actions">
        <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void confirm()}>
          {hasMoney ? t('dashboard.close.confirmClose') : t('dashboard.close.confirmDelete')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('dashboard.profile.cancel')}
        </button>
      </div>
    </div>
  );
}
