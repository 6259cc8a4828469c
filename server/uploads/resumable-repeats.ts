/**
 * The tus requests a phone repeats after an answer was lost, answered before
 * the tus server sees them, so a photo is never sent twice:
 * - a creation carries the client's key for the upload, and the upload's id
 *   comes from it: the same creation sent again gets the upload the first
 *   one made (201 with its Location) instead of starting another;
 * - an upload already turned into a photo has dropped its bytes, yet asked
 *   how far it got (HEAD) it answers "all of it" (Upload-Offset equal to
 *   Upload-Length, which tus clients take as finished) and names the photo
 *   in Upload-Photo; the phone then repeats the finish, which answers with
 *   that photo. A PATCH to it answers 409, so a client asks with HEAD.
 * Anything else goes on to the tus server.
 */
import { createHash } from 'node:crypto';
import { Metadata, Uid } from '@tus/utils';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resumableKeyField, resumableUploadPath } from '../../contract/rules/upload';
import { viewerOf } from '../auth/guard';
import type { ResumableStore } from './resumable-store';
import type { UploadsService } from './service';

const keyPattern = /^[A-Za-z0-9_-]{8,100}$/;
const tusVersion = '1.0.0';

/** The key a creation carries in its metadata, when it is a usable one. */
function keyOf(metadata: Record<string, string | null> | undefined): string | null {
  const key = metadata?.[resumableKeyField];
  return key && keyPattern.test(key) ? key : null;
}

const idForKey = (key: string) => createHash('sha256').update(`resumable:${key}`).digest('hex').slice(0, 32);

/** The id of the upload a creation makes: from its key when it carries one, so a repeat finds it; random otherwise. */
export function uploadIdFor(metadata: Record<string, string | null> | undefined): string {
  const key = keyOf(metadata);
  return key ? idForKey(key) : Uid.rand();
}

/** The metadata an upload keeps: what the client sent, less its key (the id already stands for it). */
export function withoutKey(metadata: Record<string, string | null> | undefined): Record<string, string | null> {
  const { [resumableKeyField]: _key, ...kept } = metadata ?? {};
  return kept;
}

function parsedMetadata(header: string | string[] | undefined): Record<string, string | null> | undefined {
  if (typeof header !== 'string') return undefined;
  try {
    return Metadata.parse(header);
  } catch {
    return undefined;
  }
}

/**
 * Sends the answer to a repeat and resolves true; false when the tus server should answer. (Not the reply itself:
 * a reply is a thenable, which an async function would wait for instead of returning.)
 */
export async function answerRepeat(
  request: FastifyRequest,
  reply: FastifyReply,
  { uploads, store }: { uploads: UploadsService; store: ResumableStore },
): Promise<boolean> {
  const creating = request.method === 'POST';
  const key = creating ? keyOf(parsedMetadata(request.headers['upload-metadata'])) : null;
  const id = creating ? key && idForKey(key) : (request.params as { id?: string }).id;
  if (!id) return false;
  const finished = await uploads.finishedUpload(id);
  const open = finished || !creating ? null : await store.info(id);
  if (!finished && !open) return false;

  reply.header('Tus-Resumable', tusVersion).header('Cache-Control', 'no-store');
  const viewer = await viewerOf(request);
  if (viewer?.kind !== 'user') return answered(reply.code(401).send({ message: 'Please sign in to continue.' }));
  const owner = finished ? finished.owner_id : open?.metadata.owner;
  const size = finished ? finished.size : open?.size;
  if (creating) {
    // The same key for another person's upload, or for a photo of another size, is not a repeat.
    if (owner !== viewer.userId || String(size) !== request.headers['upload-length'])
      return answered(reply.code(409).send({ message: 'This upload key was already used for another photo.' }));
    return answered(reply.code(201).header('Location', `${resumableUploadPath}/${id}`).send());
  }
  if (!finished || owner !== viewer.userId) return answered(reply.code(404).send({ message: 'This upload does not exist.' }));
  if (request.method === 'HEAD')
    return answered(
      reply
        .code(200)
        .header('Upload-Offset', String(finished.size))
        .header('Upload-Length', String(finished.size))
        .header('Upload-Photo', finished.upload_id)
        .send(),
    );
  return answered(
    reply
      .code(409)
      .header('Upload-Offset', String(finished.size))
      .send({ message: 'This upload is already finished: ask for its offset.' }),
  );
}

/** The reply was sent: the tus server must not see the request. */
const answered = (_reply: FastifyReply) => true;
