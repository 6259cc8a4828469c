/**
 * The e-mail an owner's update sends to the story's supporters (who gave an
 * address with their gift), in the language of each one's latest gift: the
 * update's words and photos, a link to the story, and a link to stop these
 * e-mails for this story.
 */
import type { Mail } from './mailer';
import { renderMail, type Recipient } from './templates';
import { mailWords } from './words';

export interface UpdateMailFacts {
  storyTitle: string;
  storyUrl: string;
  ownerName: string | null;
  update: { title: string; body: string; isImpact: boolean };
  /** Absolute URLs of the update's photos, in order, at a width an e-mail shows well. */
  photos: Array<{ url: string; width: number; height: number }>;
  unsubscribeUrl: string;
}

export function supporterUpdateMail(to: Recipient, facts: UpdateMailFacts): Mail {
  const { t } = mailWords(to.lang);
  const title = facts.storyTitle;
  return renderMail({
    to,
    subject: t(facts.update.isImpact ? 'update.subjectImpact' : 'update.subject', { title }),
    heading: facts.update.title,
    paragraphs: [t('update.posted', { owner: facts.ownerName ?? t('update.theOwner'), title }), ...facts.update.body.split(/\n{2,}/)],
    images: facts.photos.map((photo, index) => ({
      src: photo.url,
      alt: t('update.photo', { number: index + 1, title: facts.update.title }),
      width: photo.width,
      height: photo.height,
    })),
    action: { label: t('common.seeStory'), url: facts.storyUrl },
    footnote: t('update.footnote'),
    unsubscribe: { label: t('update.stop'), url: facts.unsubscribeUrl },
  });
}
