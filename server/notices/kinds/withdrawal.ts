/** What became of an owner's withdrawal (paid, failed, came back, declined by co-signers, not approved): e-mail, SMS and phone, all on by default. */
import { withdrawalNewsMail } from '../../mail/payout-mails';
import type { NoticeRequest } from '../requests';
import { noticeWords } from '../words';
import { dashboardUrl, storyUrl, type NoticeKindDef } from './kind';

type Facts = Extract<NoticeRequest, { kind: 'withdrawal' }>['facts'];

export const withdrawal: NoticeKindDef<Facts> = {
  defaults: { email: true, sms: true, push: true },
  urgency: 'normal',
  email: (facts, to, context, stop) =>
    withdrawalNewsMail(
      to,
      { title: facts.title, url: storyUrl(context, facts.slug), dashboardUrl: dashboardUrl(context) },
      { amount: facts.amount, purpose: facts.purpose, reference: facts.reference, reason: facts.reason, testMode: facts.testMode },
      facts.outcome,
      stop,
    ),
  sms: (facts, reader, context, stop) => {
    const words = noticeWords(reader.lang);
    const link = `${dashboardUrl(context)} ${words.t('sms.stop', { link: stop })}`;
    return {
      compose: (title) => words.t(`withdrawal.${facts.outcome}.sms`, { amount: words.amount(facts.amount), title, link }),
      field: facts.title,
    };
  },
  push: (facts, reader) => {
    const words = noticeWords(reader.lang);
    return {
      title: words.t(`withdrawal.${facts.outcome}.title`),
      body: words.t('withdrawal.body', { amount: words.amount(facts.amount), title: facts.title, purpose: facts.purpose }),
      url: '/dashboard',
      tag: `withdrawal:${facts.withdrawalId}`,
    };
  },
};
