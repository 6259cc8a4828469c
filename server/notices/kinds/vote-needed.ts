/** A co-signer's vote is needed on a withdrawal: by e-mail, by SMS and on the phone, all on by default (the owner waits). */
import { cosignRequestMail } from '../../mail/payout-mails';
import type { NoticeRequest } from '../requests';
import { noticeWords } from '../words';
import { dashboardUrl, storyUrl, type NoticeKindDef } from './kind';

type Facts = Extract<NoticeRequest, { kind: 'vote_needed' }>['facts'];

export const voteNeeded: NoticeKindDef<Facts> = {
  defaults: { email: true, sms: true, push: true },
  urgency: 'high',
  email: (facts, to, context, stop) =>
    cosignRequestMail(
      to,
      { title: facts.title, url: storyUrl(context, facts.slug), dashboardUrl: dashboardUrl(context) },
      { amount: facts.amount, purpose: facts.purpose, reference: facts.reference, reason: facts.reason, testMode: facts.testMode },
      facts.cosigners,
      stop,
    ),
  sms: (facts, reader, context, stop) => {
    const words = noticeWords(reader.lang);
    const link = `${dashboardUrl(context)} ${words.t('sms.stop', { link: stop })}`;
    return { compose: (title) => words.t('vote.sms', { amount: words.amount(facts.amount), title, link }), field: facts.title };
  },
  push: (facts, reader) => {
    const words = noticeWords(reader.lang);
    return {
      title: words.t('vote.title'),
      body: words.t('vote.body', { amount: words.amount(facts.amount), title: facts.title, purpose: facts.purpose }),
      url: '/dashboard#cosigning',
      tag: `vote:${facts.withdrawalId}`,
    };
  },
};
