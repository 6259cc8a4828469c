import { useState } from 'react';
import { useI18n } from '../../../lib/i18n/i18n';
import { inWords } from '../../../lib/ui/form-marks';
import { useFormState } from '../../../lib/ui/form-state';
import { campaignCategories, campaignRelationships, campaignLimits } from '../../../../contract/rules/campaign';
import type { StoryPage } from '../../../../contract/api/campaigns';
import { StoryImage } from '../../../lib/ui/story-image';
import { checkStory, editableFields, lockedFields, valuesOf, type EditableField, type StoryValues } from '../story-form';
import { describedBy, Field } from '../../../lib/ui/field';
import { regionChoices } from '../../../lib/ui/region-name';

/**
 * The story's fields as the editor holds them: their values, which are locked
 * (once donations arrived), and the form's state: each field's problem (the
 * form's own once it was sent, or the server's when it named that field).
 */
export function useEditorFields(story: StoryPage) {
  const { t, formats } = useI18n();
  const [values, setValues] = useState<StoryValues>(() => valuesOf(story, formats));
  const state = useFormState<EditableField>(() => inWords(checkStory(values, story), t));
  const locked = lockedFields(story);
  const id = (field: string) => `edit-${story.id}-${field}`;
  const problem = (field: EditableField) => state.problem(field);
  const set = (field: EditableField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    state.changed(field);
  };
  const control = (field: EditableField, hint = false) => ({
    id: id(field),
    value: values[field],
    onChange: set(field),
    disabled: locked.includes(field),
    'aria-invalid': Boolean(problem(field)),
    'aria-describedby': describedBy(id(field), hint || locked.includes(field), problem(field)),
  });
  const lockedHint = (field: EditableField) => (locked.includes(field) ? t('dashboard.edit.locked') : undefined);
  const ids = Object.fromEntries(editableFields.map((field) => [field, id(field)])) as Record<EditableField, string>;
  return { values, state, ids, id, problem, control, lockedHint };
}

export type EditorFields = ReturnType<typeof useEditorFields>;

/** Title, summary and the story itself. */
export function WordsFields({ fields }: { fields: EditorFields }) {
  const { t } = useI18n();
  const { id, problem, control, lockedHint } = fields;
  return (
    <>
      <Field id={id('title')} label={t('create.title.label')} hint={lockedHint('title')} problem={problem('title')}>
        <input {...control('title')} maxLength={campaignLimits.title.max} />
      </Field>
      <Field id={id('summary')} label={t('create.summary.label')} problem={problem('summary')}>
        <textarea {...control('summary')} maxLength={campaignLimits.summary.max} rows={3} />
      </Field>
      <Field id={id('story')} label={t('create.story.label')} problem={problem('story')}>
        <textarea {...control('story')} maxLength={campaignLimits.story.max} rows={10} />
      </Field>
    </>
  );
}

/** Category, region, who the money is for and who the owner is to them. */
export function WhoFields({ story, fields }: { story: StoryPage; fields: EditorFields }) {
  const { t, lang } = useI18n();
  const { id, problem, control, lockedHint } = fields;
  return (
    <>
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
          {regionChoices(t, lang).map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
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
    </>
  );
}

/** The goal and the closing date. */
export function GoalFields({ fields }: { fields: EditorFields }) {
  const { t } = useI18n();
  const { id, problem, control } = fields;
  return (
    <>
      <Field id={id('goal')} label={t('create.goal.label')} problem={problem('goal')}>
        <input {...control('goal')} inputMode="decimal" autoComplete="off" />
      </Field>
      <Field id={id('deadline')} label={t('create.deadline.label')} problem={problem('deadline')}>
        <input {...control('deadline')} type="date" />
      </Field>
    </>
  );
}

/** The cover as it is, and a file to replace it. */
export function CoverField({ story, inputId, onPick }: { story: StoryPage; inputId: string; onPick: (file: File | null) => void }) {
  const { t } = useI18n();
  return (
    <div className="field">
      <span className="label">{t('create.photos.cover')}</span>
      <StoryImage image={story.cover} alt={t('create.photos.coverAlt')} className="editor-cover" sizes="240px" />
      <label htmlFor={inputId}>{t('dashboard.edit.newCover')}</label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif"
        onChange={(e) => onPick(e.target.files?.[0] ?? null)}
      />
    </div>
  );
}
