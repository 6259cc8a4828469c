/**
 * Gifts to an owner's stories. The first gift after a quiet hour is told at
 * once (its e-mail is the gift's own: who gave, how much, their message); the
 * rest of that hour are gathered into one notice at its end (../service.ts),
 * so a busy hour is one notice, not fifty. By e-mail and on the phone by
 * default; by SMS only when chosen (a text costs, and owners who gave a
 * number already get one summary a day).
 */
import { ownerNoticeMail } from '../../mail/donation-mails';
import { renderMail } from '../../mail/templates';
import { mailWords } from '../../mail/words';
import type { GatheredGiftFacts, GiftFacts } from '../requests';
import { noticeWords } from '../words';
import { dashboardUrl, storyUrl, type NoticeKindDef } from './kind';

/** One gift, or the gathering of an hour's. */
export type GiftNoticeFacts = GiftFacts | (GatheredGiftFacts & { gathered: true });

const isGathered = (facts: GiftNoticeFacts): facts is GatheredGiftFacts & { gathered: true } => 'gathered' in facts;

/** The gathering as numbers: one gift is a gathering of one. */
function summed(facts: GiftNoticeFacts): GatheredGiftFacts {
  if (isGathered(facts)) return facts;
  return { count: 1, amount: facts.hideAmount ? 0 : facts.amount, stories: [{ title: facts.title, slug: facts.slug }] };
}

/** The stories' titles, each quoted the reader's way. */
const titles = (facts: GatheredGiftFacts, quoted: (title: string) => string) =>
  facts.stories.map((story) => quoted(story.title)).join(', ');

export const gifts: NoticeKindDef<GiftNoticeFacts> = {
  defaults: { email: true, sms: false, push: true },
  urgency: 'normal',
  email: (facts, to, context, stop) => {
    if (!isGathered(facts)) {
      const paid = { ...facts, paidAt: new Date(facts.paidAt), storyTitle: facts.title, storyUrl: storyUrl(context, facts.slug) };
      return ownerNoticeMail(to, paid, to.name, stop);
    }
    const { t, figures } = mailWords(to.lang);
    return renderMail({
      to,
      subject: t('gathered.subject', { count: facts.count }),
      heading: t('gathered.heading'),
      paragraphs: [
        t('gathered.text', {
          count: facts.count,
          amount: figures.money(facts.amount),
          stories: titles(facts, (title) => t('gathered.story', { title })),
        }),
      ],
      action: { label: t('gathered.action'), url: dashboardUrl(context) },
      footnote: t('gathered.footnote'),
      unsubscribe: stop,
    });
  },
  sms: (facts, reader, context, stop) => {
    const words = noticeWords(reader.lang);
    const sum = summed(facts);
    const link = `${dashboardUrl(context)} ${words.t('sms.stop', { link: stop })}`;
    return {
      compose: (stories) => words.t('gifts.sms', { count: sum.count, amount: words.amount(sum.amount), stories, link }),
      field: sum.stories.map((story) => story.title).join(', '),
    };
  },
  push: (facts, reader) => {
    const words = noticeWords(reader.lang);
    if (!isGathered(facts)) {
      const donor = facts.anonymous || !facts.donorName ? words.t('gifts.anonymous') : facts.donorName;
      return {
        title: words.t('gifts.one.title', { title: facts.title }),
        body: facts.hideAmount
          ? words.t('gifts.one.bodyHidden', { donor })
          : words.t('gifts.one.body', { donor, amount: words.amount(facts.amount) }),
        url: '/dashboard',
        tag: 'gifts',
      };
    }
    return {
      title: words.t('gifts.many.title', { count: facts.count }),
      body: words.t('gifts.many.body', {
        amount: words.amount(facts.amount),
        stories: titles(facts, (title) => words.t('gifts.many.story', { title })),
      }),
      url: '/dashboard',
      tag: 'gifts',
    };
  },
};
