/**
 * A story's news on the phones that asked for it on the thank-you page (no
 * account needed). By e-mail and by SMS a story's news already reaches the
 * donors who asked when they gave, each with its own way out.
 */
import type { StoryNewsRequest } from '../requests';
import { noticeWords } from '../words';
import type { NoticeKindDef } from './kind';

type Facts = StoryNewsRequest['facts'] & { updateId: string };

export const storyUpdate: NoticeKindDef<Facts> = {
  defaults: { push: true },
  urgency: 'normal',
  push: (facts, reader) => ({
    title: noticeWords(reader.lang).t('update.title', { title: facts.title }),
    body: facts.headline,
    url: `/campaigns/${encodeURIComponent(facts.slug)}#updates-title`,
    tag: `update:${facts.updateId}`,
  }),
};
