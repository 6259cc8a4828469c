/**
 * The e-mails a donation sends: a receipt to the donor who gave an address,
 * and a notice to the story's owner that honours the donor's choices (an
 * anonymous donor stays anonymous, a hidden amount stays hidden).
 */
import type { Mail } from './mailer';
import { mailFigures, renderMail } from './templates';

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
  testMode: boolean;
}

const methodNames: Record<DonationMailFacts['method'], string> = {
  mtn_momo: 'MTN Mobile Money',
  telecel_cash: 'Telecel Cash',
  airteltigo_money: 'AirtelTigo Money',
  card: 'card',
};

const cedis = (pesewas: number) => mailFigures.money(pesewas);

const accraTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Accra',
});
const day = (date: Date) => accraTime.format(date);
const demoNote = 'This was a demo payment: no money moved.';

export function donationReceiptMail(to: string, facts: DonationMailFacts): Mail {
  return renderMail({
    to,
    subject: `Your receipt: ${cedis(facts.amount)} to “${facts.storyTitle}”`,
    heading: facts.donorName && !facts.anonymous ? `Medaase, ${facts.donorName}!` : 'Medaase! Thank you for giving',
    paragraphs: [
      `Your donation of ${cedis(facts.amount)} to “${facts.storyTitle}” was received on ${day(facts.paidAt)} (Accra time), paid with ${methodNames[facts.method]}.`,
      `Reference: ${facts.reference}. Keep it if you ever need to ask us about this payment.`,
      `The story is credited with the full ${cedis(facts.amount)}: Nnoboa charges no platform fee and adds no tip.`,
      facts.anonymous
        ? 'You gave anonymously: your name is not shown on the story or to its owner.'
        : 'Your name is shown on the story’s donor wall.',
      ...(facts.hideAmount ? ['You chose to keep the amount private: it is not shown on the story or to its owner.'] : []),
      ...(facts.testMode ? [demoNote] : []),
    ],
    action: { label: 'See the story', url: facts.storyUrl },
    footnote:
      'You get this receipt because this address was given with the donation. Nnoboa never asks for your PIN or card details by e-mail.',
  });
}

export function ownerNoticeMail(to: string, facts: DonationMailFacts, ownerName: string | null): Mail {
  const who = facts.anonymous || !facts.donorName ? 'Someone who chose to stay anonymous' : facts.donorName;
  const gave = facts.hideAmount
    ? 'gave to your story (they chose to keep the amount private)'
    : `gave ${cedis(facts.amount)} to your story`;
  return renderMail({
    to,
    subject: `New donation to “${facts.storyTitle}”`,
    heading: ownerName ? `Good news, ${ownerName}` : 'Good news',
    paragraphs: [
      `${who} ${gave} “${facts.storyTitle}”.`,
      ...(facts.message ? [`Their message: “${facts.message}”`] : []),
      'A short update telling supporters what their gifts are doing keeps them with you.',
      ...(facts.testMode ? [demoNote] : []),
    ],
    action: { label: 'Open your story', url: facts.storyUrl },
    footnote: 'You get these notices because you own this story on Nnoboa.',
  });
}
