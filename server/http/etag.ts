/**
 * Answers 304 Not Modified when the client already has this exact answer, so
 * an unchanged page of results costs a phone a few bytes instead of a list.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, body: unknown, cacheControl = 'no-cache'): FastifyReply {
  const json = JSON.stringify(body);
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  void reply.header('etag', etag).header('cache-control', cacheControl).header('vary', 'authorization, accept-encoding');
  const given = request.headers['if-none-match'];
  if (typeof given === 'string' && given.split(',').some((tag) => tag.trim() === etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
