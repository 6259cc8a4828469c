/**
 * E-mails to story owners, in their language, about what the moderation team
 * decided: approval, rejection (with the reason), pause and resume, a warning
 * or removal after a report, and the answer to a verification request. The
 * team's own reason or note is passed on as they wrote it.
 */
import type { Mail } from './mailer';
import { renderMail, type Recipient, type StopLink } from './templates';
import { mailWords } from './words';

export interface StoryRef {
  title: string;
  /** The story's page, on the app's own origin. */
  url: string;
  /** The owner's dashboard, where they edit and resubmit. */
  dashboardUrl: string;
}

export function storyApprovedMail(to: Recipient, story: StoryRef, unsubscribe?: StopLink): Mail {
  const { t } = mailWords(to.lang);
  return renderMail({
    to,
    subject: t('approved.subject', { title: story.title }),
    heading: t('approved.heading'),
    paragraphs: [t('approved.text', { title: story.title }), t('approved.share')],
    action: { label: t('common.seeYourStory'), url: story.url },
    footnote: t('common.signOff'),
    ...(unsubscribe ? { unsubscribe } : {}),
  });
}

export function storyRejectedMail(to: Recipient, story: StoryRef, reason: string, unsubscribe?: StopLink): Mail {
  const { t } = mailWords(to.lang);
  return renderMail({
    to,
    subject: t('rejected.subject', { title: story.title }),
    heading: t('rejected.heading'),
    paragraphs: [t('rejected.text', { title: story.title }), reason, t('rejected.edit')],
    action: { label: t('rejected.action'), url: story.dashboardUrl },
    footnote: t('common.signOff'),
    ...(unsubscribe ? { unsubscribe } : {}),
  });
}

export function storyPausedMail(to: Recipient, story: StoryRef, reason: string, unsubscribe?: StopLink): Mail {
  const { t } = mailWords(to.lang);
  return renderMail({
    to,
    subject: t('paused.subject', { title: story.title }),
    heading: t('paused.heading'),
    paragraphs: [t('paused.text', { title: story.title }), reason],
    action: { label: t('common.openDashboard'), url: story.dashboardUrl },
    footnote: t('common.signOff'),
    ...(unsubscribe ? { unsubscribe } : {}),
  });
}

export function storyResumedMail(to: Recipient, story: StoryRef, unsubscribe?: StopLink): Mail {
  const { t } = mailWords(to.lang);
  return renderMail({
    to,
    subject: t('resumed.subject', { title: story.title }),
    heading: t('resumed.heading'),
    paragraphs: [t('resumed.text', { title: story.title })],
    action: { label: t('common.seeYourStory'), url: story.url },
    footnote: t('common.signOff'),
    ...(unsubscribe ? { unsubscribe } : {}),
  });
}

export function ownerWarningMail(to: Recipient, story: StoryRef, note: string): Mail {
  const { t } = mailWords(to.lang);
  return renderMail({
    to,
    subject: t('warning.subject', { title: story.title }),
    heading: t('warning.heading'),
    paragraphs: [t('warning.text', { title: story.title }), note, t('warning.stays')],
    action: { label: t('common.openDashboard'), url: story.dashboardUrl },
    footnote: t('common.signOff'),
  });
}

export function storyRemovedMail(to: Recipient, story: StoryRef, note: string, keptForDonors: boolean): Mail {
  const { t } = mailWords(to.lang);
  return renderMail({
    to,
    subject: t('removed.subject', { title: story.title }),
    heading: t('removed.heading'),
    paragraphs: [t('removed.text', { title: story.title }), note, keptForDonors ? t('removed.kept') : t('removed.gone')],
    action: { label: t('common.openDashboard'), url: story.dashboardUrl },
    footnote: t('common.signOff'),
  });
}

export function verificationDecisionMail(
  to: Recipient,
  decision: 'verified' | 'rejected',
  dashboardUrl: string,
  note: string | null,
): Mail {
  const { t } = mailWords(to.lang);
  const action = { label: t('common.openDashboard'), url: dashboardUrl };
  if (decision === 'verified') {
    return renderMail({
      to,
      subject: t('verified.subject'),
      heading: t('verified.heading'),
      paragraphs: [t('verified.text'), ...(note ? [note] : [])],
      action,
      footnote: t('common.signOff'),
    });
  }
  return renderMail({
    to,
    subject: t('notVerified.subject'),
    heading: t('notVerified.heading'),
    paragraphs: [t('notVerified.text'), note ?? t('notVerified.noMatch'), t('notVerified.again')],
    action,
    footnote: t('common.signOff'),
  });
}
