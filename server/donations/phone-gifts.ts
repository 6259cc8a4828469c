/**
 * Gifts by phone (USSD): an ordinary donation, started without a browser. It
 * is written pending with its donor's number kept for the receipt text (and
 * the story's news, when asked), then the payer's wallet is charged directly
 * (the provider's charge API). Whatever the charge answers, and whoever says
 * it first (the answer itself, the webhook, a check with the provider), the
 * gift settles through DonationsService.settle: the same lock, ledger, fraud
 * rules, e-mails and texts as a gift from the web.
 */
import { donationLimits, type DonationMethod } from '../../contract/rules/donation';
import { hashToken, randomToken } from '../auth/secrets';
import { campaignsPort } from '../campaigns/port';
import type { Database } from '../db/database';
import { conflict, invalid, notFound } from '../domain/errors';
import { ProviderUnavailableError, type ChargeStep, type WalletNetwork } from '../payments/provider';
import { donationsRepository } from './repository';
import { phonesRepository } from './phones-repository';
import { newReference, type DonationsService } from './service';

export interface PhoneGift {
  campaignId: string;
  /** Whole pesewas. */
  amount: number;
  /** E.164 Ghana number: +233XXXXXXXXX. */
  phone: string;
  network: WalletNetwork;
  /** Shown on the donor wall. */
  wallName: string;
  lang: string;
  /** The donor asked for the story's news by text. */
  textUpdates: boolean;
}

/** Where a charge stands after a step: the provider's next ask, `settled` once it is done, or `unavailable` when it could not be asked. */
export type PhoneGiftStep =
  | { status: 'send_otp' | 'pay_offline' | 'pending' | 'success' | 'failed'; reason: string | null }
  | { status: 'unavailable'; reason: string };

export const walletMethods: Record<WalletNetwork, DonationMethod> = {
  mtn: 'mtn_momo',
  telecel: 'telecel_cash',
  airteltigo: 'airteltigo_money',
};

export class PhoneGifts {
  constructor(
    private readonly db: Database,
    private readonly donations: DonationsService,
  ) {}

  /** Starts a gift: the pending donation, then the charge of the wallet. */
  async give(gift: PhoneGift): Promise<{ reference: string; step: PhoneGiftStep }> {
    const story = await campaignsPort.findByIdOrSlug(this.db, gift.campaignId);
    if (!story || !['active', 'paused', 'completed'].includes(story.status)) throw notFound('This story does not exist or is not public.');
    if (story.status !== 'active') throw conflict(`This story is not taking donations: it is ${story.status}.`, `Story is ${story.status}`);
    if (!Number.isSafeInteger(gift.amount) || gift.amount < donationLimits.min || gift.amount > donationLimits.maxMobileMoney) {
      throw invalid(`amount must be from ${donationLimits.min} to ${donationLimits.maxMobileMoney} pesewas`, 'Invalid donation', 'amount');
    }
    const reference = newReference();
    const provider = this.donations.provider;
    const row = await this.db.transaction(async (tx) => {
      const pending = await donationsRepository.insertPending(tx, {
        campaignId: story.id,
        amount: gift.amount,
        method: walletMethods[gift.network],
        provider: provider.name,
        reference,
        donorUserId: null,
        donorName: gift.wallName,
        anonymous: false,
        hideAmount: false,
        message: null,
        email: null,
        payerKey: this.donations.payerKeyFor(gift.phone),
        // Nobody reads a gift by phone back through the web: the secret is made and thrown away.
        accessHash: hashToken(randomToken(24)),
        lang: gift.lang,
        channel: 'ussd',
      });
      await phonesRepository.insert(tx, { donationId: pending.id, phone: gift.phone, textReceipt: true, textUpdates: gift.textUpdates });
      return pending;
    });
    const step = await this.follow(reference, () =>
      provider.chargeWallet({
        reference,
        amount: gift.amount,
        phone: gift.phone,
        network: gift.network,
        email: `${reference}@${this.donations.receiptDomain()}`,
        donationId: row.id,
        campaignId: story.id,
        campaignTitle: story.title,
      }),
    );
    return { reference, step };
  }

  /** The code the payer was sent, for a charge that asked for one. */
  submitCode(reference: string, code: string): Promise<PhoneGiftStep> {
    return this.follow(reference, () => this.donations.provider.submitChargeCode(reference, code));
  }

  /** Asks the provider what became of a charge not yet settled, and settles it if it is done. */
  async recheck(reference: string): Promise<PhoneGiftStep> {
    const row = await donationsRepository.findByReference(this.db, reference);
    if (!row) throw notFound('There is no donation with this reference.');
    if (row.status === 'pending' || row.status === 'expired') {
      try {
        await this.donations.settle(await this.donations.provider.verify(reference), {});
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        return { status: 'pending', reason: null };
      }
    }
    const now = (await donationsRepository.findByReference(this.db, reference)) ?? row;
    if (now.status === 'succeeded') return { status: 'success', reason: null };
    if (now.status === 'pending' || now.status === 'expired') return { status: 'pending', reason: null };
    return { status: 'failed', reason: now.failure_reason };
  }

  /** Runs one provider call and settles what it says is done. */
  private async follow(reference: string, call: () => Promise<ChargeStep>): Promise<PhoneGiftStep> {
    let step: ChargeStep;
    try {
      step = await call();
    } catch (error) {
      // No answer: the charge may have started, so the gift stays pending for the webhook (or expiry) to settle.
      if (error instanceof ProviderUnavailableError) return { status: 'unavailable', reason: error.message };
      throw error;
    }
    if ('outcome' in step) {
      await this.donations.settle(step.outcome, {});
      return { status: step.status, reason: step.status === 'failed' ? step.outcome.reason : null };
    }
    return { status: step.status, reason: step.displayText };
  }
}
