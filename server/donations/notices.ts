/**
 * After a donation succeeds: the donor's receipt (when they gave an address)
 * and the owner's notice. Sent in the background, so a slow mail server never
 * holds up a webhook or the success page; a failure is logged, never retried
 * into a second receipt.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { EventBus } from '../events/bus';
import { donationReceiptMail, ownerNoticeMail, type DonationMailFacts } from '../mail/donation-mails';
import type { Mailer } from '../mail/mailer';
import { defaultLanguage } from '../translations/catalogs';
import { donationsRepository } from './repository';

export function sendDonationNotices(deps: {
  db: Database;
  events: EventBus;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: () => string;
}): { drain: () => Promise<void> } {
  const inFlight = new Set<Promise<void>>();

  const send = async (donationId: string) => {
    const row = await donationsRepository.findById(deps.db, donationId);
    if (!row || row.status !== 'succeeded' || !row.paid_at) return;
    const facts: DonationMailFacts = {
      reference: row.reference,
      amount: row.amount,
      method: row.method,
      paidAt: row.paid_at,
      donorName: row.donor_name,
      anonymous: row.is_anonymous,
      hideAmount: row.hide_amount,
      message: row.message,
      storyTitle: row.campaign_title,
      storyUrl: `${deps.publicUrl()}/campaigns/${row.campaign_slug}`,
      storyDonors: row.campaign_donor_count,
      testMode: row.provider === 'demo',
    };
    const mails = [
      // The receipt in the language the donor gave in; the notice in the owner's.
      ...(row.donor_email ? [donationReceiptMail({ email: row.donor_email, lang: row.lang }, facts)] : []),
      ...(row.owner_email
        ? [ownerNoticeMail({ email: row.owner_email, lang: row.owner_lang ?? defaultLanguage }, facts, row.owner_name)]
        : []),
    ];
    for (const mail of mails) {
      try {
        await deps.mailer.send(mail);
      } catch (error) {
        deps.log.error({ err: error, reference: row.reference, subject: mail.subject }, 'donation e-mail not sent');
      }
    }
  };

  deps.events.on('donation.succeeded', async ({ donationId }) => {
    const work = send(donationId).catch((error: unknown) => deps.log.error({ err: error, donationId }, 'donation e-mails failed'));
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  });

  return { drain: async () => void (await Promise.allSettled([...inFlight])) };
}
