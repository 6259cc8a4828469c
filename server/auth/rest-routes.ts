/**
 * `/rest/v1/users`: the users row as supabase-js reads and updates it, with
 * the row rules Supabase's row-level security would state: a signed-in user
 * sees and updates only their own row, and only its profile fields. Reads
 * take PostgREST's `select`, filters, `order`, `limit`, `offset` and
 * `Prefer: count=exact`; any other table is PostgREST's 404. Errors take
 * PostgREST's shape `{code, details, hint, message}`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { NoBody } from '../../contract/api/common';
import {
  Profile,
  RestPatch,
  RestQuery,
  RestRow,
  RestRows,
  RestTableParams,
  singleObjectType as singleObject,
} from '../../contract/api/users';
import type { DomainError } from '../domain/errors';
import { httpStatusOf } from '../http/errors';
import { checkProfilePatch } from '../users/profile-rules';
import { bearerToken, inspectToken, type UserContext } from './guard';
import { filterRows, pageOf, parseRestQuery, project, RestError, type RestQuery as Query } from './rest-query';

const columns = Object.keys(Profile.properties) as ReadonlyArray<keyof Profile>;
const table = 'users';

function rowsError(count: number): RestError {
  return new RestError(
    'not_acceptable',
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${count} rows`,
  );
}

const denied = (message: string, details: string | null = null) => new RestError('unauthenticated', '42501', message, details);

/**
 * Who is asking: no token, or the project's key itself, is the anonymous
 * role; any other bearer must be a valid, live token (else 401, as PostgREST
 * refuses a JWT it cannot use).
 */
async function restViewer(request: FastifyRequest): Promise<UserContext | null> {
  const bearer = bearerToken(request);
  if (!bearer || bearer === request.headers.apikey) return null;
  const inspection = await inspectToken(request);
  if ('context' in inspection) return inspection.context.kind === 'user' ? inspection.context : null;
  if (inspection.problem === 'bad_jwt' && inspection.reason.includes('expired'))
    throw new RestError('unauthenticated', 'PGRST303', 'JWT expired');
  if (inspection.problem === 'bad_jwt') throw new RestError('unauthenticated', 'PGRST301', 'JWSError JWSInvalidSignature');
  throw new RestError('unauthenticated', 'PGRST301', 'JWT cannot be used: its session has ended', 'Sign in again.');
}

/** The rows the caller may see (their own, when signed in) that pass the query's filters. */
async function visibleRows(request: FastifyRequest, viewer: UserContext | null, query: Query): Promise<Profile[]> {
  const own = viewer ? await request.server.users.profile(viewer.userId) : null;
  return filterRows(own ? [own] : [], query);
}

function answer(request: FastifyRequest, reply: FastifyReply, rows: Array<Record<string, unknown>>, total: number, offset: number) {
  const range = rows.length > 0 ? `${offset}-${offset + rows.length - 1}` : '*';
  const counted = /count=(exact|planned|estimated)/.test(String(request.headers.prefer ?? ''));
  void reply.header('content-range', `${range}/${counted ? total : '*'}`);
  if ((request.headers.accept ?? '').includes(singleObject)) {
    if (rows.length !== 1) throw rowsError(rows.length);
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
  const parse = (query: Record<string, string | undefined>) => parseRestQuery(table, columns, query, ['id']);

  app.get('/users', { schema: { querystring: RestQuery, response: { 200: Rows } } }, async (request, reply) => {
    const viewer = await restViewer(request);
    const query = parse(request.query);
    const rows = await visibleRows(request, viewer, query);
    const page = pageOf(rows, query).map((row) => project(row, query.columns));
    return answer(request, reply, page, rows.length, query.offset);
  });

  app.patch(
    '/users',
    {
      // Who is asking is settled before the body is read.
      onRequest: async (request) => {
        if (!(await restViewer(request))) throw denied('permission denied for table users', 'Sign in to update your profile.');
      },
      schema: { querystring: RestQuery, body: RestPatch, response: { 200: Rows, 204: NoBody } },
    },
    async (request, reply) => {
      const viewer = await restViewer(request);
      const query = parse(request.query);
      const checked = checkProfilePatch(request.body);
      if (!checked.ok) {
        const { kind, field, message } = checked.problem;
        if (kind === 'forbidden')
          throw new RestError('forbidden', '42501', `permission denied to change column "${field}" of table users`, message);
        if (kind === 'unknown')
          throw new RestError('invalid', 'PGRST204', `Could not find the '${field}' column of 'users' in the schema cache`);
        throw new RestError('invalid', '23514', message, `Failing field: ${field}`);
      }
      const targets = viewer ? await visibleRows(request, viewer, query) : [];
      const saved = viewer && targets.length > 0 ? await app.users.save(viewer.userId, checked.fields) : null;
      const rows = saved ? [project(saved, query.columns)] : [];
      if (!String(request.headers.prefer ?? '').includes('return=representation')) {
        if ((request.headers.accept ?? '').includes(singleObject) && rows.length !== 1) throw rowsError(rows.length);
        return reply.status(204).send();
      }
      return answer(request, reply, rows, rows.length, 0);
    },
  );

  // Rows are made by signing up and removed with the account: no role may insert, replace or delete them here.
  app.route({
    method: ['POST', 'PUT', 'DELETE'],
    url: '/users',
    schema: { response: { 200: RestRows } },
    handler: async () => {
      throw new RestError('forbidden', '42501', 'permission denied for table users');
    },
  });

  // Any other table: PostgREST's answer for a table that is not there. (200 is the shape a table would answer.)
  app.route({
    method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    url: '/:table',
    schema: { params: RestTableParams, response: { 200: RestRows } },
    handler: async (request) => {
      throw new RestError(
        'not_found',
        'PGRST205',
        `Could not find the table 'public.${request.params.table}' in the schema cache`,
        null,
        "Perhaps you meant the table 'public.users'",
      );
    },
  });
};
