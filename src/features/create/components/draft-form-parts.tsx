import { useI18n } from '../../../lib/i18n/i18n';
import type { Draft, DraftFields } from '../../../lib/offline/drafts';
import type { SaveState } from '../use-draft';
import { checkStep, stepNames, type StepName } from '../validation';
import { BasicsStep, GoalStep, PhotosStep, ReviewStep, StoryStep, type ShownProblems } from './steps';

/** The five steps, the current one marked, those before it done. */
export function Stepper({ current }: { current: number }) {
  const { t } = useI18n();
  return (
    <ol className="stepper" aria-label={t('create.steps')}>
      {stepNames.map((name, index) => (
        <li key={name} aria-current={index === current ? 'step' : undefined} className={index < current ? 'done' : undefined}>
          <span className="step-name">{t(`create.step.${name}`)}</span>
        </li>
      ))}
    </ol>
  );
}

/** The fields of the current step; the review step checks every step. */
export function CurrentStep({
  step,
  draft,
  problems,
  setField,
  busy,
  onAddCover,
  onAddGallery,
  onRemove,
}: {
  step: StepName;
  draft: Draft;
  problems: ShownProblems;
  setField: (field: keyof DraftFields, value: string) => void;
  busy: boolean;
  onAddCover: (file: File) => void;
  onAddGallery: (files: File[]) => void;
  onRemove: (photoId: string) => void;
}) {
  const stepProps = { draft, problems, setField };
  return (
    <>
      {step === 'basics' && <BasicsStep {...stepProps} />}
      {step === 'story' && <StoryStep {...stepProps} />}
      {step === 'goal' && <GoalStep {...stepProps} />}
      {step === 'photos' && (
        <PhotosStep {...stepProps} busy={busy} onAddCover={onAddCover} onAddGallery={onAddGallery} onRemove={onRemove} />
      )}
      {step === 'review' && <ReviewStep draft={draft} problems={checkStep('review', draft.fields, draft.coverPhotoId !== null)} />}
    </>
  );
}

/** Whether the draft is safe on the phone, said once for screen readers. */
export function SaveStateLine({ state }: { state: SaveState }) {
  const { t } = useI18n();
  return (
    <p className="save-state" aria-live="polite">
      {state === 'saved'
        ? t('create.saved')
        : state === 'full'
          ? t('create.storageFull')
          : state === 'failed'
            ? t('create.saveFailed')
            : ''}
    </p>
  );
}

/** Back (after the first step), and Next, or Send on the review step. */
export function StepButtons({
  step,
  index,
  busy,
  isAuthenticated,
  onBack,
}: {
  step: StepName;
  index: number;
  busy: boolean;
  isAuthenticated: boolean;
  onBack: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="actions">
      {index > 0 && (
        <button type="button" className="btn btn-ghost" onClick={onBack} disabled={busy}>
          {t('create.back')}
        </button>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {step === 'review' ? (isAuthenticated ? t('create.send') : t('create.signInAndSend')) : t('create.next')}
      </button>
    </div>
  );
}
