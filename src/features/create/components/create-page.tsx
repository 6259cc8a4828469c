import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/auth-context';
import { useI18n } from '../../../lib/i18n/i18n';
import { useOutboxItems } from '../../../lib/offline/outbox-service';
import { useOnline } from '../../../lib/online';
import { usePageTitle } from '../../../lib/page-title';
import { Spinner } from '../../../lib/spinner';
import '../create.css';
import { draftPhotos, draftSteps, sendDraft, takeBack } from '../draft-actions';
import { useDraft } from '../use-draft';
import { SendingStatus } from './sending-status';
import { checkStep, createFieldIds, stepNames, type CreateField } from '../validation';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { inWords } from '../../../lib/ui/form-marks';
import { useFormState } from '../../../lib/ui/form-state';
import { CurrentStep, SaveStateLine, StepButtons, Stepper } from './draft-form-parts';
import { OtherDrafts } from '../../../lib/ui/drafts-list';

/**
 * "Launch your story", in five steps. Anyone may write a draft (it is kept on
 * this phone as they type); sending it needs sign-in, and a sent story waits
 * for review.
 */
export default function CreatePage() {
  const { t } = useI18n();
  usePageTitle(t('create.title'));
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const draftId = params.get('draft');
  const { isAuthenticated } = useAuth();
  const { draft, change, setField, flush, saveState } = useDraft(draftId);
  const online = useOnline();
  const items = useOutboxItems();
  const step = stepNames[draft?.step ?? 0] ?? 'basics';
  const form = useFormState<CreateField>(() => (draft ? inWords(checkStep(step, draft.fields, draft.coverPhotoId !== null), t) : {}));

  if (!draft) return <Spinner size="large" page />;
  const queued = draft.outboxItemId ? items.find((item) => item.id === draft.outboxItemId) : undefined;
  if (queued) return <SendingStatus item={queued} items={items} onEdit={() => takeBack(queued, change)} />;

  const editing = { draft, draftId, isAuthenticated, change, setField, flush, setParams, navigate, form, t };
  const { remember, edit, goTo, next } = draftSteps(editing);
  const { keepPhotos, dropPhoto } = draftPhotos(editing, remember);
  const send = sendDraft(editing, remember);

  return (
    <section className="page container narrow stack" aria-labelledby="create-title">
      <h1 id="create-title">{t('create.title')}</h1>
      <p className="lead">{t('create.lead')}</p>
      <OtherDrafts currentId={draft.id} offerContinue={!draftId} />
      <Stepper current={draft.step} />
      <form
        className="form card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'review') void send();
          else next();
        }}
      >
        <h2>{t('create.stepOf', { n: draft.step + 1, total: stepNames.length, name: t(`create.step.${step}`) })}</h2>
        {/* The review step has no fields: what still needs work there is said by the step itself. */}
        <ErrorSummary
          title={t('form.fix')}
          failure={form.failure}
          items={step === 'review' ? [] : form.items(createFieldIds)}
          attempt={form.attempt}
        />
        <CurrentStep
          step={step}
          draft={draft}
          problems={form.problems}
          setField={edit}
          busy={form.busy}
          onAddCover={(file) => void keepPhotos([file], true)}
          onAddGallery={(files) => void keepPhotos(files, false)}
          onRemove={dropPhoto}
        />
        {step === 'review' && !isAuthenticated && <p className="notice">{online ? t('create.signInToSend') : t('create.queued.signIn')}</p>}
        <SaveStateLine state={saveState} />
        <StepButtons
          step={step}
          index={draft.step}
          busy={form.busy}
          isAuthenticated={isAuthenticated}
          onBack={() => goTo(draft.step - 1)}
        />
      </form>
    </section>
  );
}
