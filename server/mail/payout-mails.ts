/**
 * The e-mails of money going out: a payout account set or changed, an
 * invitation to co-sign, a withdrawal waiting for a co-signer, what became of
 * a withdrawal (declined, rejected, paid, failed, reversed), and the short
 * note to donors when money from a story they supported is paid out.
 */
import type { Mail } from './mailer';
import { mailFigures, renderMail } from './templates';

const cedis = (pesewas: number) => mailFigures.money(pesewas);

export interface StoryLink {
  title: string;
  /** The story's page, on the app's own origin. */
  url: string;
  /** Where the person acts: their dashboard. */
  dashboardUrl: string;
}

export interface WithdrawalFacts {
  amount: number;
  purpose: string;
  reference: string;
  reason: string | null;
  testMode: boolean;
}

const signOff = 'Questions? Reply to this e-mail and a member of the Nnoboa team will answer.';
const demoNote = 'This runs on the demo provider: no money moved.';
const accra = (date: Date) =>
  date.toLocaleString('en-GB', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Accra' });

export function payoutAccountMail(
  to: string,
  a: { accountName: string; masked: string; where: string; holdUntil: Date | null; dashboardUrl: string },
): Mail {
  return renderMail({
    to,
    subject: a.holdUntil ? 'Your payout account was changed' : 'Your payout account is set',
    heading: a.holdUntil ? 'Your payout account was changed' : 'Your payout account is set',
    paragraphs: [
      `Money withdrawn from your stories now goes to ${a.where} ${a.masked}, in the name of ${a.accountName}.`,
      ...(a.holdUntil
        ? [
            `To keep your stories safe, withdrawals wait until ${accra(a.holdUntil)} (Accra time).`,
            'If you did not make this change, reply to this e-mail at once: someone may have your sign-in e-mails.',
          ]
        : []),
    ],
    action: { label: 'Open my dashboard', url: a.dashboardUrl },
    footnote: 'You get this e-mail every time the account your money goes to is set or changed.',
  });
}

export function cosignInvitationMail(to: string, story: StoryLink, ownerName: string | null): Mail {
  return renderMail({
    to,
    subject: `Co-sign the withdrawals of “${story.title}”`,
    heading: 'You are asked to co-sign',
    paragraphs: [
      `${ownerName ?? 'The owner of a story'} asks you to co-sign the withdrawals of “${story.title}” on Nnoboa.`,
      'As a co-signer you approve or decline each withdrawal before it is paid: a group keeps its money safe together.',
      'Sign in with this e-mail address and accept on your dashboard. The invitation works for 14 days.',
    ],
    action: { label: 'Open my dashboard', url: story.dashboardUrl },
    footnote: 'If you do not know this person or this story, ignore this e-mail.',
  });
}

export function cosignRequestMail(to: string, story: StoryLink, w: WithdrawalFacts): Mail {
  return renderMail({
    to,
    subject: `A withdrawal from “${story.title}” needs your approval`,
    heading: 'A withdrawal needs your approval',
    paragraphs: [
      `The owner of “${story.title}” asks to withdraw ${cedis(w.amount)}.`,
      `What it is for: “${w.purpose}”`,
      'Approve it or decline it, with a reason, on your dashboard. A majority of the co-signers decides.',
      ...(w.testMode ? [demoNote] : []),
    ],
    action: { label: 'Review the withdrawal', url: story.dashboardUrl },
    footnote: 'You get this e-mail because you co-sign this story’s withdrawals.',
  });
}

export type WithdrawalNews = 'declined' | 'rejected' | 'paid' | 'failed' | 'reversed';

const news: Record<WithdrawalNews, { subject: string; heading: string; lines: (w: WithdrawalFacts) => string[] }> = {
  declined: {
    subject: 'Your withdrawal was declined by your co-signers',
    heading: 'Your co-signers declined a withdrawal',
    lines: (w) => [`The money is available again. What they said:`, w.reason ?? '—'],
  },
  rejected: {
    subject: 'Your withdrawal was not approved',
    heading: 'Our team did not approve a withdrawal',
    lines: (w) => ['The money is available again. The reason:', w.reason ?? '—'],
  },
  paid: {
    subject: 'Your withdrawal was paid',
    heading: 'Money is on its way to you',
    lines: () => [
      'The payment provider confirmed the transfer. Mobile money usually arrives in minutes; a bank may take a working day.',
      'Add a photo of the receipt to the withdrawal on your dashboard: donors see where their money went.',
    ],
  },
  failed: {
    subject: 'Your withdrawal could not be paid',
    heading: 'A withdrawal could not be paid',
    lines: (w) => [
      `The payment provider could not send the money${w.reason ? ` (${w.reason})` : ''}. It is available again: check your payout account and ask again.`,
    ],
  },
  reversed: {
    subject: 'Your withdrawal came back',
    heading: 'A withdrawal was reversed',
    lines: () => ['The receiving network or bank sent the money back. It is available again: check your payout account and ask again.'],
  },
};

export function withdrawalNewsMail(to: string, story: StoryLink, w: WithdrawalFacts, what: WithdrawalNews): Mail {
  const text = news[what];
  return renderMail({
    to,
    subject: `${text.subject}: ${cedis(w.amount)} from “${story.title}”`,
    heading: text.heading,
    paragraphs: [
      `${cedis(w.amount)} from “${story.title}”, for “${w.purpose}” (reference ${w.reference}).`,
      ...text.lines(w),
      ...(w.testMode ? [demoNote] : []),
    ],
    action: { label: 'Open my dashboard', url: story.dashboardUrl },
    footnote: signOff,
  });
}

export function donorPayoutMail(to: string, story: StoryLink, w: WithdrawalFacts): Mail {
  return renderMail({
    to,
    subject: `Money from “${story.title}” was paid out`,
    heading: 'Where your gift went',
    paragraphs: [
      `${cedis(w.amount)} from “${story.title}”, a story you supported, was paid out to its beneficiary.`,
      `What it is for: “${w.purpose}”`,
      'Every withdrawal, its purpose and its receipt are on the story’s page, under “Where the money went”.',
      ...(w.testMode ? [demoNote] : []),
    ],
    action: { label: 'See where the money went', url: `${story.url}#money` },
    footnote: 'You get this note because you gave this address with your donation. Nnoboa never asks for your PIN by e-mail.',
  });
}
