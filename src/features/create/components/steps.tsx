import { useI18n, useT } from '../../../lib/i18n/i18n';
import { parseCedis } from '../../../lib/money';
import type { Draft, DraftFields } from '../../../lib/offline/drafts';
import { campaignCategories, campaignLimits, campaignRelationships } from '../../../../contract/rules/campaign';
import { addDays, type CreateField, type Problems } from '../validation';
import { DraftPhoto } from './photo-field';
import { PhotoPicker } from '../../../lib/ui/photo-picker';
import { Field } from '../../../lib/ui/field';
import { regionChoices, regionName } from '../../../lib/ui/region-name';

interface StepProps {
  draft: Draft;
  problems: ShownProblems;
  setField: (field: keyof DraftFields, value: string) => void;
}

/** Each field's problem, in the person's words, as the form's state says it. */
export type ShownProblems = Partial<Record<CreateField, string>>;

const useProblem = (problems: ShownProblems) => (field: CreateField) => problems[field];

const describe = (id: string, problem: string | undefined, hint = true) =>
  [hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** A required choice from a fixed list, "Choose…" until one is made. */
function ChoiceField({
  id,
  label,
  value,
  options,
  problem,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  problem: string | undefined;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <Field id={id} label={label} problem={problem}>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(problem)}
        aria-describedby={describe(id, problem, false)}
      >
        <option value="">{t('create.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Who the owner is to the beneficiary, one of a few, as radio buttons. */
function RelationshipField({
  value,
  problem,
  onChange,
}: {
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <fieldset className="field choices" aria-describedby={describe('relationship', problem)}>
      <legend className="label">{t('create.relationship.legend')}</legend>
      <p id="relationship-hint" className="hint">
        {t('create.relationship.hint')}
      </p>
      {campaignRelationships.map((choice) => (
        <label key={choice} className="check">
          <input
            id={`relationship-${choice}`}
            type="radio"
            name="relationship"
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
            aria-invalid={Boolean(problem)}
          />
          {t(`create.relationship.${choice}`)}
        </label>
      ))}
      {problem && (
        <p id="relationship-error" className="error-text">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

export function BasicsStep({ draft, problems, setField }: StepProps) {
  const { t, lang } = useI18n();
  const problem = useProblem(problems);
  const { fields } = draft;
  return (
    <>
      <Field
        id="title"
        label={t('create.title.label')}
        hint={t('create.title.hint')}
        problem={problem('title')}
        count={{ n: fields.title.trim().length, max: campaignLimits.title.max }}
      >
        <input
          id="title"
          value={fields.title}
          maxLength={campaignLimits.title.max}
          onChange={(e) => setField('title', e.target.value)}
          aria-invalid={Boolean(problem('title'))}
          aria-describedby={describe('title', problem('title'))}
        />
      </Field>
      <ChoiceField
        id="category"
        label={t('browse.category')}
        value={fields.category}
        options={campaignCategories.map((c) => ({ value: c, label: t(`category.${c}`) }))}
        problem={problem('category')}
        onChange={(value) => setField('category', value)}
      />
      <ChoiceField
        id="region"
        label={t('browse.region')}
        value={fields.region}
        options={regionChoices(t, lang)}
        problem={problem('region')}
        onChange={(value) => setField('region', value)}
      />
      <Field id="beneficiary" label={t('create.beneficiary.label')} hint={t('create.beneficiary.hint')} problem={problem('beneficiary')}>
        <input
          id="beneficiary"
          value={fields.beneficiary}
          maxLength={campaignLimits.beneficiary.max}
          onChange={(e) => setField('beneficiary', e.target.value)}
          aria-invalid={Boolean(problem('beneficiary'))}
          aria-describedby={describe('beneficiary', problem('beneficiary'))}
        />
      </Field>
      <RelationshipField
        value={fields.relationship}
        problem={problem('relationship')}
        onChange={(value) => setField('relationship', value)}
      />
    </>
  );
}

export function StoryStep({ draft, problems, setField }: StepProps) {
  const t = useT();
  const problem = useProblem(problems);
  const { fields } = draft;
  return (
    <>
      <Field
        id="summary"
        label={t('create.summary.label')}
        hint={t('create.summary.hint')}
        problem={problem('summary')}
        count={{ n: fields.summary.trim().length, max: campaignLimits.summary.max }}
      >
        <textarea
          id="summary"
          rows={3}
          value={fields.summary}
          maxLength={campaignLimits.summary.max}
          onChange={(e) => setField('summary', e.target.value)}
          aria-invalid={Boolean(problem('summary'))}
          aria-describedby={describe('summary', problem('summary'))}
        />
      </Field>
      <Field
        id="story"
        label={t('create.story.label')}
        hint={t('create.story.hint')}
        problem={problem('story')}
        count={{ n: fields.story.trim().length, max: campaignLimits.story.max }}
      >
        <textarea
          id="story"
          rows={12}
          value={fields.story}
          maxLength={campaignLimits.story.max}
          onChange={(e) => setField('story', e.target.value)}
          aria-invalid={Boolean(problem('story'))}
          aria-describedby={describe('story', problem('story'))}
        />
      </Field>
    </>
  );
}

export function GoalStep({ draft, problems, setField }: StepProps) {
  const { t, formats } = useI18n();
  const problem = useProblem(problems);
  const { fields } = draft;
  const pesewas = parseCedis(fields.goal);
  return (
    <>
      <Field
        id="goal"
        label={t('create.goal.label')}
        hint={t('create.goal.hint', {
          min: formats.money(campaignLimits.goal.min),
          max: formats.money(campaignLimits.goal.max),
        })}
        problem={problem('goal')}
      >
        <input
          id="goal"
          inputMode="decimal"
          autoComplete="off"
          value={fields.goal}
          onChange={(e) => setField('goal', e.target.value)}
          aria-invalid={Boolean(problem('goal'))}
          aria-describedby={describe('goal', problem('goal'))}
        />
      </Field>
      {pesewas !== null && <p className="muted">{t('create.goal.preview', { amount: formats.money(pesewas) })}</p>}
      <Field
        id="deadline"
        label={t('create.deadline.label')}
        hint={t('create.deadline.hint', { min: campaignLimits.deadlineDays.min, max: campaignLimits.deadlineDays.max })}
        problem={problem('deadline')}
      >
        <input
          id="deadline"
          type="date"
          min={addDays(campaignLimits.deadlineDays.min)}
          max={addDays(campaignLimits.deadlineDays.max)}
          value={fields.deadline}
          onChange={(e) => setField('deadline', e.target.value)}
          aria-invalid={Boolean(problem('deadline'))}
          aria-describedby={describe('deadline', problem('deadline'))}
        />
      </Field>
    </>
  );
}

export function PhotosStep({
  draft,
  problems,
  onAddCover,
  onAddGallery,
  onRemove,
  busy,
}: StepProps & {
  onAddCover: (file: File) => void;
  onAddGallery: (files: File[]) => void;
  onRemove: (photoId: string) => void;
  busy: boolean;
}) {
  const t = useT();
  const problem = useProblem(problems);
  const room = campaignLimits.galleryImages - draft.galleryPhotoIds.length;
  return (
    <>
      <section className="stack" aria-labelledby="cover-heading">
        <h3 id="cover-heading">{t('create.photos.cover')}</h3>
        <p id="cover-hint" className="hint">
          {t('create.photos.coverHint')}
        </p>
        {draft.coverPhotoId ? (
          <DraftPhoto
            photoId={draft.coverPhotoId}
            alt={t('create.photos.coverAlt')}
            onRemove={() => onRemove(draft.coverPhotoId ?? '')}
            removeLabel={t('create.photos.remove')}
          />
        ) : (
          <PhotoPicker
            id="cover-photo"
            label={t('create.photos.addCover')}
            onPick={([file]) => file && onAddCover(file)}
            disabled={busy}
            describedBy={describe('cover', problem('cover'))}
          />
        )}
        {problem('cover') && (
          <p id="cover-error" className="error-text">
            {problem('cover')}
          </p>
        )}
      </section>
      <section className="stack" aria-labelledby="gallery-heading">
        <h3 id="gallery-heading">{t('create.photos.gallery')}</h3>
        <p id="gallery-hint" className="hint">
          {t('create.photos.galleryHint', { max: campaignLimits.galleryImages })}
        </p>
        {draft.galleryPhotoIds.length > 0 && (
          <div className="draft-gallery">
            {draft.galleryPhotoIds.map((id, index) => (
              <DraftPhoto
                key={id}
                photoId={id}
                alt={t('create.photos.galleryAlt', { n: index + 1 })}
                onRemove={() => onRemove(id)}
                removeLabel={t('create.photos.remove')}
              />
            ))}
          </div>
        )}
        {room > 0 && (
          <PhotoPicker
            id="gallery-photos"
            label={t('create.photos.addGallery')}
            multiple
            onPick={(files) => onAddGallery(files.slice(0, room))}
            disabled={busy}
            describedBy="gallery-hint"
          />
        )}
      </section>
    </>
  );
}

/** A closing date as the reader writes it ("31 January 2027", "31 janvier 2027"), not as the form keeps it. */
function readableDay(day: string, lang: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const format = new Intl.DateTimeFormat(lang === 'fr' ? 'fr' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.format(new Date(`${day}T00:00:00Z`));
}

export function ReviewStep({ draft, problems }: { draft: Draft; problems: Problems }) {
  const { t, lang, formats } = useI18n();
  const { fields } = draft;
  const goal = parseCedis(fields.goal);
  const rows: Array<[string, string]> = [
    [t('create.title.label'), fields.title],
    [t('browse.category'), fields.category ? t(`category.${fields.category}` as Parameters<typeof t>[0]) : ''],
    [t('browse.region'), fields.region ? regionName(t, fields.region) : ''],
    [t('create.beneficiary.label'), fields.beneficiary],
    [
      t('create.relationship.legend'),
      fields.relationship ? t(`create.relationship.${fields.relationship}` as Parameters<typeof t>[0]) : '',
    ],
    [t('create.goal.label'), goal !== null ? formats.money(goal) : fields.goal],
    [t('create.deadline.label'), readableDay(fields.deadline, lang)],
    [t('create.summary.label'), fields.summary],
  ];
  const missing = Object.keys(problems).length;
  return (
    <>
      {missing > 0 && (
        <p className="error-text" role="alert">
          {t('create.review.fix', { count: missing })}
        </p>
      )}
      <dl className="review-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || <span className="muted">{t('dashboard.profile.notSet')}</span>}</dd>
          </div>
        ))}
      </dl>
      {draft.coverPhotoId && <DraftPhoto photoId={draft.coverPhotoId} alt={t('create.photos.coverAlt')} />}
      {/* A long story scrolls in its box: reachable by keyboard, and named. */}
      <div className="story-preview" role="region" aria-label={t('create.story.label')} tabIndex={0}>
        {fields.story.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <p className="hint">{t('create.review.note')}</p>
    </>
  );
}
