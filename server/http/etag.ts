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

/** Text with its ETag. */
export function tagged(body: string): Serialised {
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Sends an answer already serialised with its ETag (e.g. from the response cache). */
export function sendSerialised(request: FastifyRequest, reply: FastifyReply, answer: Serialised, cacheControl = 'no-cache'): FastifyReply {
  void reply.header('etag', answer.etag).header('cache-control', cacheControl).header('vary', 'authorization, accept-encoding');
  const given = request.headers['if-none-match'];
  if (typeof given === 'string' && given.split(',').some((tag) => tag.trim() === answer.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/** Sends a 200 answer written by the route's own response schema, with its ETag. */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, body: unknown, cacheControl = 'no-cache'): FastifyReply {
  return sendSerialised(request, reply, tagged(reply.serializeInput(body as Record<string, unknown>, '200') as string), cacheControl);
}
