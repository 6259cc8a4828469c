/**
 * A local HTTP server that answers the part of Paystack's API we use, in its
 * documented shapes, behind `Authorization: Bearer <secret key>`:
 * - charges: POST /transaction/initialize and GET /transaction/verify/{reference};
 * - wallet charges: POST /charge with `mobile_money { phone, provider }` and
 *   POST /charge/submit_otp, answering the `data.status` a test chooses
 *   (`send_otp`, `pay_offline`, `pending`, `success`, `failed`; by default
 *   `send_otp` for Telecel's `vod` and `pay_offline` for the others), and the
 *   signed charge.success webhook of a charge;
 * - transfers: GET /bank?currency=GHS, GET /bank/resolve, POST /transferrecipient,
 *   POST /transfer (a reference is used once: a second is refused) and
 *   GET /transfer/verify/{reference}.
 * Tests set what became of each payment and transfer, as the real provider would,
 * and can sign its transfer.* webhooks.
 */
import { createHmac } from 'node:crypto';
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

export type FakeChargeStatus = 'send_otp' | 'pay_offline' | 'pending' | 'success' | 'failed';

export interface FakeRecipient {
  recipient_code: string;
  type: string;
  name: string;
  account_number: string;
  bank_code: string;
  currency: string;
}

export interface FakeTransfer {
  reference: string;
  amount: number;
  currency: string;
  recipient: string;
  reason: string;
  source: string;
  status: 'pending' | 'otp' | 'success' | 'failed' | 'reversed';
  transfer_code: string;
  createdAt: string;
  updatedAt: string;
}

/** Ghana's banks as `GET /bank?currency=GHS` lists them (an excerpt). */
export const fakeGhanaBanks = [
  { name: 'Absa Bank Ghana Ltd', slug: 'absa-bank-ghana', code: '030100', type: 'ghipss' },
  { name: 'GCB Bank Limited', slug: 'gcb-bank', code: '040100', type: 'ghipss' },
  { name: 'Ecobank Ghana Limited', slug: 'ecobank-ghana', code: '130100', type: 'ghipss' },
  { name: 'Stanbic Bank Ghana Ltd', slug: 'stanbic-bank-ghana', code: '190100', type: 'ghipss' },
];

export interface FakePaystack {
  url: string;
  requests: Array<{ method: string; path: string; authorization: string | undefined; body: unknown }>;
  transactions: Map<string, FakeTransaction>;
  /** What the checkout would end in: e.g. success with the amount Paystack took. */
  settle(reference: string, change: Partial<FakeTransaction>): void;
  /** Answers every call with this HTTP status (e.g. 503) until cleared. */
  failWith: number | null;
  /** What the next wallet charges answer, one each (then the network's default). */
  chargeAnswers: FakeChargeStatus[];
  /** What the next code submissions answer, one each (then `pay_offline` for 123456, `send_otp` for another code). */
  codeAnswers: FakeChargeStatus[];
  /** The charge.success webhook of a wallet charge the payer approved, signed with the secret key. */
  chargeWebhook(reference: string): { body: string; signature: string };
  /** Account holders `GET /bank/resolve` knows, by `bank_code:account_number`. */
  accounts: Map<string, string>;
  recipients: Map<string, FakeRecipient>;
  transfers: Map<string, FakeTransfer>;
  /** The status a new transfer starts in (`otp` when "confirm transfers with OTP" is on). */
  newTransferStatus: 'pending' | 'otp' | 'success';
  /** Takes the next transfer but never answers (the connection drops): a lost answer. */
  loseNextTransferAnswer: boolean;
  /** What became of a transfer at the bank. */
  settleTransfer(reference: string, status: FakeTransfer['status']): void;
  /** The transfer.* webhook Paystack would send now, signed with the secret key. */
  transferWebhook(
    reference: string,
    event?: 'transfer.success' | 'transfer.failed' | 'transfer.reversed',
  ): { body: string; signature: string };
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export async function startFakePaystack(secretKey: string): Promise<FakePaystack> {
  const transferObject = (t: FakeTransfer) => {
    const recipient = fake.recipients.get(t.recipient);
    return {
      amount: t.amount,
      createdAt: t.createdAt,
      currency: t.currency,
      domain: 'test',
      failures: t.status === 'failed' ? { reason: 'Destination account could not be credited' } : null,
      id: 860_000_000 + [...fake.transfers.keys()].indexOf(t.reference),
      integration: 463433,
      reason: t.reason,
      reference: t.reference,
      source: t.source,
      source_details: null,
      status: t.status,
      titan_code: null,
      transfer_code: t.transfer_code,
      transferred_at: t.status === 'success' ? t.updatedAt : null,
      updatedAt: t.updatedAt,
      recipient: recipient
        ? {
            active: true,
            currency: recipient.currency,
            domain: 'test',
            name: recipient.name,
            recipient_code: recipient.recipient_code,
            type: recipient.type,
            details: {
              authorization_code: null,
              account_number: recipient.account_number,
              account_name: null,
              bank_code: recipient.bank_code,
            },
          }
        : null,
      session: { provider: null, id: null },
      fee_charged: 100,
      gateway_response: null,
    };
  };
  const fake: FakePaystack = {
    url: '',
    requests: [],
    transactions: new Map(),
    failWith: null,
    chargeAnswers: [],
    codeAnswers: [],
    chargeWebhook(reference) {
      const tx = fake.transactions.get(reference);
      if (!tx) throw new Error(`no transaction ${reference}`);
      fake.settle(reference, { status: 'success' });
      const body = JSON.stringify({ event: 'charge.success', data: transactionObject(tx) });
      return { body, signature: createHmac('sha512', secretKey).update(body).digest('hex') };
    },
    accounts: new Map(),
    recipients: new Map(),
    transfers: new Map(),
    newTransferStatus: 'pending',
    loseNextTransferAnswer: false,
    settleTransfer(reference, status) {
      const transfer = fake.transfers.get(reference);
      if (!transfer) throw new Error(`no transfer ${reference}`);
      Object.assign(transfer, { status, updatedAt: new Date().toISOString() });
    },
    transferWebhook(reference, event) {
      const transfer = fake.transfers.get(reference);
      if (!transfer) throw new Error(`no transfer ${reference}`);
      const body = JSON.stringify({ event: event ?? `transfer.${transfer.status}`, data: transferObject(transfer) });
      return { body, signature: createHmac('sha512', secretKey).update(body).digest('hex') };
    },
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
  const transactionObject = (tx: FakeTransaction) => ({
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
  });
  /** A charge answer in Paystack's shape for the status chosen. */
  const chargeAnswer = (tx: FakeTransaction, status: FakeChargeStatus) => {
    if (status === 'success') {
      fake.settle(tx.reference, { status: 'success' });
      return [200, { status: true, message: 'Charge attempted', data: transactionObject(tx) }] as const;
    }
    if (status === 'failed') {
      fake.settle(tx.reference, { status: 'failed', gateway_response: 'Declined' });
      return [
        200,
        { status: true, message: 'Charge attempted', data: { ...transactionObject(tx), message: 'Declined by the payer' } },
      ] as const;
    }
    tx.status = status === 'pending' ? 'pending' : 'ongoing';
    const display =
      status === 'send_otp'
        ? 'Please dial *110# to generate a voucher code. Then input the voucher'
        : status === 'pay_offline'
          ? 'Please complete authorization process on your mobile phone'
          : undefined;
    return [
      200,
      {
        status: true,
        message: 'Charge attempted',
        data: { reference: tx.reference, status, ...(display ? { display_text: display } : {}) },
      },
    ] as const;
  };

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

      if (request.method === 'POST' && path === '/charge') {
        const input = body as Record<string, unknown>;
        const wallet = input.mobile_money as { phone?: unknown; provider?: unknown } | undefined;
        const amount = Number(input.amount);
        const reference = String(input.reference ?? '');
        if (!input.email || !Number.isInteger(amount) || amount <= 0 || input.currency !== 'GHS')
          return send(400, { status: false, message: 'Invalid amount, currency or email' });
        if (!wallet || !/^0[235][0-9]{8}$/.test(String(wallet.phone)) || !['mtn', 'vod', 'atl'].includes(String(wallet.provider)))
          return send(400, { status: false, message: 'Invalid mobile money details' });
        if (fake.transactions.has(reference)) return send(400, { status: false, message: 'Duplicate Transaction Reference' });
        const tx: FakeTransaction = {
          reference,
          amount,
          currency: 'GHS',
          email: String(input.email),
          channels: ['mobile_money'],
          callback_url: '',
          metadata: { ...((input.metadata as Record<string, unknown>) ?? {}), phone: wallet.phone, provider: wallet.provider },
          status: 'ongoing',
          gateway_response: null,
          paid_at: null,
          created_at: new Date().toISOString(),
        };
        fake.transactions.set(reference, tx);
        const [status, payload] = chargeAnswer(tx, fake.chargeAnswers.shift() ?? (wallet.provider === 'vod' ? 'send_otp' : 'pay_offline'));
        return send(status, payload);
      }

      if (request.method === 'POST' && path === '/charge/submit_otp') {
        const input = body as Record<string, unknown>;
        const tx = fake.transactions.get(String(input.reference ?? ''));
        if (!tx) return send(400, { status: false, message: 'Transaction reference not found' });
        const [status, payload] = chargeAnswer(tx, fake.codeAnswers.shift() ?? (input.otp === '123456' ? 'pay_offline' : 'send_otp'));
        return send(status, payload);
      }

      const verify = /^\/transaction\/verify\/([^/?]+)$/.exec(path);
      if (request.method === 'GET' && verify) {
        const tx = fake.transactions.get(decodeURIComponent(verify[1] ?? ''));
        if (!tx) return send(400, { status: false, message: 'Transaction reference not found' });
        return send(200, { status: true, message: 'Verification successful', data: transactionObject(tx) });
      }
      const url = new URL(path, 'http://paystack.local');
      if (request.method === 'GET' && url.pathname === '/bank') {
        if (url.searchParams.get('currency') !== 'GHS') return send(200, { status: true, message: 'Banks retrieved', data: [] });
        const banks = fakeGhanaBanks.map((bank, index) => ({
          ...bank,
          longcode: '',
          gateway: null,
          pay_with_bank: false,
          active: true,
          is_deleted: false,
          country: 'Ghana',
          currency: 'GHS',
          id: 300 + index,
          createdAt: '2020-01-24T10:01:06.000Z',
          updatedAt: '2020-01-24T10:01:06.000Z',
        }));
        return send(200, { status: true, message: 'Banks retrieved', data: banks });
      }

      if (request.method === 'GET' && url.pathname === '/bank/resolve') {
        const number = url.searchParams.get('account_number') ?? '';
        const name = fake.accounts.get(`${url.searchParams.get('bank_code') ?? ''}:${number}`);
        if (!name) return send(422, { status: false, message: 'Could not resolve account name. Check parameters or try again.' });
        return send(200, {
          status: true,
          message: 'Account number resolved',
          data: { account_number: number, account_name: name, bank_id: 9 },
        });
      }

      if (request.method === 'POST' && path === '/transferrecipient') {
        const input = body as Record<string, unknown>;
        if (
          !['mobile_money', 'ghipss', 'nuban', 'basa'].includes(String(input.type)) ||
          !input.name ||
          !input.account_number ||
          !input.bank_code
        ) {
          return send(400, { status: false, message: 'Invalid recipient details' });
        }
        // A duplicate account number returns the existing record instead of creating a new one.
        const existing = [...fake.recipients.values()].find(
          (r) => r.account_number === input.account_number && r.bank_code === input.bank_code,
        );
        const recipient = existing ?? {
          recipient_code: `RCP_${String(fake.recipients.size + 1).padStart(4, '0')}fake`,
          type: String(input.type),
          name: String(input.name),
          account_number: String(input.account_number),
          bank_code: String(input.bank_code),
          currency: String(input.currency ?? 'NGN'),
        };
        fake.recipients.set(recipient.recipient_code, recipient);
        return send(201, {
          status: true,
          message: 'Transfer recipient created successfully',
          data: {
            active: true,
            createdAt: new Date().toISOString(),
            currency: recipient.currency,
            domain: 'test',
            id: 25_753_454 + fake.recipients.size,
            integration: 519035,
            name: recipient.name,
            recipient_code: recipient.recipient_code,
            type: recipient.type,
            updatedAt: new Date().toISOString(),
            is_deleted: false,
            details: {
              authorization_code: null,
              account_number: recipient.account_number,
              account_name: null,
              bank_code: recipient.bank_code,
            },
          },
        });
      }

      if (request.method === 'POST' && path === '/transfer') {
        const input = body as Record<string, unknown>;
        const reference = String(input.reference ?? '');
        const amount = Number(input.amount);
        if (input.source !== 'balance' || !Number.isInteger(amount) || amount <= 0)
          return send(400, { status: false, message: 'Invalid transfer details' });
        if (!fake.recipients.has(String(input.recipient))) {
          return send(400, {
            status: false,
            message: 'Recipient specified is invalid',
            type: 'validation_error',
            code: 'invalid_transfer_recipient',
          });
        }
        if (!/^[a-z0-9_-]+$/.test(reference)) return send(400, { status: false, message: 'Invalid transfer reference' });
        if (fake.transfers.has(reference)) {
          return send(400, {
            status: false,
            message: 'This reference has already been used on a prior transfer',
            type: 'validation_error',
            code: 'duplicate_reference',
          });
        }
        const now = new Date().toISOString();
        const transfer: FakeTransfer = {
          reference,
          amount,
          currency: String(input.currency ?? 'NGN'),
          recipient: String(input.recipient),
          reason: String(input.reason ?? ''),
          source: 'balance',
          status: fake.newTransferStatus,
          transfer_code: `TRF_${reference.slice(-10)}`,
          createdAt: now,
          updatedAt: now,
        };
        fake.transfers.set(reference, transfer);
        if (fake.loseNextTransferAnswer) {
          fake.loseNextTransferAnswer = false;
          request.socket.destroy();
          return;
        }
        const message = transfer.status === 'otp' ? 'Transfer requires OTP to continue' : 'Transfer has been queued';
        return send(200, { status: true, message, data: { transfersessionid: [], transfertrials: [], ...transferObject(transfer) } });
      }

      const verifyTransfer = /^\/transfer\/verify\/([^/?]+)$/.exec(path);
      if (request.method === 'GET' && verifyTransfer) {
        const transfer = fake.transfers.get(decodeURIComponent(verifyTransfer[1] ?? ''));
        if (!transfer) return send(404, { status: false, message: 'Transfer not found' });
        return send(200, { status: true, message: 'Transfer retrieved', data: transferObject(transfer) });
      }
      return send(404, { status: false, message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
