/**
 * What the person does to the draft on /create: move between steps, keep and
 * drop photos, send it. Each change is saved at once; the URL names the draft
 * once it exists, so a reload or a sign-in comes back to it.
 */
import type { NavigateFunction, SetURLSearchParams } from 'react-router-dom';
import { campaignLimits } from '../../../contract/rules/campaign';
import type { Translate } from '../../lib/i18n/i18n';
import { isQuotaError } from '../../lib/offline/db';
import { addPhoto, removePhoto, type Draft } from '../../lib/offline/drafts';
import { enqueue, outbox } from '../../lib/offline/outbox-service';
import type { OutboxItem } from '../../lib/offline/outbox';
import { shrinkPhoto } from '../../lib/shrink-photo';
import { problemText } from '../../lib/error-text';
import type { FormState } from '../../lib/ui/form-state';
import { outboxItemsFor } from './submit';
import type { useDraft } from './use-draft';
import { firstStepToFix, type CreateField } from './validation';

type Drafting = ReturnType<typeof useDraft>;

export interface DraftEditing {
  draft: Draft;
  /** The draft the URL names, if any. */
  draftId: string | null;
  isAuthenticated: boolean;
  change: Drafting['change'];
  setField: Drafting['setField'];
  flush: Drafting['flush'];
  setParams: SetURLSearchParams;
  navigate: NavigateFunction;
  /** The form's state: its problems, busy while photos are kept or the story is handed on, and what failed. */
  form: Pick<FormState<CreateField>, 'validate' | 'reset' | 'setBusy' | 'setFailure'>;
  t: Translate;
}

export function draftSteps({ draft, draftId, change, setField, setParams, form }: DraftEditing) {
  const remember = () => {
    if (draftId !== draft.id) setParams({ draft: draft.id }, { replace: true });
  };
  const edit: Drafting['setField'] = (field, value) => {
    remember();
    setField(field, value);
  };
  const goTo = (index: number) => {
    // A new step starts with nothing marked.
    form.reset();
    change((d) => ({ ...d, step: index }), { now: true });
    remember();
    window.scrollTo(0, 0);
  };
  const next = () => {
    if (form.validate()) goTo(draft.step + 1);
  };
  return { remember, edit, goTo, next };
}

export function draftPhotos({ draft, change, form, t }: DraftEditing, remember: () => void) {
  /** Photos are shrunk on the phone and kept with the draft, the cover's first. */
  const keepPhotos = async (files: File[], asCover: boolean) => {
    form.setBusy(true);
    form.setFailure(null);
    remember();
    try {
      const ids: string[] = [];
      for (const file of files) ids.push(await addPhoto(draft.id, await shrinkPhoto(file), file.name));
      change(
        (d) =>
          asCover
            ? { ...d, coverPhotoId: ids[0] ?? d.coverPhotoId }
            : { ...d, galleryPhotoIds: [...d.galleryPhotoIds, ...ids].slice(0, campaignLimits.galleryImages) },
        { now: true },
      );
    } catch (error) {
      form.setFailure(problemText(isQuotaError(error) ? t('create.storageFull') : t('create.photoFailed')));
    } finally {
      form.setBusy(false);
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
  return { keepPhotos, dropPhoto };
}

/** Sends the draft for review: signed out, to sign-in first; signed in, through the outbox, photos first, online or not. */
export function sendDraft(editing: DraftEditing, remember: () => void) {
  const { draft, isAuthenticated, change, flush, navigate, form, t } = editing;
  return async () => {
    if (!form.validate()) {
      // The review has no fields: the person is taken to the first step with something to fix, its problems marked.
      const step = firstStepToFix(draft.fields, draft.coverPhotoId !== null);
      if (step >= 0) change((d) => ({ ...d, step }), { now: true });
      return;
    }
    await flush();
    if (!isAuthenticated) {
      navigate(`/login?next=${encodeURIComponent(`/create?draft=${draft.id}`)}`);
      return;
    }
    form.setBusy(true);
    remember();
    try {
      const { items: newItems, storyItemId } = outboxItemsFor(draft, (n) => t('create.photos.galleryAlt', { n }));
      change((d) => ({ ...d, outboxItemId: storyItemId }), { now: true });
      await flush();
      await enqueue(newItems);
    } catch (error) {
      change((d) => ({ ...d, outboxItemId: null }), { now: true });
      form.setFailure(problemText(isQuotaError(error) ? t('create.storageFull') : t('create.saveFailed')));
    } finally {
      form.setBusy(false);
    }
  };
}

/** Takes a queued story back out of the outbox (with its photos) to fix it. */
export async function takeBack(queued: OutboxItem, change: Drafting['change']): Promise<void> {
  await outbox().remove(queued.id);
  for (const dependency of queued.dependsOn) await outbox().remove(dependency);
  change((d) => ({ ...d, outboxItemId: null }), { now: true });
}
