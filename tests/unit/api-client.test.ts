// The API client against a real HTTP server: headers, the error catalogue
// message by message, and the 401 rule.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type TokenStore } from '../../src/lib/api-client';
import { ApiError, errorMessages } from '../../src/lib/api-error';
import { storageKeys } from '../../src/lib/storage-keys';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = (_req, res) => res.end();
let server: Server;
let baseURL: string;
const seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

class MemoryStore implements TokenStore {
  values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const json =
  (status: number, body: unknown): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('api client', () => {
  it('sends JSON headers, the stored bearer token and a unique request id', async () => {
    const storage = new MemoryStore();
    storage.values.set(storageKeys.authToken, 'tok-123');
    handler = json(200, { ok: true });
    const client = createApiClient({ baseURL, storage });
    const first = await client.post('/api/thing', { a: 1 });
    await client.get('/api/thing');
    expect(first.data).toEqual({ ok: true });
    const [post, get] = seen;
    expect(post?.headers['content-type']).toMatch(/^application\/json/);
    expect(post?.headers.accept).toMatch(/application\/json/);
    expect(post?.headers.authorization).toBe('Bearer tok-123');
    expect(post?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(get?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(post?.headers['x-request-id']).not.toBe(get?.headers['x-request-id']);
  });

  it('sends no Authorization header when no token is stored', async () => {
    handler = json(200, {});
    await createApiClient({ baseURL, storage: new MemoryStore() }).get('/api/thing');
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('treats every 2xx as success', async () => {
    const client = createApiClient({ baseURL, storage: new MemoryStore() });
    for (const status of [200, 201, 204, 299]) {
      handler = (_req, res) => {
        res.writeHead(status);
        res.end();
      };
      await expect(client.get('/x')).resolves.toMatchObject({ status });
    }
  });

  it('reports no response as a network error', async () => {
    handler = (req) => req.socket.destroy();
    const error = await failure(createApiClient({ baseURL, storage: new MemoryStore() }).get('/x'));
    expect(error).toMatchObject({ type: 'network', message: errorMessages.network });
    expect(error.message).toBe('Network connection failed. Please check your internet connection and try again.');
  });

  it('reports a time-out as a network error', async () => {
    handler = () => undefined;
    const error = await failure(createApiClient({ baseURL, storage: new MemoryStore(), timeout: 200 }).get('/slow'));
    expect(error.type).toBe('network');
  });

  it('reports 429 as rate_limit', async () => {
    handler = json(429, { message: 'slow down' });
    const error = await failure(createApiClient({ baseURL, storage: new MemoryStore() }).get('/x'));
    expect(error).toMatchObject({
      type: 'rate_limit',
      status: 429,
      message: 'Too many requests. Please wait a moment before trying again.',
    });
  });

  it('reads how long a 429 asks to wait', async () => {
    handler = (_req, res) => {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '57' });
      res.end(JSON.stringify({ message: 'Too many requests. Please wait a moment before trying again.' }));
    };
    const error = await failure(createApiClient({ baseURL, storage: new MemoryStore() }).post('/api/auth/magic-link', {}));
    expect(error).toMatchObject({ type: 'rate_limit', status: 429, retryAfter: 57 });
  });

  it.each([500, 502, 503, 504])('reports %i as server', async (status) => {
    handler = json(status, { message: 'internal detail' });
    const error = await failure(createApiClient({ baseURL, storage: new MemoryStore() }).get('/x'));
    expect(error).toMatchObject({ type: 'server', status, message: 'Server temporarily unavailable. Please try again in a few moments.' });
  });

  it('reports other 4xx as client with the status and the server message', async () => {
    handler = json(422, { message: 'title is too short', detail: 'Invalid body', field: 'title' });
    const error = await failure(createApiClient({ baseURL, storage: new MemoryStore() }).post('/x', {}));
    expect(error).toMatchObject({ type: 'client', status: 422, message: 'title is too short', detail: 'Invalid body', field: 'title' });
  });

  it('falls back to the catalogue text when a 4xx carries no message', async () => {
    handler = (_req, res) => {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end('nope');
    };
    const error = await failure(createApiClient({ baseURL, storage: new MemoryStore() }).get('/x'));
    expect(error).toMatchObject({ type: 'client', status: 400, message: 'Request failed. Please check your input and try again.' });
  });

  it('on 401 clears the stored token and user and calls onUnauthorized once per answer', async () => {
    const storage = new MemoryStore();
    storage.values.set(storageKeys.authToken, 'expired');
    storage.values.set(storageKeys.authUser, '{"id":"u"}');
    storage.values.set('other', 'kept');
    let calls = 0;
    handler = json(401, { message: 'Session expired' });
    const error = await failure(createApiClient({ baseURL, storage, onUnauthorized: () => calls++ }).get('/api/auth/me'));
    expect(error.type).toBe('unauthorized');
    expect(calls).toBe(1);
    expect(storage.getItem(storageKeys.authToken)).toBeNull();
    expect(storage.getItem(storageKeys.authUser)).toBeNull();
    expect(storage.getItem('other')).toBe('kept');
  });
});
