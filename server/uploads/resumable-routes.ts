/**
 * Photos over a bad uplink: the tus resumable-upload protocol under
 * /api/uploads/resumable (creation, then HEAD to learn how many bytes arrived
 * and PATCH to send the rest), so an upload resumes from the last byte that
 * reached the server, across drops, reloads and days offline. Then
 * POST /api/uploads/finish (JSON) turns the finished bytes into a photo
 * through the same pipeline as POST /api/upload.
 */
import { Server as TusServer, type ServerOptions } from '@tus/server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { registerRaw } from '../http/route-table';
import { runPeriodically } from '../schedule/periodic';
import { currentUser, userOnly } from '../auth/guard';
import { ErrorAnswer } from '../../contract/api/common';
import { FinishUploadBody, resumableUploadPath, UploadedImage } from '../../contract/api/uploads';
import { uploadLimits } from './image-pipeline';
import { answerRepeat, uploadIdFor, withoutKey } from './resumable-repeats';

const refusal = (status_code: number, message: string) => ({ status_code, body: JSON.stringify({ message }) });

export const resumableUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { uploads, resumableStore: store } = app;
  type TusRequest = Parameters<NonNullable<ServerOptions['onIncomingRequest']>>[0];
  const owners = new WeakMap<TusRequest, string>();
  const tus = new TusServer({
    path: resumableUploadPath,
    datastore: store.datastore,
    maxSize: uploadLimits.maxBytes,
    relativeLocation: true,
    namingFunction: (_req, metadata) => uploadIdFor(metadata),
    // Who sends is checked on every request: only the person who started an upload may see or continue it.
    async onIncomingRequest(req, uploadId) {
      const match = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '');
      const viewer = await app.auth.authenticate(match?.[1]);
      if (viewer?.kind !== 'user') throw refusal(401, 'Please sign in to continue.');
      if (req.method !== 'POST') {
        const upload = await store.info(uploadId);
        if (upload && upload.metadata.owner !== viewer.userId) throw refusal(404, 'This upload does not exist.');
      }
      owners.set(req, viewer.userId);
    },
    async onUploadCreate(req, upload) {
      const owner = owners.get(req);
      if (!owner) throw refusal(401, 'Please sign in to continue.');
      return { metadata: { ...withoutKey(upload.metadata), owner } };
    },
  });

  // tus protocol routes: bytes and headers, not JSON, so they have no JSON schemas. Their bodies are raw bytes the
  // tus server streams to the store itself: Fastify must not read them.
  await registerRaw(app, 'the tus resumable-upload protocol: bytes and headers, not JSON', async (protocol) => {
    protocol.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      if (await answerRepeat(request, reply, { uploads, store })) return reply;
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    protocol.route({ method: ['POST', 'OPTIONS'], url: resumableUploadPath, handler: handle });
    protocol.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${resumableUploadPath}/:id`, handler: handle });
  });

  app.post(
    '/api/uploads/finish',
    {
      ...userOnly,
      // One photo item, one key: its finish sent again answers as the first did, even naming another upload of the
      // same photo. "Gone" and "not whole yet" describe a moment, not an outcome, so a repeat runs again.
      config: { ...userOnly.config, idempotency: { sameDespite: ['upload_id'], notKept: [404, 409] } },
      schema: { body: FinishUploadBody, response: { 201: UploadedImage, '4xx': ErrorAnswer } },
    },
    async (request, reply) => {
      const viewer = await currentUser(request);
      const stored = await uploads.finishResumable(
        viewer.userId,
        request.body.upload_id,
        request.body.type ?? 'image',
        store,
        request.idempotency?.key,
      );
      return reply.status(201).send(stored);
    },
  );

  // Once the server listens, never while it starts, then every six hours.
  runPeriodically(app, 'unfinished uploads', 6 * 60 * 60 * 1000, async () => {
    await Promise.all([store.removeExpired(), uploads.forgetFinished()]);
  });
};
