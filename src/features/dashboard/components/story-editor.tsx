import { useState } from 'react';
import { useI18n } from '../../../lib/i18n/i18n';
import { Spinner } from '../../../lib/spinner';
import { fetchStory } from '../../../lib/stories/api';
import type { StoryPage } from '../../../../contract/api/campaigns';
import { toast } from '../../../lib/toast';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { LoadError } from '../../../lib/ui/load-error';
import { useResource } from '../../../lib/use-resource';
import { updateStory, uploadPhoto } from '../api';
import { changesOf, editableFields } from '../story-form';
import { CoverField, GoalFields, useEditorFields, WhoFields, WordsFields } from './story-editor-fields';

/** Edits one of my stories. Saving a rejected story sends it back for review. */
export function StoryEditor({ storyId, onSaved, onCancel }: { storyId: string; onSaved: () => void; onCancel: () => void }) {
  const { data, error, loading, reload } = useResource(`dashboard:story:${storyId}`, () => fetchStory(storyId));
  if (loading && !data) return <Spinner size="small" />;
  if (!data) return error ? <LoadError error={error} onRetry={reload} /> : null;
  return <EditorForm story={data} onSaved={onSaved} onCancel={onCancel} />;
}

function EditorForm({ story, onSaved, onCancel }: { story: StoryPage; onSaved: () => void; onCancel: () => void }) {
  const { t } = useI18n();
  const fields = useEditorFields(story);
  const { values, state, ids, id } = fields;
  const [cover, setCover] = useState<File | null>(null);

  const save = async () => {
    const changes = changesOf(values, story);
    if (cover) changes.cover_upload_id = (await uploadPhoto(cover, 'image')).id;
    // Saving a rejected story, even unchanged, is how its owner sends it back.
    if (Object.keys(changes).length === 0) changes.summary = story.summary;
    const saved = await updateStory(story.id, changes);
    toast.success(saved.status === 'pending' && story.status !== 'pending' ? t('dashboard.edit.resubmitted') : t('dashboard.edit.saved'));
    onSaved();
  };

  return (
    <form
      className="form editor"
      onSubmit={state.submitWith(save, t, editableFields)}
      aria-label={t('dashboard.edit.title', { title: story.title })}
      noValidate
    >
      <ErrorSummary title={t('form.fix')} failure={state.failure} items={state.items(ids)} attempt={state.attempt} />
      {story.status === 'rejected' && <p className="notice">{t('dashboard.edit.rejectedHint')}</p>}
      <WordsFields fields={fields} />
      <WhoFields story={story} fields={fields} />
      <GoalFields fields={fields} />
      <CoverField story={story} inputId={id('cover')} onPick={setCover} />
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={state.busy}>
          {state.busy
            ? t('dashboard.profile.saving')
            : story.status === 'rejected'
              ? t('dashboard.edit.resubmit')
              : t('dashboard.edit.save')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('dashboard.profile.cancel')}
        </button>
      </div>
    </form>
  );
}
