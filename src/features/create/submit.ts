/**
 * Sending a finished draft: its photos first (with progress), then the story
 * that refers to them. The draft stays until the story is accepted.
 */
import { api } from '../../lib/api';
import { parseCedis } from '../../lib/money';
import { getPhoto, type Draft } from '../../lib/offline/drafts';
import type { StoryPage } from '../../lib/stories/types';

export interface SubmitProgress {
  photo: number;
  photos: number;
  /** 0–1 of the current photo. */
  fraction: number;
}

async function uploadPhoto(photoId: string, onProgress: (fraction: number) => void): Promise<string> {
  const photo = await getPhoto(photoId);
  if (!photo) throw new Error('A photo of this draft is missing. Add it again.');
  const form = new FormData();
  form.append('type', 'image');
  form.append('file', photo.blob, photo.name || 'photo.jpg');
  const { data } = await api.post<{ id: string }>('/api/upload', form, {
    onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0),
  });
  return data.id;
}

export async function submitDraft(draft: Draft, onProgress: (progress: SubmitProgress) => void): Promise<StoryPage> {
  const photoIds = [...(draft.coverPhotoId ? [draft.coverPhotoId] : []), ...draft.galleryPhotoIds];
  const uploaded: string[] = [];
  for (const [index, photoId] of photoIds.entries()) {
    onProgress({ photo: index + 1, photos: photoIds.length, fraction: 0 });
    uploaded.push(await uploadPhoto(photoId, (fraction) => onProgress({ photo: index + 1, photos: photoIds.length, fraction })));
  }
  const [cover, ...gallery] = uploaded;
  const { fields } = draft;
  const { data } = await api.post<StoryPage>('/api/campaigns', {
    title: fields.title.trim(),
    summary: fields.summary.trim(),
    story: fields.story.trim(),
    category: fields.category,
    region: fields.region,
    beneficiary: fields.beneficiary.trim(),
    goal: parseCedis(fields.goal),
    deadline: fields.deadline,
    cover_upload_id: cover ?? null,
    gallery_upload_ids: gallery,
    submit: true,
  });
  return data;
}
