/**
 * The e-mail an owner's update sends to the story's supporters (who gave an
 * address with their gift): the update's words and photos, a link to the
 * story, and a link to stop these e-mails for this story.
 */
import type { Mail } from './mailer';
import { renderMail } from './templates';

export interface UpdateMailFacts {
  storyTitle: string;
  storyUrl: string;
  ownerName: string | null;
  update: { title: string; body: string; isImpact: boolean };
  /** Absolute URLs of the update's photos, in order, at a width an e-mail shows well. */
  photos: Array<{ url: string; width: number; height: number }>;
  unsubscribeUrl: string;
}

export function supporterUpdateMail(to: string, facts: UpdateMailFacts): Mail {
  const who = facts.ownerName ?? 'The owner';
  return renderMail({
    to,
    subject: `${facts.update.isImpact ? 'What your gift achieved' : 'News'}: “${facts.storyTitle}”`,
    heading: facts.update.title,
    paragraphs: [`${who} posted an update on “${facts.storyTitle}”, a story you supported:`, ...facts.update.body.split(/\n{2,}/)],
    images: facts.photos.map((photo, index) => ({
      src: photo.url,
      alt: `Photo ${index + 1} of the update “${facts.update.title}”`,
      width: photo.width,
      height: photo.height,
    })),
    action: { label: 'See the story', url: facts.storyUrl },
    footnote:
      'You get this because you gave to this story and left this address with your gift. Nnoboa never asks for your PIN or card details by e-mail.',
    unsubscribe: { label: 'Stop e-mails about this story', url: facts.unsubscribeUrl },
  });
}
