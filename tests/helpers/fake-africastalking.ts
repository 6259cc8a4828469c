/**
 * Africa's Talking, locally, in its documented shapes:
 * - the SMS API: `POST /version1/messaging`, form-encoded (`username`, `to`,
 *   `message`, `from`), the key in the `apiKey` header, answered (201) with
 *   `{ SMSMessageData: { Message, Recipients: [{ statusCode, number, status, cost, messageId }] } }`;
 *   tests choose a number's status code, hold a request without answering
 *   (a server killed while the gateway has its text), or drop the connection;
 * - what it posts to us: delivery reports and incoming texts (form-encoded);
 * - the USSD gateway's callbacks to our `POST /api/ussd`, as a phone's session.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSms {
  username: string;
  to: string;
  message: string;
  from: string | null;
  messageId: string;
}

/** What a recipient's statusCode means, as the API names it. */
const statusNames: Record<number, string> = {
  100: 'Processed',
  101: 'Success',
  102: 'Queued',
  401: 'RiskHold',
  402: 'InvalidSenderId',
  403: 'InvalidPhoneNumber',
  404: 'UnsupportedNumberType',
  405: 'InsufficientBalance',
  406: 'UserInBlacklist',
  407: 'CouldNotRoute',
  500: 'InternalServerError',
  501: 'GatewayError',
  502: 'RejectedByGateway',
};

export interface FakeAfricasTalking {
  url: string;
  /** Every text it took (or held), in order. */
  received: FakeSms[];
  /** A number's next answers: status codes used one each, then 101. */
  statusFor: Map<string, number[]>;
  /** Keeps the next requests open without answering until `release()`. */
  hold: boolean;
  /** Drops the connection of the next request after reading it (it was taken, the answer lost). */
  dropNext: boolean;
  release(): void;
  /** Resolves once `count` texts were received (to `to`, when given). */
  waitFor(count: number, timeoutMs?: number, to?: string): Promise<FakeSms[]>;
  /** Posts a delivery report to our server, as the gateway does. */
  deliveryReport(serverUrl: string, sms: FakeSms, status: string, failureReason?: string): Promise<Response>;
  /** Posts a text a person sent to our short code. */
  incoming(serverUrl: string, from: string, text: string): Promise<Response>;
  close(): Promise<void>;
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

export async function startFakeAfricasTalking(username: string, apiKey: string): Promise<FakeAfricasTalking> {
  const held: Array<() => void> = [];
  const waiters: Array<() => void> = [];
  let ids = 0;
  const fake: FakeAfricasTalking = {
    url: '',
    received: [],
    statusFor: new Map(),
    hold: false,
    dropNext: false,
    release() {
      fake.hold = false;
      for (const answer of held.splice(0)) answer();
    },
    async waitFor(count, timeoutMs = 20_000, to) {
      const until = Date.now() + timeoutMs;
      const texts = () => fake.received.filter((sms) => to === undefined || sms.to === to);
      while (texts().length < count) {
        if (Date.now() > until) throw new Error(`The gateway received ${texts().length} texts, not ${count}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return texts();
    },
    deliveryReport: (serverUrl, sms, status, failureReason) =>
      fetch(`${serverUrl}/api/sms/delivery-reports`, {
        ...form({
          id: sms.messageId,
          status,
          phoneNumber: sms.to,
          networkCode: '62001',
          retryCount: '0',
          ...(failureReason ? { failureReason } : {}),
        }),
      }),
    incoming: (serverUrl, from, text) =>
      fetch(`${serverUrl}/api/sms/incoming`, {
        ...form({ from, to: '20880', text, date: new Date().toISOString(), id: `in-${++ids}`, linkId: '', networkCode: '62001' }),
      }),
    close: () => {
      fake.release();
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };

  const answer = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server: Server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      if (request.method !== 'POST' || request.url !== '/version1/messaging') return answer(response, 404, { message: 'Not found' });
      if (request.headers.apikey !== apiKey) {
        response.writeHead(401, { 'content-type': 'text/plain' }).end('The supplied authentication is invalid');
        return;
      }
      const fields = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      if (fields.get('username') !== username) {
        response.writeHead(401, { 'content-type': 'text/plain' }).end('The supplied authentication is invalid');
        return;
      }
      const to = fields.get('to') ?? '';
      const codes = fake.statusFor.get(to);
      const statusCode = codes?.shift() ?? 101;
      const taken = statusCode >= 100 && statusCode <= 102;
      const messageId = taken ? `ATXid_${(++ids).toString(16).padStart(8, '0')}` : 'None';
      const sms: FakeSms = { username, to, message: fields.get('message') ?? '', from: fields.get('from'), messageId };
      if (taken) fake.received.push(sms);
      for (const wake of waiters.splice(0)) wake();
      const reply = () =>
        answer(response, 201, {
          SMSMessageData: {
            Message: taken ? 'Sent to 1/1 Total Cost: GHS 0.0300' : 'Sent to 0/1 Total Cost: 0',
            Recipients: [
              { statusCode, number: to, status: statusNames[statusCode] ?? 'Failed', cost: taken ? 'GHS 0.0300' : '0', messageId },
            ],
          },
        });
      if (fake.dropNext) {
        fake.dropNext = false;
        request.socket.destroy();
        return;
      }
      if (fake.hold) held.push(reply);
      else reply();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** A phone's USSD session, as Africa's Talking's gateway calls our server: the same sessionId, every input so far in `text`. */
export function ussdSession(serverUrl: string, options: { phone: string; networkCode?: string; serviceCode?: string; sessionId?: string }) {
  const sessionId = options.sessionId ?? `ATUid_${Math.random().toString(16).slice(2)}`;
  const inputs: string[] = [];
  const post = async (text: string) => {
    const response = await fetch(`${serverUrl}/api/ussd`, {
      ...form({
        sessionId,
        serviceCode: options.serviceCode ?? '*920*44#',
        phoneNumber: options.phone,
        networkCode: options.networkCode ?? '62001',
        text,
      }),
    });
    return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
  };
  return {
    sessionId,
    /** Dials (no input yet) or answers the last screen with `input`. */
    async send(input?: string) {
      if (input !== undefined) inputs.push(input);
      return post(inputs.join('*'));
    },
    /** The last request again, with nothing new (the gateway repeating itself). */
    repeat: () => post(inputs.join('*')),
  };
}
