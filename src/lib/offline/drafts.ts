/**
 * Drafts of stories and their photos. Drafts survive reloads, crashes and
 * days offline; photos are kept as Blobs next to them.
 */
import { newRequestId } from '../request-id';
import { database, type DraftFields, type DraftRecord, type PhotoRecord } from './db';

export type Draft = DraftRecord;
export type { DraftFields };

export const emptyFields: DraftFields = {
  title: '',
  category: '',
  region: '',
  beneficiary: '',
  relationship: '',
  summary: '',
  story: '',
  goal: '',
  deadline: '',
};

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** Checks a record read back from storage; fills what is missing, drops what is unusable. */
export function repairDraft(value: unknown): Draft | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Omit<Partial<DraftRecord>, 'fields'> & { fields?: Partial<Record<keyof DraftFields, unknown>> };
  if (typeof record.id !== 'string' || record.id === '') return null;
  const fields: Partial<Record<keyof DraftFields, unknown>> = record.fields ?? {};
  const now = Date.now();
  return {
    id: record.id,
    createdAt: Number.isFinite(record.createdAt) ? Number(record.createdAt) : now,
    updatedAt: Number.isFinite(record.updatedAt) ? Number(record.updatedAt) : now,
    step: Number.isInteger(record.step) && Number(record.step) >= 0 && Number(record.step) <= 4 ? Number(record.step) : 0,
    fields: {
      title: text(fields.title, 200),
      category: text(fields.category, 40),
      region: text(fields.region, 40),
      beneficiary: text(fields.beneficiary, 200),
      relationship: text(fields.relationship, 20),
      summary: text(fields.summary, 400),
      story: text(fields.story, 12_000),
      goal: text(fields.goal, 20),
      deadline: text(fields.deadline, 10),
    },
    coverPhotoId: typeof record.coverPhotoId === 'string' ? record.coverPhotoId : null,
    galleryPhotoIds: Array.isArray(record.galleryPhotoIds)
      ? record.galleryPhotoIds.filter((id): id is string => typeof id === 'string').slice(0, 6)
      : [],
    outboxItemId: typeof record.outboxItemId === 'string' ? record.outboxItemId : null,
  };
}

export function newDraft(): Draft {
  const now = Date.now();
  return {
    id: newRequestId(),
    createdAt: now,
    updatedAt: now,
    step: 0,
    fields: { ...emptyFields },
    coverPhotoId: null,
    galleryPhotoIds: [],
    outboxItemId: null,
  };
}

export async function saveDraft(draft: Draft): Promise<void> {
  await (await database()).put('drafts', { ...draft, updatedAt: Date.now() });
}

export async function getDraft(id: string): Promise<Draft | null> {
  return repairDraft(await (await database()).get('drafts', id));
}

/** All drafts, most recently changed first. */
export async function listDrafts(): Promise<Draft[]> {
  const all = await (await database()).getAllFromIndex('drafts', 'by-updated');
  return all
    .map(repairDraft)
    .filter((d): d is Draft => d !== null)
    .reverse();
}

export async function deleteDraft(id: string): Promise<void> {
  const db = await database();
  const tx = db.transaction(['drafts', 'photos'], 'readwrite');
  await tx.objectStore('drafts').delete(id);
  const photos = tx.objectStore('photos');
  for (const key of await photos.index('by-draft').getAllKeys(id)) await photos.delete(key);
  await tx.done;
}

export async function addPhoto(draftId: string, blob: Blob, name: string): Promise<string> {
  const photo: PhotoRecord = { id: newRequestId(), draftId, blob, name: name.slice(0, 200), addedAt: Date.now() };
  await (await database()).put('photos', photo);
  return photo.id;
}

export async function getPhoto(id: string): Promise<PhotoRecord | null> {
  const photo = await (await database()).get('photos', id);
  return photo && photo.blob instanceof Blob ? photo : null;
}

export async function removePhoto(id: string): Promise<void> {
  await (await database()).delete('photos', id);
}
