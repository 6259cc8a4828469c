/**
 * The demo provider's transfers: it answers in Paystack's shapes, keeps its
 * own records, and waits for whoever runs the demo to say what the "bank" did
 * on /pay/demo/transfers/{reference} (paid, failed, or reversed after being
 * paid); then it sends the signed transfer.success | failed | reversed
 * webhook to our webhook URL as Paystack would. No money moves.
 */
import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { mobileMoneyCodes, type MobileMoneyPayout } from '../../contract/rules/payout';
import type { DemoWebhooks } from './demo-webhooks';
import { demoTransfersRepository, type DemoTransferOutcome, type DemoTransferRow } from './demo-transfers-repository';
import { checkSignature } from './paystack-shapes';
import { outcomeOfTransfer, readTransferWebhook } from './paystack-transfer-shapes';
import {
  AccountNotFoundError,
  TransferRefusedError,
  type AccountToResolve,
  type BankEntry,
  type RecipientRequest,
  type TransferEvent,
  type TransferOutcome,
  type TransferProvider,
  type TransferRequest,
} from './transfers';

export const demoTransferPath = (reference: string) => `/pay/demo/transfers/${encodeURIComponent(reference)}`;

/** Banks in Ghana and their GhIPSS sort codes, as a provider lists them. */
export const demoBanks: BankEntry[] = [
  { code: '030100', name: 'Absa Bank Ghana' },
  { code: '280100', name: 'Access Bank Ghana' },
  { code: '080100', name: 'Agricultural Development Bank' },
  { code: '140100', name: 'CAL Bank' },
  { code: '340100', name: 'Consolidated Bank Ghana' },
  { code: '130100', name: 'Ecobank Ghana' },
  { code: '240100', name: 'Fidelity Bank Ghana' },
  { code: '170100', name: 'First Atlantic Bank' },
  { code: '330100', name: 'First National Bank Ghana' },
  { code: '040100', name: 'GCB Bank' },
  { code: '230100', name: 'Guaranty Trust Bank Ghana' },
  { code: '050100', name: 'National Investment Bank' },
  { code: '360100', name: 'OmniBSIC Bank' },
  { code: '180100', name: 'Prudential Bank' },
  { code: '110100', name: 'Republic Bank Ghana' },
  { code: '090100', name: 'Societe Generale Ghana' },
  { code: '190100', name: 'Stanbic Bank Ghana' },
  { code: '020100', name: 'Standard Chartered Bank Ghana' },
  { code: '060100', name: 'United Bank for Africa Ghana' },
  { code: '100100', name: 'Universal Merchant Bank' },
  { code: '120100', name: 'Zenith Bank Ghana' },
];

/** Holders the demo "finds" for an account number (the same number always gives the same name). */
const demoHolders = ['AMA SERWAA MENSAH', 'KOFI BOATENG', 'ABENA OWUSU', 'YAW DARKO', 'AKUA ASANTE', 'KWESI APPIAH', 'EFUA QUANSAH'];

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** A transfer as Paystack describes it, from the demo's record. */
export function asPaystackTransfer(row: DemoTransferRow) {
  return {
    id: parseInt(hashOf(row.reference).slice(0, 10), 16),
    domain: 'test',
    amount: row.amount,
    currency: row.currency,
    reference: row.reference,
    source: 'balance',
    reason: row.reason,
    status: row.status,
    failures: row.status === 'failed' ? { reason: 'The demo transfer was marked as failed' } : null,
    transfer_code: row.transfer_code,
    transferred_at: row.transferred_at?.toISOString() ?? null,
    recipient: { recipient_code: row.recipient_code, currency: 'GHS' },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export class DemoTransfers implements TransferProvider {
  readonly name = 'demo' as const;

  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly webhooks: DemoWebhooks,
  ) {}

  async banks(): Promise<BankEntry[]> {
    return demoBanks;
  }

  /** Any well-formed number is found, except one ending in 0000 (to try the "not found" path). */
  async resolve(account: AccountToResolve): Promise<{ accountName: string }> {
    const known = account.method === 'bank' ? demoBanks.some((bank) => bank.code === account.bankCode) : true;
    const network = account.method === 'bank' || mobileMoneyCodes[account.method as MobileMoneyPayout] === account.bankCode;
    if (!known || !network || account.accountNumber.endsWith('0000')) throw new AccountNotFoundError();
    const digits = [...account.accountNumber].reduce((sum, digit) => sum + Number(digit), 0);
    return { accountName: demoHolders[digits % demoHolders.length] ?? 'AMA SERWAA MENSAH' };
  }

  async createRecipient(request: RecipientRequest): Promise<{ recipientCode: string }> {
    return { recipientCode: `RCP_demo${hashOf(`${request.method}:${request.bankCode}:${request.accountNumber}`).slice(0, 12)}` };
  }

  async transfer(request: TransferRequest): Promise<TransferOutcome> {
    const row = await demoTransfersRepository.insert(this.db, {
      reference: request.reference,
      transfer_code: `TRF_demo${hashOf(request.reference).slice(0, 12)}`,
      amount: request.amount,
      recipient_code: request.recipientCode,
      reason: request.reason.slice(0, 500),
    });
    // As Paystack does: a reference already used is refused, never paid twice.
    if (!row) throw new TransferRefusedError('Duplicate Transfer Reference');
    return outcomeOfTransfer(asPaystackTransfer(row)) as TransferOutcome;
  }

  async verify(reference: string): Promise<TransferOutcome | null> {
    const row = await demoTransfersRepository.find(this.db, reference);
    return row ? outcomeOfTransfer(asPaystackTransfer(row)) : null;
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): TransferEvent | null {
    checkSignature(rawBody, signature, this.secret);
    return readTransferWebhook(rawBody);
  }

  find(reference: string): Promise<DemoTransferRow | null> {
    return demoTransfersRepository.find(this.db, reference);
  }

  /** Whoever runs the demo says what became of a transfer; the webhook follows in the background. Null when it cannot follow. */
  async play(reference: string, outcome: DemoTransferOutcome): Promise<DemoTransferRow | null> {
    const row = await demoTransfersRepository.finish(this.db, reference, outcome);
    if (row) this.webhooks.send(`transfer.${outcome}`, asPaystackTransfer(row), row.reference);
    return row;
  }
}
