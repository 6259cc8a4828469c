/**
 * Where an owner is paid. Saving an account asks the provider whose it is
 * (the holder's name) and keeps it waiting; the owner sees the name and
 * confirms. Confirming a change holds withdrawals for 48 hours and e-mails
 * the owner either way, so a taken-over sign-in cannot quietly drain a story.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PayoutAccountBody, PayoutAccountState } from '../../contract/api/withdrawals';
import { isMobileMoneyPayout, mobileMoneyCodes, mobileMoneyNames, normaliseAccountNumber, payoutLimits } from '../../contract/rules/payout';
import type { Database } from '../db/database';
import { conflict, DomainError, invalid, notFound } from '../domain/errors';
import type { EventBus } from '../events/bus';
import { ProviderUnavailableError } from '../payments/provider';
import type { BankEntry, TransferProvider } from '../payments/transfers';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { payoutAccountsRepository } from './accounts-repository';
import { toPayoutAccount } from './dto';
import type { PayoutNotices } from './notices';

const bankListTtlMs = 6 * 3600_000;

export const providerDown = (error: unknown, log: FastifyBaseLogger, what: string): never => {
  if (error instanceof ProviderUnavailableError) {
    log.error({ err: error }, `payment provider unavailable: ${what}`);
    throw new DomainError(
      'provider_failed',
      'The payment service could not be reached. Please try again in a moment.',
      'Provider unavailable',
    );
  }
  throw error;
};

export class PayoutAccountsService {
  private bankList: { at: number; items: Promise<BankEntry[]> } | null = null;

  constructor(
    private readonly db: Database,
    private readonly transfers: TransferProvider,
    private readonly limiter: RateLimiter,
    private readonly events: EventBus,
    private readonly notices: PayoutNotices,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Ghana's banks that take transfers, as the provider lists them (kept a few hours). */
  async banks(): Promise<BankEntry[]> {
    if (!this.bankList || Date.now() - this.bankList.at > bankListTtlMs) {
      const items = this.transfers.banks();
      this.bankList = { at: Date.now(), items };
      items.catch(() => (this.bankList = null));
    }
    try {
      return await this.bankList.items;
    } catch (error) {
      return providerDown(error, this.log, 'bank list');
    }
  }

  async state(userId: string): Promise<PayoutAccountState> {
    const { active, pending } = await payoutAccountsRepository.current(this.db, userId);
    return { account: active ? toPayoutAccount(active) : null, pending: pending ? toPayoutAccount(pending) : null };
  }

  /** Resolves the holder's name with the provider and keeps the account waiting for the owner's confirmation. */
  async save(userId: string, body: PayoutAccountBody): Promise<PayoutAccountState> {
    const number = normaliseAccountNumber(body.method, body.account_number);
    if (!number) {
      throw invalid(
        isMobileMoneyPayout(body.method)
          ? 'account_number must be a Ghana mobile number (0XX XXX XXXX or +233…)'
          : 'account_number must be the bank account number, digits only',
        'Invalid payout account',
        'account_number',
      );
    }
    let bankCode: string;
    let bankName: string;
    if (isMobileMoneyPayout(body.method)) {
      bankCode = mobileMoneyCodes[body.method];
      bankName = mobileMoneyNames[body.method];
    } else {
      const bank = body.bank_code ? (await this.banks()).find((b) => b.code === body.bank_code) : undefined;
      if (!bank) throw invalid('bank_code must be one of the banks listed at /api/payouts/banks', 'Invalid payout account', 'bank_code');
      bankCode = bank.code;
      bankName = bank.name;
    }
    // Each look-up asks the provider: a few an hour are plenty for a person.
    await this.limiter.enforce([{ key: `payout-account:user:${userId}`, windowSeconds: 3600, max: 10 }]);
    const { accountName } = await this.transfers
      .resolve({ method: body.method, accountNumber: number, bankCode })
      .catch((error: unknown) => providerDown(error, this.log, 'account resolve'));
    await payoutAccountsRepository.insertPending(this.db, {
      userId,
      method: body.method,
      account_number: number,
      bank_code: bankCode,
      bank_name: bankName,
      account_name: accountName,
    });
    return this.state(userId);
  }

  /** The owner saw the holder's name: this account is where money goes from now on. */
  async confirm(userId: string, accountId: string): Promise<PayoutAccountState> {
    const confirmed = await this.db.transaction(async (tx) => {
      const rows = await payoutAccountsRepository.lockOwner(tx, userId);
      const pending = rows.find((row) => row.status === 'unconfirmed');
      if (!pending || pending.id !== accountId) {
        if (rows.some((row) => row.id === accountId)) throw conflict('This payout account is already confirmed.', 'State cannot follow');
        throw notFound('There is no payout account waiting for your confirmation. Save it again.');
      }
      const replacing = rows.some((row) => row.status === 'active');
      const holdUntil = replacing ? new Date(Date.now() + payoutLimits.accountChangeHoldHours * 3600_000) : null;
      const activated = await payoutAccountsRepository.activate(tx, pending.id, userId, holdUntil);
      await this.events.record(tx, 'payout_account.confirmed', { accountId: activated.id, userId });
      return activated;
    });
    await this.notices.accountConfirmed(confirmed);
    await this.events.emit('payout_account.confirmed', { accountId: confirmed.id, userId });
    return this.state(userId);
  }
}
