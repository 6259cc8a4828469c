/** The team's decision on an owner's story (approved, sent back for changes, paused, live again): e-mail, SMS and phone, all on by default. */
import { storyApprovedMail, storyPausedMail, storyRejectedMail, storyResumedMail } from '../../mail/moderation-mails';
import type { NoticeRequest } from '../requests';
import { noticeWords } from '../words';
import { dashboardUrl, storyUrl, type NoticeKindDef } from './kind';

type Facts = Extract<NoticeRequest, { kind: 'story_status' }>['facts'];

export const storyStatus: NoticeKindDef<Facts> = {
  defaults: { email: true, sms: true, push: true },
  urgency: 'normal',
  email: (facts, to, context, stop) => {
    const story = { title: facts.title, url: storyUrl(context, facts.slug), dashboardUrl: dashboardUrl(context) };
    if (facts.decision === 'approved') return storyApprovedMail(to, story, stop);
    if (facts.decision === 'resumed') return storyResumedMail(to, story, stop);
    if (facts.decision === 'paused') return storyPausedMail(to, story, facts.reason ?? '', stop);
    return storyRejectedMail(to, story, facts.reason ?? '', stop);
  },
  sms: (facts, reader, context, stop) => {
    const words = noticeWords(reader.lang);
    // The dashboard's link is short and the same for every story: a text keeps its characters for the title.
    const link = `${dashboardUrl(context)} ${words.t('sms.stop', { link: stop })}`;
    return { compose: (title) => words.t(`story.${facts.decision}.sms`, { title, link }), field: facts.title };
  },
  push: (facts, reader) => {
    const words = noticeWords(reader.lang);
    const live = facts.decision === 'approved' || facts.decision === 'resumed';
    return {
      title: words.t(`story.${facts.decision}.title`),
      body: words.t(`story.${facts.decision}.body`, { title: facts.title, reason: facts.reason ?? '' }),
      url: live ? `/campaigns/${encodeURIComponent(facts.slug)}` : '/dashboard',
      tag: `story:${facts.slug}`,
    };
  },
};
