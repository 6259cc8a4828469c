/**
 * Sending a finished draft goes through the outbox, online or not: its photos
 * first, then the story that refers to them. The draft stays on the phone
 * until the story has arrived (then the outbox deletes it).
 */
import { parseCedis } from '../../lib/money';
import type { Draft } from '../../lib/offline/drafts';
import type { NewOutboxItem } from '../../lib/offline/outbox';
import { photoKind } from '../../lib/offline/outbox-photo';
import { newRequestId } from '../../lib/request-id';
import type { CampaignCategory, CampaignRelationship } from '../../../contract/rules/campaign';
import type { GhanaRegion } from '../../../contract/rules/ghana';
import { storyKind, type StoryPayload } from './outbox-story';

export function outboxItemsFor(draft: Draft, photoLabel: (n: number) => string): { items: NewOutboxItem[]; storyItemId: string } {
  const photoIds = [...(draft.coverPhotoId ? [draft.coverPhotoId] : []), ...draft.galleryPhotoIds];
  const uploads: NewOutboxItem[] = photoIds.map((photoId, index) =>
    photoKind.item({ id: newRequestId(), label: photoLabel(index + 1), payload: { photoId, name: `photo-${index + 1}.jpg` } }),
  );
  const { fields } = draft;
  const uploadIds = uploads.map((u) => u.id ?? '');
  const storyItemId = newRequestId();
  const payload: StoryPayload = {
    draftId: draft.id,
    // The form's review step checked every field (./validation.ts); the server checks them again.
    body: {
      title: fields.title.trim(),
      summary: fields.summary.trim(),
      story: fields.story.trim(),
      category: fields.category as CampaignCategory,
      region: fields.region as GhanaRegion,
      beneficiary: fields.beneficiary.trim(),
      relationship: fields.relationship as CampaignRelationship,
      goal: parseCedis(fields.goal) as number,
      deadline: fields.deadline,
      submit: true,
    },
    coverItemId: draft.coverPhotoId ? (uploadIds[0] ?? null) : null,
    galleryItemIds: draft.coverPhotoId ? uploadIds.slice(1) : uploadIds,
  };
  return {
    items: [...uploads, storyKind.item({ id: storyItemId, label: fields.title.trim(), payload, dependsOn: uploadIds })],
    storyItemId,
  };
}
