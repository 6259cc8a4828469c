/**
 * GET /uploads/<id>/<width>.webp when photos live in a bucket: streamed
 * through the server with the headers the static files have on local disk
 * (type, length, one-year immutable cache, ETag and 304).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../domain/errors';

export const immutable = 'public, max-age=31536000, immutable';

const PhotoFileParams = Type.Object({ id: Type.String(), file: Type.String() });
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const variantFile = /^[0-9]{1,5}\.webp$/;

export const storedPhotoFiles: FastifyPluginAsyncTypebox = async (app) => {
  const storage = app.photoStorage;
  app.get('/uploads/:id/:file', { schema: { params: PhotoFileParams } }, async (request, reply) => {
    const { id, file } = request.params;
    // Anything that is not a photo's width is missing, as it is among the static files on disk.
    const stored = uuid.test(id) && variantFile.test(file) ? await storage.read('image', id, file) : null;
    if (!stored) throw notFound('This photo does not exist.');
    reply.header('cache-control', immutable);
    if (stored.etag) reply.header('etag', stored.etag);
    if (stored.lastModified) reply.header('last-modified', stored.lastModified.toUTCString());
    if (stored.etag && request.headers['if-none-match'] === stored.etag) {
      stored.body.destroy();
      return reply.status(304).send();
    }
    return reply.type('image/webp').header('content-length', stored.size).send(stored.body);
  });
  return Promise.resolve();
};
