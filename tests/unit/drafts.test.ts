// Drafts in IndexedDB (fake-indexeddb): kept, listed, repaired when damaged, deleted with their photos.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, database } from '../../src/lib/offline/db';
import { addPhoto, deleteDraft, getDraft, getPhoto, listDrafts, newDraft, repairDraft, saveDraft } from '../../src/lib/offline/drafts';
import { deleteAppDatabase } from '../helpers/fresh-database';

afterEach(async () => {
  await deleteAppDatabase();
});

describe('drafts store', () => {
  it('keeps a draft with its fields and step, and lists the newest first', async () => {
    const older = newDraft();
    older.fields.title = 'First idea';
    await saveDraft(older);
    await new Promise((r) => setTimeout(r, 5));
    const newer = { ...newDraft(), step: 2 };
    newer.fields.title = 'Second idea';
    await saveDraft(newer);
    expect(await getDraft(newer.id)).toMatchObject({ id: newer.id, step: 2, fields: { title: 'Second idea' } });
    expect((await listDrafts()).map((d) => d.fields.title)).toEqual(['Second idea', 'First idea']);
  });

  it('survives closing and reopening the database (a reload or a crash)', async () => {
    const draft = newDraft();
    draft.fields.story = 'Our roof leaks every rainy season.';
    await saveDraft(draft);
    await closeDatabase();
    expect((await getDraft(draft.id))?.fields.story).toBe('Our roof leaks every rainy season.');
  });

  it('keeps photos as Blobs and deletes them with their draft', async () => {
    const draft = newDraft();
    await saveDraft(draft);
    const photoId = await addPhoto(draft.id, new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }), 'roof.jpg');
    const photo = await getPhoto(photoId);
    expect(photo?.name).toBe('roof.jpg');
    expect(new Uint8Array(await photo!.blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    await deleteDraft(draft.id);
    expect(await getDraft(draft.id)).toBeNull();
    expect(await getPhoto(photoId)).toBeNull();
  });

  it('repairs a damaged record read back from storage, or drops it', async () => {
    const db = await database();
    await db.put('drafts', { id: 'broken', step: 99, fields: { title: 42, story: 'kept' }, galleryPhotoIds: ['a', 7, 'b'] } as never);
    const repaired = await getDraft('broken');
    expect(repaired).toMatchObject({
      id: 'broken',
      step: 0,
      coverPhotoId: null,
      galleryPhotoIds: ['a', 'b'],
      fields: { title: '', story: 'kept', goal: '' },
    });
    expect(repairDraft(null)).toBeNull();
    expect(repairDraft({ fields: {} })).toBeNull();
    expect(repairDraft('nonsense')).toBeNull();
  });
});
