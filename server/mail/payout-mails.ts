/**
 * The e-mails of money going out, each in its reader's language: a payout
 * account set or changed, an invitation to co-sign, a withdrawal waiting for
 * a co-signer, what became of a withdrawal (declined, rejected, paid, failed,
 * reversed), and the short note to donors when money from a story they
 * supported is paid out.
 */
import { cosignersNeeded, payoutLimits, type PayoutMethod } from '../../contract/rules/payout';
import type { Mail } from './mailer';
import { renderMail, type Recipient, type StopLink } from './templates';
import { mailWords, type MailWords } from './words';

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

export interface PayoutAccountFacts {
  accountName: string;
  masked: string;
  method: PayoutMethod;
  bankName: string | null;
  holdUntil: Date | null;
  dashboardUrl: string;
}

export function payoutAccountMail(to: Recipient, a: PayoutAccountFacts): Mail {
  const { t, moment } = mailWords(to.lang);
  const subject = a.holdUntil ? t('payoutAccount.changedSubject') : t('payoutAccount.setSubject');
  const place = t(`payoutAccount.place.${a.method}`, { bank: a.bankName ?? '' });
  return renderMail({
    to,
    subject,
    heading: subject,
    paragraphs: [
      t('payoutAccount.text', { place, masked: a.masked, name: a.accountName }),
      ...(a.holdUntil ? [t('payoutAccount.hold', { date: moment(a.holdUntil) }), t('payoutAccount.notYou')] : []),
    ],
    action: { label: t('common.openDashboard'), url: a.dashboardUrl },
    footnote: t('payoutAccount.footnote'),
  });
}

export function cosignInvitationMail(to: Recipient, story: StoryLink, ownerName: string | null): Mail {
  const { t, duration } = mailWords(to.lang);
  return renderMail({
    to,
    subject: t('cosignInvitation.subject', { title: story.title }),
    heading: t('cosignInvitation.heading'),
    paragraphs: [
      t('cosignInvitation.text', { owner: ownerName ?? t('cosignInvitation.anOwner'), title: story.title }),
      t('cosignInvitation.role'),
      t('cosignInvitation.accept', { duration: duration(payoutLimits.invitationDays, 'day') }),
    ],
    action: { label: t('common.openDashboard'), url: story.dashboardUrl },
    footnote: t('cosignInvitation.footnote'),
  });
}

/** To a co-signer whose vote a withdrawal waits for; `cosigners` is how many the story has. */
export function cosignRequestMail(to: Recipient, story: StoryLink, w: WithdrawalFacts, cosigners: number, unsubscribe?: StopLink): Mail {
  const { t, figures } = mailWords(to.lang);
  return renderMail({
    to,
    subject: t('cosignRequest.subject', { title: story.title }),
    heading: t('cosignRequest.heading'),
    paragraphs: [
      t('cosignRequest.text', { title: story.title, amount: figures.money(w.amount) }),
      t('withdrawal.purpose', { purpose: w.purpose }),
      t('cosignRequest.vote', { count: cosignersNeeded(cosigners) }),
      ...(w.testMode ? [t('payout.demo')] : []),
    ],
    action: { label: t('cosignRequest.action'), url: story.dashboardUrl },
    footnote: t('cosignRequest.footnote'),
    ...(unsubscribe ? { unsubscribe } : {}),
  });
}

export type WithdrawalNews = 'declined' | 'rejected' | 'paid' | 'failed' | 'reversed';

/** What the owner reads about each outcome, after the line that names the withdrawal. */
function newsLines(what: WithdrawalNews, w: WithdrawalFacts, t: MailWords['t']): string[] {
  switch (what) {
    case 'declined':
    case 'rejected':
      return [t(`withdrawal.${what}.text`), w.reason ?? '—'];
    case 'paid':
      return [t('withdrawal.paid.text'), t('withdrawal.paid.receipt')];
    case 'failed':
      return [w.reason ? t('withdrawal.failed.textWithReason', { reason: w.reason }) : t('withdrawal.failed.text')];
    case 'reversed':
      return [t('withdrawal.reversed.text')];
  }
}

export function withdrawalNewsMail(
  to: Recipient,
  story: StoryLink,
  w: WithdrawalFacts,
  what: WithdrawalNews,
  unsubscribe?: StopLink,
): Mail {
  const { t, figures } = mailWords(to.lang);
  const amount = figures.money(w.amount);
  return renderMail({
    to,
    subject: t('withdrawal.subject', { news: t(`withdrawal.${what}.subject`), amount, title: story.title }),
    heading: t(`withdrawal.${what}.heading`),
    paragraphs: [
      t('withdrawal.text', { amount, title: story.title, purpose: w.purpose, reference: w.reference }),
      ...newsLines(what, w, t),
      ...(w.testMode ? [t('payout.demo')] : []),
    ],
    action: { label: t('common.openDashboard'), url: story.dashboardUrl },
    footnote: t('common.signOff'),
    ...(unsubscribe ? { unsubscribe } : {}),
  });
}

export function donorPayoutMail(to: Recipient, story: StoryLink, w: WithdrawalFacts): Mail {
  const { t, figures } = mailWords(to.lang);
  return renderMail({
    to,
    subject: t('donorPayout.subject', { title: story.title }),
    heading: t('donorPayout.heading'),
    paragraphs: [
      t('donorPayout.text', { amount: figures.money(w.amount), title: story.title }),
      t('withdrawal.purpose', { purpose: w.purpose }),
      t('donorPayout.ledger'),
      ...(w.testMode ? [t('payout.demo')] : []),
    ],
    action: { label: t('donorPayout.action'), url: `${story.url}#money` },
    footnote: t('donorPayout.footnote'),
  });
}
