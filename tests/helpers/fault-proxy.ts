/**
 * An HTTP proxy between the browser and the server that breaks the outbox's
 * requests on purpose. Every request passes through untouched, on a
 * connection of its own (so the browser never quietly sends a request again
 * on a kept-alive connection, and the page's code meets every fault), except
 * the one a plan names: the Nth request of a group of outbox items (an item
 * and the photos it carries). A request belongs to the item whose key it
 * carries: the Idempotency-Key of a write or a finish, the key in a tus
 * creation's metadata, and for a tus HEAD or PATCH the upload that creation
 * made (learnt from the Location the server answered). The faults:
 * - `drop`: the server answers (and commits), the answer never arrives;
 * - `reset`: the connection is cut halfway through sending the request;
 * - `delay`: the answer is held until the client gives up waiting.
 */
import { request as httpRequest, createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export const faults = ['drop', 'reset', 'delay'] as const;
export type Fault = (typeof faults)[number];

export interface Watched {
  /** The keys of the group's items (outbox item ids). */
  keys: readonly string[];
  /** Which of the group's requests meets the fault, from 1; none: its requests are only counted. */
  at?: number;
  fault?: Fault;
}

export interface Injected {
  keys: readonly string[];
  at: number;
  fault: Fault;
  request: string;
  /** For `delay`: the client gave up before the answer was let through. */
  clientGaveUp?: boolean;
}

export interface FaultProxy {
  url: string;
  /** Counts these groups' requests from now, and breaks the one each names (once). */
  watch(groups: readonly Watched[]): void;
  /** Each group's requests so far, as "METHOD what", in order. */
  requestsOf(keys: readonly string[]): string[];
  injected(): Injected[];
  reset(): void;
  close(): Promise<void>;
}

const tusPath = '/api/uploads/resumable';
/** How long a held answer waits for the client to give up before it is let through after all. */
const holdAtMostMs = 150_000;

/** The key in a tus creation's Upload-Metadata (`key <base64>`). */
function metadataKey(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  for (const pair of header.split(',')) {
    const [name, value] = pair.trim().split(' ');
    if (name === 'key' && value) return Buffer.from(value, 'base64').toString('utf8');
  }
  return null;
}

/** What a request is, with ids left out: "POST /api/campaigns/:id/updates". */
const described = (method: string, path: string) =>
  `${method} ${path.startsWith(`${tusPath}/`) ? `${tusPath}/:upload` : path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')}`;

export async function startFaultProxy(target: () => number): Promise<FaultProxy> {
  const uploadKeys = new Map<string, string>();
  const groups = new Map<string, { watched: Watched; requests: string[] }>();
  const injected: Injected[] = [];

  const keyOf = (req: IncomingMessage, path: string): string | null => {
    const idempotency = req.headers['idempotency-key'];
    if (typeof idempotency === 'string') return idempotency;
    if (path === tusPath && req.method === 'POST') return metadataKey(req.headers['upload-metadata']);
    if (path.startsWith(`${tusPath}/`)) return uploadKeys.get(path) ?? null;
    return null;
  };

  function forward(req: IncomingMessage, res: ServerResponse, fault: Fault | null, done: (gaveUp?: boolean) => void) {
    const headers = { ...req.headers, connection: 'close' };
    const upstream = httpRequest({ host: '127.0.0.1', port: target(), method: req.method, path: req.url, headers, agent: false });
    const cut = () => {
      upstream.destroy();
      req.socket.destroy();
      done();
    };
    upstream.on('error', () => req.socket.destroy());
    upstream.on('response', (answer) => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const location = answer.headers.location;
      if (req.method === 'POST' && path === tusPath && typeof location === 'string') {
        const key = metadataKey(req.headers['upload-metadata']);
        if (key) uploadKeys.set(new URL(location, 'http://x').pathname, key);
      }
      if (fault === 'drop' || fault === 'delay') {
        // The server's whole answer is read (it has done its work), and then kept from the client.
        answer.resume();
        answer.on('end', () => {
          if (fault === 'drop') return cut();
          let gaveUp = false;
          const release = setTimeout(() => {
            res.writeHead(answer.statusCode ?? 502, { ...answer.headers, connection: 'close' });
            res.end();
            done(false);
          }, holdAtMostMs);
          req.socket.once('close', () => {
            if (gaveUp || res.writableEnded) return;
            gaveUp = true;
            clearTimeout(release);
            done(true);
          });
        });
        return;
      }
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, connection: 'close' });
      answer.pipe(res);
    });
    if (fault !== 'reset') {
      req.pipe(upstream);
      return;
    }
    // Half the body goes, then the connection is cut; a request without a body is cut once the server has its head.
    const length = Number(req.headers['content-length'] ?? 0);
    if (length === 0) {
      upstream.flushHeaders();
      setTimeout(cut, 50);
      return;
    }
    let sent = 0;
    req.on('data', (chunk: Buffer) => {
      const room = Math.floor(length / 2) - sent;
      if (room <= 0) return;
      upstream.write(chunk.subarray(0, room));
      sent += Math.min(room, chunk.length);
      if (sent >= Math.floor(length / 2)) setTimeout(cut, 50);
    });
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const key = keyOf(req, path);
    const group = key ? groups.get(key) : undefined;
    if (!group) return forward(req, res, null, () => undefined);
    group.requests.push(described(req.method ?? 'GET', path));
    const { keys, at, fault } = group.watched;
    if (at === undefined || !fault || group.requests.length !== at) return forward(req, res, null, () => undefined);
    const record: Injected = { keys, at, fault, request: group.requests.at(-1) ?? '' };
    injected.push(record);
    forward(req, res, fault, (gaveUp) => {
      if (fault === 'delay') record.clientGaveUp = gaveUp ?? false;
    });
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    watch(watched) {
      for (const one of watched) {
        const group = { watched: one, requests: [] as string[] };
        for (const key of one.keys) groups.set(key, group);
      }
    },
    requestsOf(keys) {
      return groups.get(keys[0] ?? '')?.requests ?? [];
    },
    injected: () => [...injected],
    reset() {
      groups.clear();
      injected.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
