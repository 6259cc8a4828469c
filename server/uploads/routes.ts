/**
 * POST /api/upload (multipart: `file`, `type` = image | avatar | id_document,
 * default image), signed in; and the public photo files under /uploads.
 */
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PhotoParams, UploadedImage, uploadKinds as kinds } from '../../contract/api/uploads';
import { currentUser, userOnly } from '../auth/guard';
import { DomainError, invalid, notFound } from '../domain/errors';
import { slimHeadersOfLastingFiles } from '../http/security';
import { registerRaw } from '../http/route-table';
import { uploadLimits } from './image-pipeline';
import type { UploadKind } from '../../contract/api/uploads';
import { readShareImage, shareImage } from './share-image';
import { immutable, storedPhotoFiles } from './stored-files';

export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { uploads, photoStorage: storage } = app;
  await app.register(multipart, {
    limits: { fileSize: uploadLimits.maxBytes, files: 1, fields: 4, fieldSize: 100, parts: 6 },
    throwFileSizeLimit: true,
  });

  const localDir = storage.localPublicDir;
  await registerRaw(app, 'photo files', (files) => {
    slimHeadersOfLastingFiles(files, () => true);
    return localDir
      ? files.register(fastifyStatic, {
          root: localDir,
          prefix: '/uploads/',
          decorateReply: false,
          index: false,
          dotfiles: 'deny',
          cacheControl: false,
          setHeaders: (reply) => void reply.header('cache-control', immutable),
        })
      : files.register(storedPhotoFiles);
  });

  // A story's link preview: the cover as a JPEG WhatsApp shows (the static files have only WebP).
  await registerRaw(app, 'a JPEG picture', (files) => {
    files.get(`/uploads/:id/${shareImage.file}`, { schema: { params: PhotoParams } }, async (request, reply) => {
      const jpeg = await readShareImage(storage, (request.params as { id: string }).id);
      if (!jpeg) throw notFound('This photo does not exist.');
      return reply.type(shareImage.type).header('cache-control', immutable).send(jpeg);
    });
    return Promise.resolve();
  });

  app.post('/api/upload', { ...userOnly, schema: { response: { 201: UploadedImage } } }, async (request, reply) => {
    const viewer = await currentUser(request);
    if (!request.isMultipart()) throw new DomainError('unsupported_media', 'Send the photo as multipart/form-data with a "file" field.');
    let kind: UploadKind = 'image';
    let bytes: Buffer | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field' && part.fieldname === 'type') {
          const value = String(part.value);
          if (!(kinds as readonly string[]).includes(value))
            throw invalid(`type must be one of: ${kinds.join(', ')}`, 'Invalid upload', 'type');
          kind = value as UploadKind;
        } else if (part.type === 'file' && part.fieldname === 'file') {
          bytes = await part.toBuffer();
        } else if (part.type === 'file') {
          await part.toBuffer();
          throw invalid(`Unexpected file field "${part.fieldname}": send it as "file".`, 'Invalid upload', part.fieldname);
        }
      }
    } catch (error) {
      if (error instanceof DomainError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        throw new DomainError('too_large', 'This photo is larger than 8 MB. Choose a smaller one.', 'file_too_large');
      if (code?.startsWith('FST_')) throw invalid('The upload could not be read. Try again.', code);
      throw error;
    }
    if (!bytes || bytes.length === 0) throw invalid('file is required', 'Invalid upload', 'file');
    const stored = await uploads.store(viewer.userId, kind, bytes, request.idempotency?.key);
    return reply.status(201).send(stored);
  });
};
