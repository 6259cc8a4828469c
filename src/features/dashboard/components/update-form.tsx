import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { problemText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import { campaignLimits } from '../../../../contract/rules/campaign';
import { toast } from '../../../lib/toast';
import { isQuotaError } from '../../../lib/offline/db';
import { addPhoto, deleteDraft } from '../../../lib/offline/drafts';
import type { NewOutboxItem } from '../../../lib/offline/outbox';
import { sendNowOrLater, useOutboxItems } from '../../../lib/offline/outbox-service';
import { photoKind } from '../../../lib/offline/outbox-photo';
import { newRequestId } from '../../../lib/request-id';
import { PhotoProgress } from '../../../lib/ui/outbox-panel';
import type { MyStory } from '../api';
import { ErrorSummary } from '../../../lib/ui/error-summary';
import { describedBy, Field } from '../../../lib/ui/field';
import { useFormState } from '../../../lib/ui/form-state';
import { UpdatePhotos, useChosenPhotos, type ChosenPhoto } from './update-photos';
import { useUpdateT } from '../update-text';
import { updateKind } from '../outbox-update';

/** The photos' outbox items, each photo kept on the phone under the update's own id until the update has arrived. */
async function photoItems(photos: readonly ChosenPhoto[], photoSetId: string, label: (n: number) => string): Promise<NewOutboxItem[]> {
  const items: NewOutboxItem[] = [];
  for (const [index, photo] of photos.entries()) {
    const photoId = await addPhoto(photoSetId, photo.blob, photo.name);
    items.push(
      photoKind.item({ id: newRequestId(), label: label(index + 1), payload: { photoId, name: `update-photo-${index + 1}.jpg` } }),
    );
  }
  return items;
}

/** Through the outbox, photos first: posted now when online, kept and posted later when not. */
async function postUpdate(
  campaignId: string,
  updateId: string,
  text: { title: string; body: string; impact: boolean },
  chosen: readonly ChosenPhoto[],
  photoLabel: (n: number) => string,
) {
  const photos = await photoItems(chosen, updateId, photoLabel);
  const photoItemIds = photos.map((photo) => photo.id ?? '');
  return sendNowOrLater([
    ...photos,
    updateKind.item({
      id: updateId,
      label: text.title,
      payload: {
        campaignId,
        body: { title: text.title, body: text.body, ...(text.impact ? { is_impact: true } : {}) },
        photoItemIds,
        photoSetId: updateId,
      },
      dependsOn: photoItemIds,
    }),
  ]);
}

type UpdateField = 'title' | 'body';

/** The update's heading and text, each with its problem. */
function UpdateText({
  ids,
  title,
  body,
  problems,
  onTitle,
  onBody,
}: {
  ids: Record<UpdateField, string>;
  title: string;
  body: string;
  problems: Partial<Record<UpdateField, string>>;
  onTitle: (title: string) => void;
  onBody: (body: string) => void;
}) {
  const t = useT();
  const { titleMax, bodyMax } = campaignLimits.update;
  return (
    <>
      <Field id={ids.title} label={t('dashboard.update.heading')} problem={problems.title}>
        <input
          id={ids.title}
          value={title}
          maxLength={titleMax}
          onChange={(e) => onTitle(e.target.value)}
          aria-invalid={Boolean(problems.title)}
          aria-describedby={describedBy(ids.title, false, problems.title)}
        />
      </Field>
      <Field id={ids.body} label={t('dashboard.update.body')} hint={t('dashboard.update.bodyHint')} problem={problems.body}>
        <textarea
          id={ids.body}
          value={body}
          maxLength={bodyMax}
          rows={5}
          onChange={(e) => onBody(e.target.value)}
          aria-invalid={Boolean(problems.body)}
          aria-describedby={describedBy(ids.body, true, problems.body)}
        />
      </Field>
    </>
  );
}

/** What the server would refuse in an update, said before it is sent. */
function checkUpdate(title: string, body: string, t: ReturnType<typeof useT>): Partial<Record<UpdateField, string>> {
  const { titleMin, bodyMin } = campaignLimits.update;
  return {
    ...(title.trim().length < titleMin ? { title: t('dashboard.update.titleShort', { min: titleMin }) } : {}),
    ...(body.trim().length < bodyMin ? { body: t('dashboard.update.bodyShort', { min: bodyMin }) } : {}),
  };
}

/** Posts an update, with up to four photos, on a live, paused or closed story; a closed one may say what the money achieved. */
export function UpdateForm({ story, onDone }: { story: MyStory; onDone: () => void }) {
  const t = useT();
  const ut = useUpdateT();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [impact, setImpact] = useState(false);
  const [sendingId, setSendingId] = useState<string | null>(null);
  const state = useFormState<UpdateField>(() => checkUpdate(title, body, t));
  const chosen = useChosenPhotos();
  const items = useOutboxItems();
  const sendingItem = items.find((item) => item.id === sendingId);
  const ids = { title: `update-${story.id}-title`, body: `update-${story.id}-body` };

  const send = async () => {
    const updateId = newRequestId();
    setSendingId(updateId);
    try {
      const handed = await postUpdate(story.id, updateId, { title: title.trim(), body: body.trim(), impact }, chosen.photos, (n) =>
        ut('dashboard.update.photoAlt', { n }),
      );
      if (handed.state === 'attention') {
        await deleteDraft(updateId);
        state.setFailure(problemText(handed.error));
        return;
      }
      toast.success(handed.state === 'sent' ? t('dashboard.update.posted') : t('dashboard.update.queued'));
      onDone();
    } catch (error) {
      await deleteDraft(updateId).catch(() => undefined);
      throw new ApiError('client', isQuotaError(error) ? ut('dashboard.update.storageFull') : t('create.photoFailed'));
    } finally {
      setSendingId(null);
    }
  };

  return (
    <form className="form" onSubmit={state.submitWith(send, t)} aria-label={t('dashboard.update.title', { title: story.title })} noValidate>
      <ErrorSummary title={t('form.fix')} failure={state.failure} items={state.items(ids)} attempt={state.attempt} />
      <UpdateText ids={ids} title={title} body={body} problems={state.problems} onTitle={setTitle} onBody={setBody} />
      <UpdatePhotos idPrefix={`update-${story.id}`} chosen={chosen} disabled={state.busy} />
      {story.status === 'completed' && (
        <label className="check">
          <input type="checkbox" checked={impact} onChange={(e) => setImpact(e.target.checked)} />
          {t('dashboard.update.impact')}
        </label>
      )}
      {sendingItem && <PhotoProgress item={sendingItem} items={items} />}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={state.busy || chosen.busy}>
          {t('dashboard.update.send')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('dashboard.profile.cancel')}
        </button>
      </div>
    </form>
  );
}
