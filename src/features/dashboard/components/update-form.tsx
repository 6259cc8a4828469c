import { useState, type FormEvent } from 'react';
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
import { Field } from '../../../lib/ui/field';
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

/** The update's heading and text. */
function UpdateText({
  idPrefix,
  title,
  body,
  onTitle,
  onBody,
}: {
  idPrefix: string;
  title: string;
  body: string;
  onTitle: (title: string) => void;
  onBody: (body: string) => void;
}) {
  const t = useT();
  const { titleMax, bodyMax } = campaignLimits.update;
  return (
    <>
      <Field id={`${idPrefix}-title`} label={t('dashboard.update.heading')}>
        <input id={`${idPrefix}-title`} value={title} maxLength={titleMax} onChange={(e) => onTitle(e.target.value)} />
      </Field>
      <Field id={`${idPrefix}-body`} label={t('dashboard.update.body')} hint={t('dashboard.update.bodyHint')}>
        <textarea
          id={`${idPrefix}-body`}
          value={body}
          maxLength={bodyMax}
          rows={5}
          onChange={(e) => onBody(e.target.value)}
          aria-describedby={`${idPrefix}-body-hint`}
        />
      </Field>
    </>
  );
}

/** Posts an update, with up to four photos, on a live, paused or closed story; a closed one may say what the money achieved. */
export function UpdateForm({ story, onDone }: { story: MyStory; onDone: () => void }) {
  const t = useT();
  const ut = useUpdateT();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [impact, setImpact] = useState(false);
  const [sendingId, setSendingId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = useChosenPhotos();
  const items = useOutboxItems();
  const sending = sendingId !== null;
  const sendingItem = items.find((item) => item.id === sendingId);
  const { titleMin, bodyMin } = campaignLimits.update;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim().length < titleMin || body.trim().length < bodyMin) {
      setProblem(t('dashboard.update.tooShort', { title: titleMin, body: bodyMin }));
      return;
    }
    const updateId = newRequestId();
    setSendingId(updateId);
    setProblem(null);
    try {
      const handed = await postUpdate(story.id, updateId, { title: title.trim(), body: body.trim(), impact }, chosen.photos, (n) =>
        ut('dashboard.update.photoAlt', { n }),
      );
      if (handed.state === 'attention') {
        await deleteDraft(updateId);
        setProblem(handed.error);
        return;
      }
      toast.success(handed.state === 'sent' ? t('dashboard.update.posted') : t('dashboard.update.queued'));
      onDone();
    } catch (error) {
      await deleteDraft(updateId).catch(() => undefined);
      setProblem(isQuotaError(error) ? ut('dashboard.update.storageFull') : t('create.photoFailed'));
    } finally {
      setSendingId(null);
    }
  };

  return (
    <form className="form" onSubmit={(event) => void send(event)} aria-label={t('dashboard.update.title', { title: story.title })}>
      <UpdateText idPrefix={`update-${story.id}`} title={title} body={body} onTitle={setTitle} onBody={setBody} />
      <UpdatePhotos idPrefix={`update-${story.id}`} chosen={chosen} disabled={sending} />
      {story.status === 'completed' && (
        <label className="check">
          <input type="checkbox" checked={impact} onChange={(e) => setImpact(e.target.checked)} />
          {t('dashboard.update.impact')}
        </label>
      )}
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      {sendingItem && <PhotoProgress item={sendingItem} items={items} />}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={sending || chosen.busy}>
          {t('dashboard.update.send')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('dashboard.profile.cancel')}
        </button>
      </div>
    </form>
  );
}
