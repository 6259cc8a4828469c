// Every route declares its answers: a JSON route has a response schema (from contract/api), and a route that
// answers files or pages says why it has none. The table is what Fastify registered, so a new route cannot hide.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPglite } from '../helpers/pglite-folders';
import type { RouteEntry } from '../../server/http/route-table';
import { ussdPath } from '../../server/ussd/routes';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { resumableUploadPath } from '../../contract/rules/upload';

describe('route table', () => {
  let server: TestServer;
  let routes: RouteEntry[];
  beforeAll(async () => {
    // The built app adds its files' routes; `npm test` builds it first.
    server = await startTestServer(await migratedPglite(), { STATIC_DIR: existsSync('dist/index.html') ? 'dist' : 'none' });
    routes = server.app.routeTable();
  });
  afterAll(() => server.close());

  it('has every route of the API', () => {
    expect(routes.length).toBeGreaterThan(60);
    for (const path of ['/api/campaigns', '/api/admin/users/:id/role', '/auth/v1/token', '/rest/v1/users', '/dev/mailbox/messages']) {
      expect(routes.some((route) => route.url === path)).toBe(true);
    }
  });

  it('finds no route that answers without a response schema or a reason', () => {
    const undeclared = routes.filter((route) => route.answers.length === 0 && !route.rawAnswer).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('declares a success answer for every JSON route', () => {
    const withoutSuccess = routes
      .filter((route) => !route.rawAnswer && !route.answers.some((status) => /^[23]/.test(status)))
      .map((r) => `${r.method} ${r.url}`);
    expect(withoutSuccess).toEqual([]);
  });

  it('settles who is calling before reading the body: every route that needs sign-in answers 401 to anyone else, whatever they send', async () => {
    const guarded = routes.filter((route) => route.signIn !== null && route.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThan(25);
    for (const path of ['/api/campaigns', '/api/upload', '/api/auth/profile', '/api/dashboard/verification', '/api/admin/users/:id/role']) {
      expect(guarded.some((route) => route.url === path && route.method !== 'GET')).toBe(true);
    }
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    for (const route of guarded) {
      const url = `${server.url}${route.url.replace(/:[a-z_]+/gi, '3b9e1a52-7c1d-4f0e-9a55-0d4c2b8e6f71')}`;
      const sendsBody = !['GET', 'DELETE'].includes(route.method);
      for (const authorization of [undefined, `Bearer ${forged}`]) {
        for (const body of sendsBody ? ['{}', '{"title":1}', 'not json'] : [undefined]) {
          const response = await fetch(url, {
            method: route.method,
            headers: { ...(authorization ? { authorization } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
            body,
          });
          expect(response.status, `${route.method} ${route.url} ${authorization ? 'forged' : 'anonymous'} ${body ?? ''}`).toBe(401);
          expect(await response.json()).toMatchObject({ message: expect.any(String) });
        }
      }
    }
  });

  it('keeps raw answers to files and pages, never the JSON API', () => {
    // The tus resumable-upload protocol is bytes and headers by its nature, under its own path; Africa's Talking's USSD
    // callback is answered in text/plain (CON … / END …) by its protocol.
    const rawApi = routes.filter(
      (route) =>
        route.rawAnswer &&
        route.url.startsWith('/api/') &&
        !route.url.endsWith('/document') &&
        !route.url.startsWith(resumableUploadPath) &&
        route.url !== ussdPath,
    );
    expect(rawApi.map((r) => `${r.method} ${r.url}: ${r.rawAnswer}`)).toEqual([]);
  });
});
