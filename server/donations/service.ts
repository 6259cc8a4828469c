/**
 * Donations: create a pending donation and its checkout, then settle it once,
 * whoever tells us first: a signed webhook, or the success page asking us to
 * verify with the provider. Settling locks the donation row and moves the
 * story's totals in the same transaction; the amount is the provider's.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { hashToken, randomToken, safeEqual } from '../auth/secrets';
import { campaignsPort } from '../campaigns/port';
import type { Database, Queryable } from '../db/database';
import type { DomainEvents, EventBus } from '../events/bus';
import { conflict, DomainError, forbidden, invalid, notFound } from '../domain/errors';
import { ProviderUnavailableError, type PaymentProvider, type ProviderOutcome, type WebhookEvent } from '../payments/provider';
import { payerKey } from '../payments/secrets';
import type { DonorWallPage } from '../../contract/api/campaigns';
import type { DonationReceipt, DonationRequest, DonationStarted } from '../../contract/api/donations';
import { cursorPageOf, decodeCursor, encodeCursor, offsetOf, type KeyKind } from '../domain/paging';
import { defaultLanguage } from '../translations/catalogs';
import { ledgerBook } from '../ledger/book';
import { checkDonorInput, type Donor } from './donor-input';
import { toReceipt, toWallEntry } from './dto';
import { phonesRepository } from './phones-repository';
import { donationsRepository, type DonationRow, type DonationWithStory } from './repository';
import { nextState } from './settlement';

/** A donor wall's cursor: when the last gift of a page was paid, and its id. */
const wallCursor: KeyKind[] = ['micros', 'uuid'];

export interface SettleResult {
  changed: boolean;
  reference: string;
}

export const newReference = () => `nnb-${randomBytes(10).toString('hex')}`;

const succeeded = (row: DonationRow, amount: number): DomainEvents['donation.succeeded'] => ({
  donationId: row.id,
  campaignId: row.campaign_id,
  amount,
  requestedAmount: row.requested_amount,
  payerKey: row.payer_key,
});

export class DonationsService {
  constructor(
    private readonly db: Database,
    readonly provider: PaymentProvider,
    private readonly events: EventBus,
    private readonly pepper: Buffer,
    private readonly publicUrl: () => string,
    private readonly log: FastifyBaseLogger,
    /** `textReceipts`: receipts by text can be sent (an SMS gateway or the dev outbox is there). */
    private readonly options: { textReceipts?: boolean } = {},
  ) {}

  /** Whether a donor may ask for a receipt by text. */
  get textReceipts(): boolean {
    return this.options.textReceipts ?? false;
  }

  /** Who paid, as a keyed hash: the phone for mobile money, else e-mail, account or IP. */
  payerKeyFor(identifier: string): string {
    return payerKey(this.pepper, identifier);
  }

  /**
   * `form`: a form posted without JavaScript, whose one-time token (as its
   * hash, `key`) the donation keeps, so the same form never starts a second
   * one; its access token is derived from that token, so a resend can set it
   * again.
   */
  async create(input: DonationRequest, donor: Donor, form?: { key: string; accessToken: string }): Promise<DonationStarted> {
    const campaign = await campaignsPort.findByIdOrSlug(this.db, input.campaign);
    if (!campaign || !['active', 'paused', 'completed'].includes(campaign.status)) {
      throw notFound('This story does not exist or is not public.', 'Unknown story', 'campaign');
    }
    if (campaign.status !== 'active') {
      const why = campaign.status === 'paused' ? 'it is paused while our team looks into it' : 'it has closed';
      throw conflict(`This story is not taking donations: ${why}.`, `Story is ${campaign.status}`, 'campaign');
    }
    const checked = checkDonorInput(input, donor);
    const reference = newReference();
    const accessToken = form?.accessToken ?? randomToken(24);
    // The number for a receipt by text is kept beside the donation only while that text must still go.
    const textTo = this.options.textReceipts ? checked.receiptPhone : null;
    const row = await this.db.transaction(async (tx) => {
      const pending = await donationsRepository.insertPending(tx, {
        campaignId: campaign.id,
        amount: input.amount,
        method: input.method,
        provider: this.provider.name,
        reference,
        donorUserId: donor.userId,
        donorName: checked.name,
        anonymous: checked.anonymous,
        hideAmount: input.hide_amount ?? false,
        message: checked.message,
        email: checked.email,
        payerKey: this.payerKeyFor(checked.identifier),
        accessHash: hashToken(accessToken),
        lang: donor.lang ?? defaultLanguage,
        formKey: form?.key ?? null,
      });
      if (textTo) await phonesRepository.insert(tx, { donationId: pending.id, phone: textTo, textReceipt: true, textUpdates: false });
      return pending;
    });
    try {
      const { checkoutUrl } = await this.provider.initialize({
        reference,
        amount: input.amount,
        method: input.method,
        email: checked.email ?? `${reference}@${this.receiptDomain()}`,
        donationId: row.id,
        campaignId: campaign.id,
        campaignTitle: campaign.title,
      });
      await donationsRepository.setCheckout(this.db, row.id, checkoutUrl);
      return { reference, checkout_url: checkoutUrl, access_token: accessToken, status: 'pending' };
    } catch (error) {
      this.log.error({ err: error, reference }, 'payment provider did not start the payment');
      await donationsRepository.markNotStarted(this.db, row.id, 'The payment provider could not start the payment.');
      throw new DomainError(
        'provider_failed',
        'The payment service could not be reached. Nothing was charged. Please try again in a moment.',
        'Payment provider unavailable',
      );
    }
  }

  /** Paystack needs an e-mail; donors who gave none get one at our domain that nobody reads. */
  receiptDomain(): string {
    const host = new URL(this.publicUrl()).hostname;
    return host.includes('.') ? `donors.${host}` : 'donors.nnoboa.invalid';
  }

  /** The success and cancel pages: only the browser that started the donation (or its signed-in donor) may ask. */
  async verify(reference: string, access: { token?: string; userId?: string | null }, donorCancelled: boolean): Promise<DonationReceipt> {
    let row = await donationsRepository.findByReference(this.db, reference);
    if (!row || row.provider === 'seed') throw notFound('There is no donation with this reference.');
    const byToken = Boolean(access.token && row.access_hash && safeEqual(hashToken(access.token), row.access_hash));
    const byAccount = Boolean(access.userId && row.donor_user_id === access.userId);
    if (!byToken && !byAccount) {
      throw forbidden(
        'This donation was started on another phone or browser. Its receipt was e-mailed if an address was given.',
        'Not your donation',
      );
    }
    // An expired donation is asked about too: money the provider confirms late still counts.
    if (row.status === 'pending' || row.status === 'expired') {
      try {
        const outcome = await this.provider.verify(reference);
        await this.settle(outcome, { donorCancelled });
        row = (await donationsRepository.findByReference(this.db, reference)) ?? row;
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        this.log.warn({ err: error, reference }, 'could not verify with the payment provider; the donation stays pending');
      }
    }
    return toReceipt(row);
  }

  /** A signed webhook: settled once, and each delivery recorded once. */
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ outcome: 'applied' | 'unchanged' | 'ignored' }> {
    const event: WebhookEvent = this.provider.parseWebhook(rawBody, signature);
    if (event.kind === 'refused') {
      this.log.error(
        { event: event.event, reference: event.reference, problem: event.problem },
        'signed webhook refused: payment needs attention',
      );
      throw invalid(`The webhook was refused: its ${event.problem}.`, 'Amount not in whole pesewas', 'amount');
    }
    const bodySha256 = createHash('sha256').update(rawBody).digest('hex');
    const reference = event.kind === 'outcome' ? event.outcome.reference : event.reference;
    const record = (tx: Queryable, outcome: 'applied' | 'unchanged' | 'ignored') =>
      donationsRepository.recordWebhook(tx, {
        provider: this.provider.name,
        bodySha256,
        event: event.event,
        reference: reference?.slice(0, 100) ?? null,
        outcome,
      });
    if (event.kind === 'ignored') {
      await record(this.db, 'ignored');
      return { outcome: 'ignored' };
    }
    const result = await this.settle(event.outcome, {}, (tx, changed) =>
      record(tx, changed === null ? 'ignored' : changed ? 'applied' : 'unchanged'),
    );
    return { outcome: result === null ? 'ignored' : result.changed ? 'applied' : 'unchanged' };
  }

  /**
   * Applies what the provider says, once: the donation row is locked, its
   * status, the story's totals, the ledger and the jobs that follow a success
   * change together; the in-process events go out after the commit. Null
   * when the reference is not one of ours.
   */
  async settle(
    outcome: ProviderOutcome,
    options: { donorCancelled?: boolean },
    alsoInTransaction?: (tx: Queryable, changed: boolean | null) => Promise<unknown>,
  ): Promise<SettleResult | null> {
    const done = await this.db.transaction(async (tx) => {
      const row = await donationsRepository.lockByReference(tx, outcome.reference);
      if (!row || row.provider === 'seed') {
        await alsoInTransaction?.(tx, null);
        return null;
      }
      const step = nextState({ status: row.status, amount: row.amount }, outcome, options);
      if (step.anomaly) this.log.error({ reference: row.reference, anomaly: step.anomaly }, 'payment needs attention');
      if (step.changed) {
        const paidAt = step.status === 'succeeded' || step.status === 'refunded' ? (outcome.paidAt ?? new Date()) : null;
        await donationsRepository.settle(tx, row.id, {
          status: step.status,
          amount: step.amount,
          paidAt,
          providerStatus: outcome.providerStatus,
          failureReason:
            step.status === 'failed' || step.status === 'cancelled'
              ? (outcome.reason ?? (step.status === 'cancelled' ? 'Cancelled by the donor' : 'The payment did not go through'))
              : null,
        });
        if (step.raisedDelta !== 0 || step.donorDelta !== 0)
          await donationsRepository.addToTotals(tx, row.campaign_id, step.raisedDelta, step.donorDelta);
        // No text goes for a gift that did not happen: its number is not kept.
        if (step.status === 'failed' || step.status === 'cancelled') await phonesRepository.forget(tx, row.id);
        // The same money, in the ledger, in the same transaction.
        const money = { donationId: row.id, campaignId: row.campaign_id, amount: Math.abs(step.raisedDelta) };
        if (step.raisedDelta > 0) await ledgerBook.donationIn(tx, { ...money, method: row.method, paidAt: paidAt ?? new Date() });
        if (step.raisedDelta < 0) await ledgerBook.refund(tx, money);
        // Fraud rules and e-mails: jobs committed with the money, run after the answer.
        if (step.status === 'succeeded') await this.events.record(tx, 'donation.succeeded', succeeded(row, step.amount));
      }
      await alsoInTransaction?.(tx, step.changed);
      return { row, step };
    });
    if (!done) return null;
    const { row, step } = done;
    if (step.changed && step.status === 'succeeded') await this.events.emit('donation.succeeded', succeeded(row, step.amount));
    if (step.raisedDelta !== 0 || step.donorDelta !== 0)
      await this.events.emit('campaign.changed', { campaignId: row.campaign_id, moneyOnly: true });
    return { changed: step.changed, reference: row.reference };
  }

  /** A story's donor wall, newest first: succeeded donations only (the story was checked visible by the caller). */
  async wall(campaignId: string, page: number, limit: number, cursor?: string): Promise<DonorWallPage> {
    const from = cursor ? { after: decodeCursor(cursor, wallCursor) } : { offset: offsetOf(page, limit) };
    const { rows, total, nextKey } = await donationsRepository.wall(this.db, campaignId, limit, from);
    return cursorPageOf(
      rows.map(toWallEntry),
      { total, totalExact: true, nextCursor: nextKey ? encodeCursor(nextKey) : null },
      page,
      limit,
    );
  }

  /** The donation a form's one-time token (by its hash) started, if any. */
  findByFormKey(key: string): Promise<DonationRow | null> {
    return donationsRepository.findByFormKey(this.db, key);
  }

  find(reference: string): Promise<DonationWithStory | null> {
    return donationsRepository.findByReference(this.db, reference);
  }
}
