/**
 * The e-mails a donation sends: a receipt to the donor who gave an address
 * (in the language they gave in), and a notice to the story's owner (in
 * theirs) that honours the donor's choices (an anonymous donor stays
 * anonymous, a hidden amount stays hidden).
 */
import type { Mail } from './mailer';
import { renderMail, type Recipient, type StopLink } from './templates';
import { mailWords } from './words';

export interface DonationMailFacts {
  reference: string;
  /** Whole pesewas, as the payment provider confirmed. */
  amount: number;
  method: 'mtn_momo' | 'telecel_cash' | 'airteltigo_money' | 'card';
  paidAt: Date;
  donorName: string | null;
  anonymous: boolean;
  hideAmount: boolean;
  message: string | null;
  storyTitle: string;
  storyUrl: string;
  /** The story's donors, this one included. */
  storyDonors: number;
  testMode: boolean;
}

export function donationReceiptMail(to: Recipient, facts: DonationMailFacts): Mail {
  const { t, figures, moment } = mailWords(to.lang);
  const amount = figures.money(facts.amount);
  const title = facts.storyTitle;
  return renderMail({
    to,
    subject: t('receipt.subject', { amount, title }),
    heading: facts.donorName && !facts.anonymous ? t('receipt.headingNamed', { name: facts.donorName }) : t('receipt.heading'),
    paragraphs: [
      t('receipt.received', { amount, title, date: moment(facts.paidAt), method: t(`method.${facts.method}`) }),
      t('receipt.reference', { reference: facts.reference }),
      t('receipt.noFee', { amount }),
      facts.anonymous ? t('receipt.anonymous') : t('receipt.named'),
      ...(facts.hideAmount ? [t('receipt.hiddenAmount')] : []),
      ...(facts.testMode ? [t('donation.demo')] : []),
    ],
    action: { label: t('common.seeStory'), url: facts.storyUrl },
    footnote: t('receipt.footnote'),
  });
}

export function ownerNoticeMail(to: Recipient, facts: DonationMailFacts, ownerName: string | null, unsubscribe?: StopLink): Mail {
  const { t, figures } = mailWords(to.lang);
  const donor = facts.anonymous || !facts.donorName ? t('ownerNotice.anonymous') : facts.donorName;
  const title = facts.storyTitle;
  return renderMail({
    to,
    subject: t('ownerNotice.subject', { title }),
    heading: ownerName ? t('ownerNotice.headingNamed', { name: ownerName }) : t('ownerNotice.heading'),
    paragraphs: [
      facts.hideAmount
        ? t('ownerNotice.gaveHidden', { donor, title })
        : t('ownerNotice.gave', { donor, amount: figures.money(facts.amount), title }),
      ...(facts.storyDonors > 0 ? [t('ownerNotice.donors', { count: facts.storyDonors })] : []),
      ...(facts.message ? [t('ownerNotice.message', { message: facts.message })] : []),
      t('ownerNotice.nudge'),
      ...(facts.testMode ? [t('donation.demo')] : []),
    ],
    action: { label: t('ownerNotice.action'), url: facts.storyUrl },
    footnote: t('ownerNotice.footnote'),
    ...(unsubscribe ? { unsubscribe } : {}),
  });
}
