/**
 * E-mails to story owners about what the moderation team decided: approval,
 * rejection (with the reason), pause and resume, a warning or removal after a
 * report, and the answer to a verification request.
 */
import type { Mail } from './mailer';
import { renderMail } from './templates';

export interface StoryRef {
  title: string;
  /** The story's page, on the app's own origin. */
  url: string;
  /** The owner's dashboard, where they edit and resubmit. */
  dashboardUrl: string;
}

const signOff = 'Questions? Reply to this e-mail and a member of the Nnoboa team will answer.';

export function storyApprovedMail(to: string, story: StoryRef): Mail {
  return renderMail({
    to,
    subject: `Your story is live: ${story.title}`,
    heading: 'Your story is live',
    paragraphs: [
      `Good news: our team approved “${story.title}”. Anyone can now read it and support it.`,
      'Share its link on WhatsApp and with friends and family: most support comes from people who know you.',
    ],
    action: { label: 'See your story', url: story.url },
    footnote: signOff,
  });
}

export function storyRejectedMail(to: string, story: StoryRef, reason: string): Mail {
  return renderMail({
    to,
    subject: `Changes needed: ${story.title}`,
    heading: 'Your story needs changes',
    paragraphs: [
      `Our team read “${story.title}” and could not publish it yet. The reason:`,
      reason,
      'Edit the story from your dashboard; saving your changes sends it back for review.',
    ],
    action: { label: 'Edit my story', url: story.dashboardUrl },
    footnote: signOff,
  });
}

export function storyPausedMail(to: string, story: StoryRef, reason: string): Mail {
  return renderMail({
    to,
    subject: `Your story is paused: ${story.title}`,
    heading: 'Your story is paused',
    paragraphs: [
      `Our team paused “${story.title}” while they look into it. Donations are closed for now; money already given is safe. The reason:`,
      reason,
    ],
    action: { label: 'Open my dashboard', url: story.dashboardUrl },
    footnote: signOff,
  });
}

export function storyResumedMail(to: string, story: StoryRef): Mail {
  return renderMail({
    to,
    subject: `Your story is live again: ${story.title}`,
    heading: 'Your story is live again',
    paragraphs: [`Our team has finished looking into “${story.title}”. It is live again and can receive donations.`],
    action: { label: 'See your story', url: story.url },
    footnote: signOff,
  });
}

export function ownerWarningMail(to: string, story: StoryRef, note: string): Mail {
  return renderMail({
    to,
    subject: `A notice about your story: ${story.title}`,
    heading: 'A notice from the Nnoboa team',
    paragraphs: [
      `Someone reported “${story.title}”. Our team looked into it and asks you to act on this:`,
      note,
      'Your story stays live. If the problem continues, we may pause it.',
    ],
    action: { label: 'Open my dashboard', url: story.dashboardUrl },
    footnote: signOff,
  });
}

export function storyRemovedMail(to: string, story: StoryRef, note: string, keptForDonors: boolean): Mail {
  return renderMail({
    to,
    subject: `Your story was taken down: ${story.title}`,
    heading: 'Your story was taken down',
    paragraphs: [
      `After a report, our team took down “${story.title}”. The reason:`,
      note,
      keptForDonors
        ? 'It received donations, so it is closed and kept for donors’ records.'
        : 'It no longer appears on Nnoboa. You may edit it from your dashboard and send it for review again.',
    ],
    action: { label: 'Open my dashboard', url: story.dashboardUrl },
    footnote: signOff,
  });
}

export function verificationDecisionMail(to: string, decision: 'verified' | 'rejected', dashboardUrl: string, note: string | null): Mail {
  if (decision === 'verified') {
    return renderMail({
      to,
      subject: 'Your identity is verified',
      heading: 'You are verified',
      paragraphs: [
        'Our team checked your Ghana Card. Your stories now carry a verified badge, which helps donors trust them.',
        ...(note ? [note] : []),
      ],
      action: { label: 'Open my dashboard', url: dashboardUrl },
      footnote: signOff,
    });
  }
  return renderMail({
    to,
    subject: 'We could not verify your identity',
    heading: 'We could not verify your identity',
    paragraphs: [
      'Our team could not verify your Ghana Card. The reason:',
      note ?? 'The details did not match.',
      'You can send a new request from your dashboard.',
    ],
    action: { label: 'Open my dashboard', url: dashboardUrl },
    footnote: signOff,
  });
}
