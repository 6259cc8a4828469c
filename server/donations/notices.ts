/**
 * After a donation succeeds: the donor's receipt (when they gave an address)
 * and the owner's notice of the gift (server/notices: on the channels the
 * owner chose, gathered when gifts come close together). Each is its own job
 * (server/jobs/), written in the settlement's transaction and done after it,
 * so a slow mail server never holds up a webhook or the success page. A mail
 * not sent is tried again later; each job does one thing, so a retry never
 * does the other twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { EventBus } from '../events/bus';
import { donationReceiptMail, type DonationMailFacts } from '../mail/donation-mails';
import type { Mail, Mailer } from '../mail/mailer';
import type { NoticesService } from '../notices/service';
import { donationsRepository, type DonationWithStory } from './repository';

export function sendDonationNotices(deps: {
  db: Database;
  events: EventBus;
  mailer: Mailer;
  notices: Pick<NoticesService, 'notifyNow'>;
  log: FastifyBaseLogger;
  publicUrl: () => string;
}): void {
  const facts = (row: DonationWithStory & { paid_at: Date }): DonationMailFacts => ({
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
  });

  /** A job that sends the one mail `compose` makes of the donation, if any. */
  const mailJob = (name: string, compose: (row: DonationWithStory & { paid_at: Date }) => Mail | null) =>
    deps.events.later('donation.succeeded', name, async ({ donationId }) => {
      const row = await donationsRepository.findById(deps.db, donationId);
      if (!row || row.status !== 'succeeded' || !row.paid_at) return;
      const mail = compose({ ...row, paid_at: row.paid_at });
      if (!mail) return;
      await deps.mailer.send(mail);
      deps.log.info({ reference: row.reference, subject: mail.subject }, 'donation e-mail sent');
    });

  // The receipt in the language the donor gave in.
  mailJob('mail.receipt', (row) => (row.donor_email ? donationReceiptMail({ email: row.donor_email, lang: row.lang }, facts(row)) : null));
  // Named when the owner's notice was an e-mail only: jobs already queued under that name still run.
  deps.events.later('donation.succeeded', 'mail.owner_notice', async ({ donationId }) => {
    const row = await donationsRepository.findById(deps.db, donationId);
    if (!row || row.status !== 'succeeded' || !row.paid_at || !row.owner_id) return;
    const told = facts({ ...row, paid_at: row.paid_at });
    await deps.notices.notifyNow([
      {
        kind: 'gifts',
        userId: row.owner_id,
        key: `gift:${row.id}`,
        facts: {
          ...told,
          donationId: row.id,
          paidAt: told.paidAt.toISOString(),
          title: row.campaign_title,
          slug: row.campaign_slug,
        },
      },
    ]);
  });
}
