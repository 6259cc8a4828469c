/**
 * A local HTTP server that answers the part of Paystack's API we use, in its
 * documented shapes: POST /transaction/initialize and GET
 * /transaction/verify/{reference}, behind `Authorization: Bearer <secret key>`.
 * Tests set what became of each payment, as the real checkout would.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTransaction {
  reference: string;
  amount: number;
  currency: string;
  email: string;
  channels: string[];
  callback_url: string;
  metadata: Record<string, unknown>;
  status: 'abandoned' | 'ongoing' | 'pending' | 'success' | 'failed' | 'reversed';
  gateway_response: string | null;
  paid_at: string | null;
  created_at: string;
}

export interface FakePaystack {
  url: string;
  requests: Array<{ method: string; path: string; authorization: string | undefined; body: unknown }>;
  transactions: Map<string, FakeTransaction>;
  /** What the checkout would end in: e.g. success with the amount Paystack took. */
  settle(reference: string, change: Partial<FakeTransaction>): void;
  /** Answers every call with this HTTP status (e.g. 503) until cleared. */
  failWith: number | null;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export async function startFakePaystack(secretKey: string): Promise<FakePaystack> {
  const fake: FakePaystack = {
    url: '',
    requests: [],
    transactions: new Map(),
    failWith: null,
    settle(reference, change) {
      const tx = fake.transactions.get(reference);
      if (!tx) throw new Error(`no transaction ${reference}`);
      Object.assign(
        tx,
        change,
        change.status === 'success' && !change.paid_at ? { paid_at: new Date().toISOString(), gateway_response: 'Approved' } : {},
      );
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  let ids = 4_099_260_000;

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = request.method === 'POST' ? await readJson(request) : undefined;
      const path = request.url ?? '/';
      fake.requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body });
      const send = (status: number, payload: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      if (fake.failWith) return send(fake.failWith, { status: false, message: 'Service unavailable' });
      if (request.headers.authorization !== `Bearer ${secretKey}`) return send(401, { status: false, message: 'Invalid key' });

      if (request.method === 'POST' && path === '/transaction/initialize') {
        const input = body as Record<string, unknown>;
        const amount = Number(input.amount);
        if (!input.email || !Number.isInteger(amount) || amount <= 0)
          return send(400, { status: false, message: 'Invalid amount or email' });
        const reference = String(input.reference);
        const accessCode = `ac_${reference.slice(-8)}`;
        fake.transactions.set(reference, {
          reference,
          amount,
          currency: String(input.currency ?? 'NGN'),
          email: String(input.email),
          channels: (input.channels as string[]) ?? [],
          callback_url: String(input.callback_url ?? ''),
          metadata: (input.metadata as Record<string, unknown>) ?? {},
          status: 'abandoned',
          gateway_response: null,
          paid_at: null,
          created_at: new Date().toISOString(),
        });
        return send(200, {
          status: true,
          message: 'Authorization URL created',
          data: { authorization_url: `https://checkout.paystack.com/${accessCode}`, access_code: accessCode, reference },
        });
      }

      const verify = /^\/transaction\/verify\/([^/?]+)$/.exec(path);
      if (request.method === 'GET' && verify) {
        const tx = fake.transactions.get(decodeURIComponent(verify[1] ?? ''));
        if (!tx) return send(400, { status: false, message: 'Transaction reference not found' });
        return send(200, {
          status: true,
          message: 'Verification successful',
          data: {
            id: ++ids,
            domain: 'test',
            status: tx.status,
            reference: tx.reference,
            amount: tx.amount,
            message: null,
            gateway_response: tx.gateway_response,
            paid_at: tx.paid_at,
            created_at: tx.created_at,
            channel: tx.channels[0] ?? 'card',
            currency: tx.currency,
            ip_address: '197.251.0.1',
            metadata: tx.metadata,
            fees: Math.round(tx.amount * 0.0195),
            customer: { id: 1, email: tx.email, customer_code: 'CUS_test' },
            authorization: { channel: tx.channels[0] ?? 'card', reusable: false },
          },
        });
      }
      return send(404, { status: false, message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
