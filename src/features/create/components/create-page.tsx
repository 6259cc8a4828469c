import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/auth-context';
import { useI18n } from '../../../lib/i18n/i18n';
import { isQuotaError } from '../../../lib/offline/db';
import { addPhoto, removePhoto } from '../../../lib/offline/drafts';
import { enqueue, outbox, useOutboxItems } from '../../../lib/offline/outbox-service';
import { useOnline } from '../../../lib/online';
import { usePageTitle } from '../../../lib/page-title';
import { Spinner } from '../../../lib/spinner';
import { toast } from '../../../lib/toast';
import '../create.css';
import { shrinkPhoto } from '../../../lib/shrink-photo';
import { outboxItemsFor } from '../submit';
import { useDraft } from '../use-draft';
import { SendingStatus } from './sending-status';
import { checkStep, stepNames } from '../validation';
import { BasicsStep, GoalStep, PhotosStep, ReviewStep, StoryStep } from './steps';
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
  const [showProblems, setShowProblems] = useState(false);
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const items = useOutboxItems();

  if (!draft) return <Spinner size="large" page />;
  const queued = draft.outboxItemId ? items.find((item) => item.id === draft.outboxItemId) : undefined;
  if (queued) {
    return (
      <SendingStatus
        item={queued}
        items={items}
        onEdit={async () => {
          // Take the story back out of the outbox (with its photos) to fix it.
          await outbox().remove(queued.id);
          for (const dependency of queued.dependsOn) await outbox().remove(dependency);
          change((d) => ({ ...d, outboxItemId: null }), { now: true });
        }}
      />
    );
  }

  const step = stepNames[draft.step] ?? 'basics';
  const problems = checkStep(step, draft.fields, draft.coverPhotoId !== null);
  const hasProblems = Object.keys(problems).length > 0;

  // The URL names the draft once it exists, so a reload or a sign-in comes back to it.
  const remember = () => {
    if (draftId !== draft.id) setParams({ draft: draft.id }, { replace: true });
  };
  const edit: typeof setField = (field, value) => {
    remember();
    setField(field, value);
  };
  const goTo = (index: number) => {
    setShowProblems(false);
    change((d) => ({ ...d, step: index }), { now: true });
    remember();
    window.scrollTo(0, 0);
  };
  const next = () => {
    if (hasProblems) {
      setShowProblems(true);
      return;
    }
    goTo(draft.step + 1);
  };

  const keepPhotos = async (files: File[], asCover: boolean) => {
    setBusy(true);
    remember();
    try {
      const ids: string[] = [];
      for (const file of files) ids.push(await addPhoto(draft.id, await shrinkPhoto(file), file.name));
      change(
        (d) =>
          asCover
            ? { ...d, coverPhotoId: ids[0] ?? d.coverPhotoId }
            : { ...d, galleryPhotoIds: [...d.galleryPhotoIds, ...ids].slice(0, 6) },
        { now: true },
      );
    } catch (error) {
      toast.error(isQuotaError(error) ? t('create.storageFull') : t('create.photoFailed'));
    } finally {
      setBusy(false);
    }
  };

  const dropPhoto = (photoId: string) => {
    change(
      (d) => ({
        ...d,
        coverPhotoId: d.coverPhotoId === photoId ? null : d.coverPhotoId,
        galleryPhotoIds: d.galleryPhotoIds.filter((id) => id !== photoId),
      }),
      { now: true },
    );
    void removePhoto(photoId);
  };

  const send = async () => {
    if (hasProblems) {
      setShowProblems(true);
      return;
    }
    await flush();
    if (!isAuthenticated) {
      navigate(`/login?next=${encodeURIComponent(`/create?draft=${draft.id}`)}`);
      return;
    }
    setBusy(true);
    remember();
    try {
      // Online or not, the story goes through the outbox: photos first, then the story.
      const { items: newItems, storyItemId } = outboxItemsFor(draft, (n) => t('create.photos.galleryAlt', { n }));
      change((d) => ({ ...d, outboxItemId: storyItemId }), { now: true });
      await flush();
      await enqueue(newItems);
    } catch (error) {
      change((d) => ({ ...d, outboxItemId: null }), { now: true });
      toast.error(isQuotaError(error) ? t('create.storageFull') : t('create.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const stepProps = { draft, problems: showProblems ? problems : {}, setField: edit };
  return (
    <section className="page container narrow stack" aria-labelledby="create-title">
      <h1 id="create-title">{t('create.title')}</h1>
      <p className="lead">{t('create.lead')}</p>
      <OtherDrafts currentId={draft.id} offerContinue={!draftId} />
      <ol className="stepper" aria-label={t('create.steps')}>
        {stepNames.map((name, index) => (
          <li key={name} aria-current={index === draft.step ? 'step' : undefined} className={index < draft.step ? 'done' : undefined}>
            {t(`create.step.${name}`)}
          </li>
        ))}
      </ol>
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
        {step === 'basics' && <BasicsStep {...stepProps} />}
        {step === 'story' && <StoryStep {...stepProps} />}
        {step === 'goal' && <GoalStep {...stepProps} />}
        {step === 'photos' && (
          <PhotosStep
            {...stepProps}
            busy={busy}
            onAddCover={(file) => void keepPhotos([file], true)}
            onAddGallery={(files) => void keepPhotos(files, false)}
            onRemove={dropPhoto}
          />
        )}
        {step === 'review' && <ReviewStep draft={draft} problems={checkStep('review', draft.fields, draft.coverPhotoId !== null)} />}
        {step === 'review' && !isAuthenticated && <p className="notice">{online ? t('create.signInToSend') : t('create.queued.signIn')}</p>}
        <p className="save-state" aria-live="polite">
          {saveState === 'saved'
            ? t('create.saved')
            : saveState === 'full'
              ? t('create.storageFull')
              : saveState === 'failed'
                ? t('create.saveFailed')
                : ''}
        </p>
        <div className="actions">
          {draft.step > 0 && (
            <button type="button" className="btn btn-ghost" onClick={() => goTo(draft.step - 1)} disabled={busy}>
              {t('create.back')}
            </button>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {step === 'review' ? (isAuthenticated ? t('create.send') : t('create.signInAndSend')) : t('create.next')}
          </button>
        </div>
      </form>
    </section>
  );
}
