// A photo item once its finish may have committed: the finish is asked again (same key, same upload) and the photo
// is never uploaded anew; only a finish that says the upload is gone (so it never became a photo) starts it over.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxKinds } from '../../src/app/outbox-kinds';
import { addPhoto } from '../../src/lib/offline/drafts';
import { Outbox } from '../../src/lib/offline/outbox';
import { photoKind } from '../../src/lib/offline/outbox-photo';
import { createTransport } from '../../src/lib/offline/outbox-transport';
import type { PhotoUploadOptions } from '../../src/lib/offline/photo-upload';
import { forgetPhoneDatabase } from '../helpers/outbox-items';

afterEach(async () => {
  vi.unstubAllGlobals();
  await forgetPhoneDatabase();
});

/** A phone whose photo uploads and finishes are recorded; `finish` answers each finish (or throws: no answer). */
async function phone(finish: (body: { upload_id: string }, key: string) => Response) {
  const uploads: Array<{ uploadUrl: string | null; key: string }> = [];
  const finishes: Array<{ uploadId: string; key: string }> = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { upload_id: string };
    const key = new Headers(init.headers).get('idempotency-key') ?? '';
    finishes.push({ uploadId: body.upload_id, key });
    return finish(body, key);
  });
  const outbox = new Outbox({
    transport: createTransport({
      origin: 'http://phone.test',
      session: { current: async () => ({ userId: 'ama', token: 't' }) },
      inWorker: false,
      kinds: outboxKinds,
      photoSender: async () => async (_blob: Blob, _name: string, options: PhotoUploadOptions) => {
        uploads.push({ uploadUrl: options.uploadUrl, key: options.key });
        const url = options.uploadUrl ?? `http://phone.test/api/uploads/resumable/upload-${uploads.length}`;
        await options.saveUploadUrl(url);
        return url;
      },
    }),
    exclusive: (work) => work(),
  });
  const photoId = await addPhoto('draft', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }), 'photo.jpg');
  const [item] = await outbox.enqueue([photoKind.item({ label: 'Photo 1', payload: { photoId, name: 'photo.jpg' }, userId: 'ama' })]);
  return { outbox, id: item!.id, uploads, finishes };
}

const photo = () => new Response(JSON.stringify({ id: 'photo-1' }), { status: 201 });
const gone = () => new Response(JSON.stringify({ message: 'This upload does not exist. Send the photo again.' }), { status: 404 });
const lost = (): Response => {
  throw new TypeError('Failed to fetch');
};

describe('a photo whose finish may have committed', () => {
  it('asks the finish again with the same key and upload, and never uploads the photo again', async () => {
    let answers = 0;
    const { outbox, id, uploads, finishes } = await phone(() => (answers++ === 0 ? lost() : photo()));
    await outbox.flush();
    expect((await outbox.get(id))?.state).toBe('waiting');
    await outbox.wake();
    await outbox.flush();
    expect(await outbox.get(id)).toMatchObject({ state: 'sent', result: { id: 'photo-1' } });
    expect(uploads).toEqual([{ uploadUrl: null, key: id }]);
    expect(finishes).toEqual([
      { uploadId: 'upload-1', key: id },
      { uploadId: 'upload-1', key: id },
    ]);
  });

  it('starts the photo over only when the finish says its upload is gone', async () => {
    let answers = 0;
    const { outbox, id, uploads } = await phone(() => [lost, gone][answers++]?.() ?? photo());
    for (let round = 0; round < 3 && (await outbox.get(id))?.state !== 'sent'; round++) {
      await outbox.wake();
      await outbox.flush();
    }
    expect((await outbox.get(id))?.state).toBe('sent');
    expect(uploads.map((upload) => upload.uploadUrl)).toEqual([null, null]);
  });
});
