/**
 * Paying approved withdrawals through the provider, and hearing what became
 * of them. The transfer carries the withdrawal's own reference, so asking
 * again (after a lost answer, a crash, a second server) can never pay twice:
 * the provider refuses a reference it has seen, and we then ask it what it
 * knows. Every word about a transfer (the answer to the request, a verify, a
 * signed webhook, duplicated, late or out of order) goes through one locked
 * step (transitions.ts) that moves the ledger in the same transaction.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { EventBus } from '../events/bus';
import { ledgerBook } from '../ledger/book';
import { donationsPort } from '../donations/port';
import { ProviderUnavailableError } from '../payments/provider';
import { TransferRefusedError, type TransferOutcome, type TransferProvider } from '../payments/transfers';
import { payoutAccountsRepository } from './accounts-repository';
import type { PayoutNotices } from './notices';
import { afterTransfer } from './transitions';
import { withdrawalsRepository } from './withdrawals-repository';

export type WebhookOutcome = 'applied' | 'unchanged' | 'ignored';

export class Payer {
  constructor(
    private readonly db: Database,
    private readonly transfers: TransferProvider,
    private readonly notices: PayoutNotices,
    private readonly events: EventBus,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Sends an approved withdrawal to the provider. Safe to call again at any time: only `approved` ones go. */
  async pay(withdrawalId: string): Promise<void> {
    const w = await withdrawalsRepository.find(this.db, withdrawalId);
    if (!w || w.status !== 'approved') return;
    try {
      const account = await payoutAccountsRepository.find(this.db, w.payout_account_id);
      if (!account) throw new Error(`withdrawal ${w.id} has no payout account`);
      let recipientCode = account.recipient_code;
      if (!recipientCode) {
        ({ recipientCode } = await this.transfers.createRecipient({
          method: account.method,
          accountNumber: account.account_number,
          bankCode: account.bank_code,
          name: account.account_name,
        }));
        await payoutAccountsRepository.setRecipient(this.db, account.id, recipientCode);
      }
      await withdrawalsRepository.recordAttempt(this.db, w.id, null);
      const outcome = await this.transfers.transfer({ reference: w.reference, amount: w.amount, recipientCode, reason: w.purpose });
      await this.apply(outcome);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        // No answer: the transfer may or may not exist. The sweep asks again, with the same reference.
        this.log.warn({ err: error, reference: w.reference }, 'transfer not confirmed by the provider; will try again');
        await withdrawalsRepository.recordAttempt(this.db, w.id, error.message);
        return;
      }
      if (error instanceof TransferRefusedError) {
        await this.afterRefusal(w.id, w.reference, error.message);
        return;
      }
      throw error;
    }
  }

  /** Refused: maybe the reference was already used (a lost answer before). The provider's record decides. */
  private async afterRefusal(withdrawalId: string, reference: string, message: string): Promise<void> {
    const known = await this.transfers.verify(reference).catch((error: unknown) => {
      if (error instanceof ProviderUnavailableError) return undefined;
      throw error;
    });
    if (known === undefined) {
      await withdrawalsRepository.recordAttempt(this.db, withdrawalId, message);
      return;
    }
    if (known) {
      await this.apply(known);
      return;
    }
    this.log.error({ reference, message }, 'the provider refused a transfer');
    const w = await withdrawalsRepository.find(this.db, withdrawalId);
    if (w) {
      await this.apply({
        status: 'failed',
        reference,
        amount: w.amount,
        currency: 'GHS',
        transferCode: null,
        providerStatus: 'refused',
        reason: message.slice(0, 300),
      });
    }
  }

  /** Applies what the provider says about a transfer, once. Null when the reference is not ours. */
  async apply(outcome: TransferOutcome): Promise<{ changed: boolean } | null> {
    const done = await this.db.transaction(async (tx) => {
      const w = await withdrawalsRepository.lockByReference(tx, outcome.reference);
      if (!w) return null;
      const { step, anomaly } = afterTransfer(w, outcome);
      if (anomaly) this.log.error({ reference: w.reference, anomaly }, 'payout needs attention');
      if (!step) return { w, step };
      const failed = step.next === 'failed' || step.next === 'reversed';
      await withdrawalsRepository.setState(tx, w.id, {
        status: step.next,
        transferCode: outcome.transferCode,
        providerStatus: outcome.providerStatus,
        reason: failed ? (outcome.reason ?? (step.next === 'reversed' ? 'The transfer was reversed' : 'The transfer failed')) : null,
      });
      const money = { withdrawalId: w.id, campaignId: w.campaign_id, amount: w.amount };
      if (step.move) await ledgerBook[step.move](tx, money);
      return { w: { ...w, status: step.next, reason: failed ? (outcome.reason ?? w.reason) : w.reason }, step };
    });
    if (!done) return null;
    if (outcome.providerStatus === 'otp') {
      this.log.error({ reference: outcome.reference }, 'the provider asks for an OTP: turn off OTP for transfers in its dashboard');
    }
    if (!done.step) return { changed: false };
    if (done.step.move) await this.events.emit('campaign.changed', { campaignId: done.w.campaign_id, moneyOnly: true });
    if (done.step.next === 'paid') {
      await this.notices.news(done.w, 'paid');
      await this.notices.donorsOfPaid(done.w);
    }
    if (done.step.next === 'failed' || done.step.next === 'reversed') await this.notices.news(done.w, done.step.next);
    return { changed: true };
  }

  /** A signed webhook: null when it is not about a transfer (a donation's, for the donations service). */
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ outcome: WebhookOutcome } | null> {
    const event = this.transfers.parseWebhook(rawBody, signature);
    if (!event) return null;
    const result = await this.apply(event.outcome);
    const outcome: WebhookOutcome = result === null ? 'ignored' : result.changed ? 'applied' : 'unchanged';
    await donationsPort.recordWebhook(this.db, {
      provider: this.transfers.name,
      bodySha256: createHash('sha256').update(rawBody).digest('hex'),
      event: event.event,
      reference: event.outcome.reference.slice(0, 100),
      outcome,
    });
    return { outcome };
  }

  /**
   * Approved withdrawals the provider has not taken yet are sent (again);
   * transfers it has not answered for long are verified. Several servers may
   * sweep at once: each step is locked and the reference makes a repeat harmless.
   * A closing server stops after the step under way; the next sweep takes the rest.
   */
  async sweep(stopping?: AbortSignal): Promise<void> {
    for (const due of await withdrawalsRepository.due(this.db)) {
      if (stopping?.aborted) return;
      try {
        if (due.status === 'approved') {
          await this.pay(due.id);
          continue;
        }
        const w = await withdrawalsRepository.find(this.db, due.id);
        if (!w) continue;
        await withdrawalsRepository.touch(this.db, w.id);
        const known = await this.transfers.verify(w.reference);
        if (known) await this.apply(known);
      } catch (error) {
        this.log.warn({ err: error, withdrawalId: due.id }, 'payout sweep step failed');
      }
    }
  }
}
