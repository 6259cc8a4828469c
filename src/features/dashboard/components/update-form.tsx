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
  const id = (field: string) => `update-${story.id}-${field}`;
  const { titleMin, titleMax, bodyMin, bodyMax } = campaignLimits.update;

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
      // Through the outbox, photos first: posted now when online, kept and posted later when not.
      const photos = await photoItems(chosen.photos, updateId, (n) => ut('dashboard.update.photoAlt', { n }));
      const photoItemIds = photos.map((photo) => photo.id ?? '');
      const handed = await sendNowOrLater([
        ...photos,
        updateKind.item({
          id: updateId,
          label: title.trim(),
          payload: {
            campaignId: story.id,
            body: { title: title.trim(), body: body.trim(), ...(impact ? { is_impact: true } : {}) },
            photoItemIds,
            photoSetId: updateId,
          },
          dependsOn: photoItemIds,
        }),
      ]);
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
      <Field id={id('title')} label={t('dashboard.update.heading')}>
        <input id={id('title')} value={title} maxLength={titleMax} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field id={id('body')} label={t('dashboard.update.body')} hint={t('dashboard.update.bodyHint')}>
        <textarea
          id={id('body')}
          value={body}
          maxLength={bodyMax}
          rows={5}
          onChange={(e) => setBody(e.target.value)}
          aria-describedby={`${id('body')}-hint`}
        />
      </Field>
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
