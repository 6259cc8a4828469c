// The server skeleton over real HTTP, on PGlite and on PostgreSQL.
import { Writable } from 'node:stream';
import { Type } from '@fastify/type-provider-typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot } from '../../server/boot';
import { migratedPglite } from '../helpers/pglite-folders';
import { testDatabases } from '../helpers/databases';
import { startTestServer, testConfig, type TestServer } from '../helpers/test-server';

describe.each(testDatabases())('server on $kind', ({ kind, create }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await create());
  });
  afterAll(() => server.close());

  it('answers /api/health with status, version, database kind and uptime', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/), database: kind, uptime: expect.any(Number) });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('echoes a well-formed X-Request-Id and makes one otherwise', async () => {
    const given = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'abc12345-req' } });
    expect(given.headers.get('x-request-id')).toBe('abc12345-req');
    const forged = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const path of ['/api/nope', '/api/', '/auth/v1/nope', '/rest/v1/nope/deeper']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toMatchObject({ message: 'Not found.' });
    }
    // A table that is not there answers as PostgREST does.
    const table = await fetch(`${server.url}/rest/v1/nope`);
    expect(table.status).toBe(404);
    expect(await table.json()).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'public.nope' in the schema cache" });
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const response = await fetch(`${server.url}/api/health`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
    expect(await response.json()).toMatchObject({ message: 'Method DELETE is not allowed here.' });
  });

  it('refuses malformed JSON, unsupported content types and oversized bodies with clear 4xx, then keeps serving', async () => {
    const malformed = await fetch(`${server.url}/api/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'Request body is not valid JSON.' });

    const huge = await fetch(`${server.url}/api/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: 'Request body is too large.' });

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  });

  it('sends security headers with a same-origin Content-Security-Policy', async () => {
    const response = await fetch(`${server.url}/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // frame-ancestors says it; a contradicting X-Frame-Options is not sent. HSTS only over https (PUBLIC_URL).
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS whenever PUBLIC_URL is https, whatever NODE_ENV', async () => {
    for (const NODE_ENV of ['test', 'development']) {
      const secure = await startTestServer(await create(), { NODE_ENV, PUBLIC_URL: 'https://nnoboa.example.org' });
      try {
        for (const path of ['/api/health', '/auth/v1/user', '/rest/v1/users']) {
          const response = await fetch(`${secure.url}${path}`);
          expect(response.headers.get('strict-transport-security'), `${NODE_ENV} ${path}`).toBe('max-age=15552000; includeSubDomains');
          expect(response.headers.get('x-frame-options')).toBeNull();
        }
      } finally {
        await secure.close();
      }
    }
  });

  it('compresses JSON answers for clients that accept it', async () => {
    const response = await server.app.inject({ url: '/api/nope-' + 'x'.repeat(1500), headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
  });
});

describe('request validation and errors', () => {
  // A route declared like every feature route, to see the framework's rules at work.
  const echoSchema = {
    body: Type.Object(
      {
        title: Type.String({ minLength: 3, maxLength: 10 }),
        amount: Type.Integer({ minimum: 1 }),
        kind: Type.Optional(Type.Union([Type.Literal('a'), Type.Literal('b')])),
      },
      { additionalProperties: false },
    ),
    querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })) }),
  };
  let app: Awaited<ReturnType<typeof boot>>;
  const logLines: Array<Record<string, unknown>> = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  beforeAll(async () => {
    app = await boot(testConfig({ LOG_LEVEL: 'info' }), { db: await migratedPglite(), logStream });
    app.post('/api/echo', { schema: echoSchema }, async (request) => ({ body: request.body, query: request.query }));
    app.get('/api/boom', async () => {
      throw new Error('secret internals at /srv/db');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (payload: unknown, query = '') =>
    app.inject({ method: 'POST', url: `/api/echo${query}`, payload: payload as object, headers: { 'content-type': 'application/json' } });

  it('accepts a valid body and coerces query strings', async () => {
    const response = await post({ title: 'Water', amount: 500 }, '?page=2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body: { title: 'Water', amount: 500 }, query: { page: 2 } });
  });

  it.each([
    [{ amount: 5 }, 'title is required', 'title'],
    [{ title: 'ab', amount: 5 }, 'title must NOT have fewer than 3 characters', 'title'],
    [{ title: 'Water', amount: '500' }, 'amount must be integer', 'amount'],
    [{ title: 'Water', amount: 12.5 }, 'amount must be integer', 'amount'],
    [{ title: 'Water', amount: -1 }, 'amount must be >= 1', 'amount'],
    [{ title: 'Water', amount: 5, kind: 'z' }, 'kind must be one of: a, b', 'kind'],
    [{ title: 'Water', amount: 5, role: 'admin' }, 'Unknown field: role', 'role'],
  ])('refuses %j with a 400 naming the field', async (payload, message, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; field: string };
    expect(body.message).toContain(message);
    expect(body.field).toBe(field);
  });

  it('logs a refused request once, with its reason', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: '{"title":',
      headers: { 'content-type': 'application/json', 'x-request-id': 'log-once-check' },
    });
    expect(response.statusCode).toBe(400);
    const lines = logLines.filter((line) => line.reqId === 'log-once-check');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, status: 400, reason: 'Request body is not valid JSON.' });
  });

  it('refuses a query string of the wrong type', async () => {
    const response = await post({ title: 'Water', amount: 5 }, '?page=zero');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'page' });
  });

  it('refuses unsupported content types with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: 'x',
      headers: { 'content-type': 'application/x-weird' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported content type. Send JSON.' });
  });

  it('hides internals of unexpected errors behind a plain 500', async () => {
    const response = await app.inject({ url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(response.body).not.toContain('secret');
  });
});
