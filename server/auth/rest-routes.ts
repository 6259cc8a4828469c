/**
 * `/rest/v1/users`: the users row as supabase-js reads and updates it, with
 * the row rules Supabase's row-level security would state: a signed-in user
 * sees and updates only their own row, and only its profile fields. Errors
 * take PostgREST's shape `{code, details, hint, message}`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { NoBody } from '../../contract/api/common';
import { Profile, RestPatch, RestQuery, RestRow, RestRows, singleObjectType as singleObject } from '../../contract/api/users';
import { DomainError, type ErrorKind } from '../domain/errors';
import { httpStatusOf } from '../http/errors';
import { checkProfilePatch } from '../users/profile-rules';
import { signedInUser } from './guard';

class RestError extends DomainError {
  constructor(
    kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(kind, message);
  }
}

const columns = Object.keys(Profile.properties) as ReadonlyArray<keyof Profile>;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function noRows(): RestError {
  return new RestError('not_acceptable', 'PGRST116', 'Cannot coerce the result to a single JSON object', 'The result contains 0 rows');
}

function parseSelect(select: string | undefined): readonly string[] {
  if (!select || select.trim() === '*') return columns;
  const wanted = select.split(',').map((c) => c.trim());
  for (const column of wanted) {
    if (!(columns as readonly string[]).includes(column)) throw new RestError('invalid', '42703', `column users.${column} does not exist`);
  }
  return wanted;
}

function parseIdFilter(id: string | undefined): string | null {
  if (id === undefined) return null;
  const match = /^eq\.(.+)$/.exec(id);
  if (!match?.[1]) throw new RestError('invalid', 'PGRST100', `"failed to parse filter (${id})" (line 1, column 1)`);
  if (!uuid.test(match[1])) throw new RestError('invalid', '22P02', `invalid input syntax for type uuid: "${match[1]}"`);
  return match[1].toLowerCase();
}

function project(row: Profile, keep: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const column of keep) out[column] = row[column as keyof Profile];
  return out;
}

function answer(request: FastifyRequest, reply: FastifyReply, rows: Array<Record<string, unknown>>) {
  const accept = request.headers.accept ?? '';
  if (accept.includes(singleObject)) {
    if (rows.length !== 1) throw noRows();
    return reply.type(`${singleObject}; charset=utf-8`).send(rows[0]);
  }
  return reply.type('application/json; charset=utf-8').send(rows);
}

function sendRestError(error: FastifyError | DomainError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RestError) {
    request.errorSummary = `${error.code}: ${error.message}`;
    return reply.status(httpStatusOf(error)).send({ code: error.code, details: error.details, hint: error.hint, message: error.message });
  }
  const status = Math.min(httpStatusOf(error), 500);
  if (status >= 500) request.log.error({ err: error }, 'rest request failed');
  else request.errorSummary = error.message;
  const message = status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message;
  return reply.status(status).send({ code: status >= 500 ? 'XX000' : 'PGRST102', details: null, hint: null, message });
}

/** Rows as a list, or one object when the client asks for a single object. */
const Rows = { content: { 'application/json': { schema: RestRows }, [singleObject]: { schema: RestRow } } };

export const usersRestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setErrorHandler(sendRestError);

  app.get('/users', { schema: { querystring: RestQuery, response: { 200: Rows } } }, async (request, reply) => {
    const keep = parseSelect(request.query.select);
    const id = parseIdFilter(request.query.id);
    const viewer = await signedInUser(request);
    // Row rule: only your own row is visible.
    const row = viewer && (id === null || id === viewer.userId) ? await app.users.profile(viewer.userId) : null;
    return answer(request, reply, row ? [project(row, keep)] : []);
  });

  app.patch(
    '/users',
    { schema: { querystring: RestQuery, body: RestPatch, response: { 200: Rows, 204: NoBody } } },
    async (request, reply) => {
      const keep = parseSelect(request.query.select);
      const id = parseIdFilter(request.query.id);
      const checked = checkProfilePatch(request.body);
      if (!checked.ok) {
        const { kind, field, message } = checked.problem;
        if (kind === 'forbidden')
          throw new RestError('forbidden', '42501', `permission denied to change column "${field}" of table users`, message);
        if (kind === 'unknown')
          throw new RestError('invalid', 'PGRST204', `Could not find the '${field}' column of 'users' in the schema cache`);
        throw new RestError('invalid', '23514', message, `Failing field: ${field}`);
      }
      const viewer = await signedInUser(request);
      if (!viewer) throw new RestError('unauthenticated', '42501', 'permission denied for table users', 'Sign in to update your profile.');
      const row = id === null || id === viewer.userId ? await app.users.save(viewer.userId, checked.fields) : null;
      const rows = row ? [project(row, keep)] : [];
      const prefer = String(request.headers.prefer ?? '');
      if (!prefer.includes('return=representation')) {
        if ((request.headers.accept ?? '').includes(singleObject) && rows.length !== 1) throw noRows();
        return reply.status(204).send();
      }
      return answer(request, reply, rows);
    },
  );
};
