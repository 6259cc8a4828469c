/**
 * Answers 304 Not Modified when the client already has this exact answer, so
 * an unchanged page of results costs a phone a few bytes instead of a list.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface Serialised {
  body: string;
  etag: string;
}

export function serialise(value: unknown, isText = false): Serialised {
  const body = isText ? String(value) : JSON.stringify(value);
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Sends an answer already serialised with its ETag (e.g. from the response cache). */
export function sendSerialised(request: FastifyRequest, reply: FastifyReply, answer: Serialised, cacheControl = 'no-cache'): FastifyReply {
  void reply.header('etag', answer.etag).header('cache-control', cacheControl).header('vary', 'authorization, accept-encoding');
  const given = request.headers['if-none-match'];
  if (typeof given === 'string' && given.split(',').some((tag) => tag.trim() === answer.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, body: unknown, cacheControl = 'no-cache'): FastifyReply {
  return sendSerialised(request, reply, serialise(body), cacheControl);
}
