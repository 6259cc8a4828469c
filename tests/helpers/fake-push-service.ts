/**
 * A browser's push service, locally, as RFC 8030 has it: `POST <endpoint>`
 * with `TTL`, `Urgency` and `Topic`, answered 201 Created. It checks what a
 * real one checks and decrypts what the phone would:
 * - the VAPID signature (RFC 8292): `Authorization: vapid t=<JWT>, k=<key>`,
 *   the JWT signed ES256 by that key, for this service's origin, not expired
 *   (at most 24 hours ahead), with a contact (`sub`); and `k` must be the key
 *   the subscription was made with (403 otherwise);
 * - the payload (RFC 8291, `Content-Encoding: aes128gcm`), decrypted with the
 *   subscription's own private key and auth secret, written here from the RFC
 *   with node:crypto (not with the library the server sends with).
 * Tests make subscriptions as a browser's `pushManager.subscribe` would, and
 * may tell the service that one is gone (410) or answer another status.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

export interface FakeSubscription {
  id: string;
  /** As PushSubscription.toJSON() gives it. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export interface PushReceived {
  subscriptionId: string;
  payload: Record<string, unknown>;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  claims: { aud: string; exp: number; sub: string };
}

interface Held {
  ecdh: ECDH;
  auth: Buffer;
  applicationServerKey: string;
}

export interface FakePushService {
  url: string;
  received: PushReceived[];
  /** What went wrong with requests it refused (a bad signature, a wrong key). */
  refusals: string[];
  /** Subscriptions whose next pushes answer this status (410: gone). */
  statusFor: Map<string, number>;
  subscribe(applicationServerKey: string): FakeSubscription;
  waitFor(count: number, timeoutMs?: number, subscriptionId?: string): Promise<PushReceived[]>;
  close(): Promise<void>;
}

const b64 = (data: Buffer) => data.toString('base64url');

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, decrypted with the user agent's keys. */
function decrypt(body: Buffer, held: Held): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const uaPublic = held.ecdh.getPublicKey();
  const ecdhSecret = held.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, held.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292: the JWT and the key of `Authorization: vapid t=…, k=…`, checked; the claims. */
async function checkVapid(header: string | undefined, origin: string, expectedKey: string): Promise<PushReceived['claims']> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no vapid authorization: ${header}`);
  const [, token = '', key = ''] = match;
  if (key !== expectedKey) throw new Error('the key is not the one the subscription was made with');
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('not ES256');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('not an uncompressed P-256 point');
  const jwk = { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)) };
  const { payload } = await jwtVerify(token, await importJWK(jwk, 'ES256'), { audience: origin });
  const exp = payload.exp ?? 0;
  if (exp * 1000 <= Date.now() || exp * 1000 > Date.now() + 24 * 3600 * 1000 + 60_000) throw new Error('exp out of range');
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) throw new Error('no contact in sub');
  return { aud: String(payload.aud), exp, sub: payload.sub };
}

export async function startFakePushService(): Promise<FakePushService> {
  const held = new Map<string, Held>();
  const waiters: Array<() => void> = [];
  let ids = 0;
  const answer = (response: ServerResponse, status: number, text = '') => response.writeHead(status).end(text);

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const id = /^\/push\/([a-z0-9-]+)$/.exec(request.url ?? '')?.[1];
    const subscription = id ? held.get(id) : undefined;
    if (request.method !== 'POST' || !id || !subscription) return answer(response, 404);
    const status = fake.statusFor.get(id);
    if (status) return answer(response, status);
    try {
      const claims = await checkVapid(request.headers.authorization, fake.url, subscription.applicationServerKey);
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL');
      const payload = JSON.parse(decrypt(Buffer.concat(chunks), subscription).toString('utf8')) as Record<string, unknown>;
      const urgency = (request.headers.urgency as string | undefined) ?? null;
      const topic = (request.headers.topic as string | undefined) ?? null;
      fake.received.push({ subscriptionId: id, payload, ttl, urgency, topic, claims });
      for (const wake of waiters.splice(0)) wake();
      response.writeHead(201, { location: `${fake.url}/messages/${++ids}` }).end();
    } catch (error) {
      fake.refusals.push((error as Error).message);
      answer(response, (error as Error).message.includes('key is not') ? 403 : 400, (error as Error).message);
    }
  };

  const server: Server = createServer((request, response) => void handle(request, response));
  const fake: FakePushService = {
    url: '',
    received: [],
    refusals: [],
    statusFor: new Map(),
    subscribe(applicationServerKey) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = `sub-${++ids}-${randomBytes(4).toString('hex')}`;
      held.set(id, { ecdh, auth, applicationServerKey });
      return {
        id,
        json: { endpoint: `${fake.url}/push/${id}`, expirationTime: null, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } },
      };
    },
    async waitFor(count, timeoutMs = 20_000, subscriptionId) {
      const until = Date.now() + timeoutMs;
      const mine = () => fake.received.filter((push) => subscriptionId === undefined || push.subscriptionId === subscriptionId);
      while (mine().length < count) {
        if (Date.now() > until) throw new Error(`The push service received ${mine().length} pushes, not ${count}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return mine();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
