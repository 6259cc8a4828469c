// The server skeleton over real HTTP, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/test-server';

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
    for (const path of ['/api/nope', '/api/', '/auth/v1/nope', '/rest/v1/nope']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toMatchObject({ message: 'Not found.' });
    }
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const response = await fetch(`${server.url}/api/health`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
    expect(await response.json()).toMatchObject({ message: 'Method DELETE is not allowed here.' });
  });

  it('refuses malformed JSON, unsupported content types and oversized bodies with clear 4xx, then keeps serving', async () => {
    const malformed = await fetch(`${server.url}/api/health`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    expect(await malformed.json()).toHaveProperty('message');

    const huge = await fetch(`${server.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);

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
  });

  it('compresses JSON answers for clients that accept it', async () => {
    const response = await server.app.inject({ url: '/api/nope-' + 'x'.repeat(1500), headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
  });
});
