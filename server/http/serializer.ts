/**
 * Answers written by their contract schema, as Fastify writes a route's
 * answer: only the fields the schema names leave the server. Used for answers
 * that are serialised once and kept (the response cache), outside any route.
 */
import fastJson from 'fast-json-stringify';
import type { Static, TSchema } from 'typebox';

export type Serializer<T> = (value: T) => string;

export function serializerFor<S extends TSchema>(schema: S): Serializer<Static<S>> {
  return fastJson(schema as unknown as Parameters<typeof fastJson>[0]) as Serializer<Static<S>>;
}
