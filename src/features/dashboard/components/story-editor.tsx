import { useState, type FormEvent } from 'react';
import type { ApiError } from '../../../lib/api-error';
import { readableError } from '../../../lib/error-text';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n';
import { campaignCategories, campaignRelationships, campaignLimits } from '../../../../contract/rules/campaign';
import { ghanaRegions } from '../../../../contract/rules/ghana';
import { Spinner } from '../../../lib/spinner';
import { fetchStory } from '../../../lib/stories/api';
import type { StoryPage } from '../../../../contract/api/campaigns';
import { toast } from '../../../lib/toast';
import { LoadError } from '../../../lib/ui/load-error';
import { StoryImage } from '../../../lib/ui/story-image';
import { useResource } from '../../../lib/use-resource';
import { updateStory, uploadPhoto } from '../api';
import { changesOf, checkStory, lockedFields, valuesOf, type EditableField, type StoryValues } from '../story-form';
import { describedBy, Field } from '../../../lib/ui/field';

/** Edits one of my stories. Saving a rejected story sends it back for review. */
export function StoryEditor({ storyId, onSaved, onCancel }: { storyId: string; onSaved: () => void; onCancel: () => void }) {
  const { data, error, loading, reload } = useResource(`dashboard:story:${storyId}`, () => fetchStory(storyId));
  if (loading && !data) return <Spinner size="small" />;
  if (!data) return error ? <LoadError error={error} onRetry={reload} /> : null;
  return <EditorForm story={data} onSaved={onSaved} onCancel={onCancel} />;
}

function EditorForm({ story, onSaved, onCancel }: { story: StoryPage; onSaved: () => void; onCancel: () => void }) {
  const { t, formats } = useI18n();
  const [values, setValues] = useState<StoryValues>(() => valuesOf(story, formats));
  const [cover, setCover] = useState<File | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const problems = checkStory(values, story);
  const locked = lockedFields(story);
  const id = (field: string) => `edit-${story.id}-${field}`;
  const problem = (field: EditableField) => {
    const found = showProblems ? problems[field] : undefined;
    if (found) return t(found.key as MessageKey, found.values);
    return failure?.field === field ? readableError(failure, t).text : null;
  };
  const set = (field: EditableField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const control = (field: EditableField, hint = false) => ({
    id: id(field),
    value: values[field],
    onChange: set(field),
    disabled: locked.includes(field),
    'aria-invalid': Boolean(problem(field)),
    'aria-describedby': describedBy(id(field), hint || locked.includes(field), problem(field)),
  });
  const lockedHint = (field: EditableField) => (locked.includes(field) ? t('dashboard.edit.locked') : undefined);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const changes = changesOf(values, story);
      if (cover) changes.cover_upload_id = (await uploadPhoto(cover, 'image')).id;
      // Saving a rejected story, even unchanged, is how its owner sends it back.
      if (Object.keys(changes).length === 0) changes.summary = story.summary;
      const saved = await updateStory(story.id, changes);
      toast.success(saved.status === 'pending' && story.status !== 'pending' ? t('dashboard.edit.resubmitted') : t('dashboard.edit.saved'));
      onSaved();
    } catch (caught) {
      setFailure(caught as ApiError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="form editor"
      onSubmit={(event) => void save(event)}
      aria-label={t('dashboard.edit.title', { title: story.title })}
      noValidate
    >
      {story.status === 'rejected' && <p className="notice">{t('dashboard.edit.rejectedHint')}</p>}
      <Field id={id('title')} label={t('create.title.label')} hint={lockedHint('title')} problem={problem('title')}>
        <input {...control('title')} maxLength={campaignLimits.title.max} />
      </Field>
      <Field id={id('summary')} label={t('create.summary.label')} problem={problem('summary')}>
        <textarea {...control('summary')} maxLength={campaignLimits.summary.max} rows={3} />
      </Field>
      <Field id={id('story')} label={t('create.story.label')} problem={problem('story')}>
        <textarea {...control('story')} maxLength={campaignLimits.story.max} rows={10} />
      </Field>
      <Field id={id('category')} label={t('browse.category')} hint={lockedHint('category')} problem={problem('category')}>
        <select {...control('category')}>
          {campaignCategories.map((c) => (
            <option key={c} value={c}>
              {t(`category.${c}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('region')} label={t('browse.region')} hint={lockedHint('region')} problem={problem('region')}>
        <select {...control('region')}>
          {ghanaRegions.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('beneficiary')} label={t('create.beneficiary.label')} hint={lockedHint('beneficiary')} problem={problem('beneficiary')}>
        <input {...control('beneficiary')} maxLength={campaignLimits.beneficiary.max} />
      </Field>
      <Field
        id={id('relationship')}
        label={t('create.relationship.legend')}
        hint={lockedHint('relationship')}
        problem={problem('relationship')}
      >
        <select {...control('relationship')}>
          {!story.relationship && <option value="">{t('create.choose')}</option>}
          {campaignRelationships.map((value) => (
            <option key={value} value={value}>
              {t(`create.relationship.${value}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('goal')} label={t('create.goal.label')} problem={problem('goal')}>
        <input {...control('goal')} inputMode="decimal" autoComplete="off" />
      </Field>
      <Field id={id('deadline')} label={t('create.deadline.label')} problem={problem('deadline')}>
        <input {...control('deadline')} type="date" />
      </Field>
      <div className="field">
        <span className="label">{t('create.photos.cover')}</span>
        <StoryImage image={story.cover} alt={t('create.photos.coverAlt')} className="editor-cover" sizes="240px" />
        <label htmlFor={id('cover')}>{t('dashboard.edit.newCover')}</label>
        <input
          id={id('cover')}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif"
          onChange={(e) => setCover(e.target.files?.[0] ?? null)}
        />
      </div>
      {failure && (
        <p className="error-text" role="alert">
          {readableError(failure, t).text}
        </p>
      )}
      {showProblems && Object.keys(problems).length > 0 && (
        <p className="error-text" role="alert">
          {t('create.review.fix', { count: Object.keys(problems).length })}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t('dashboard.profile.saving') : story.status === 'rejected' ? t('dashboard.edit.resubmit') : t('dashboard.edit.save')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('dashboard.profile.cancel')}
        </button>
      </div>
    </form>
  );
}
