/**
 * The e-mails Nnoboa sends, each as branded HTML and plain text. Links always
 * point at the app's own origin.
 */
import { numberFormats } from '../../contract/rules/numbers';
import type { Mail } from './mailer';

/** E-mails are written in English; their figures and plurals follow English habits (₵1,234.50, "1 hour"). */
export const mailFigures = numberFormats('en');

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface MailMessage {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote: string;
}

/** Renders a message in the Nnoboa layout, as HTML and plain text. Other mail modules build on this. */
export function renderMail(message: MailMessage): Mail {
  const button = message.action
    ? `<p style="margin:28px 0"><a href="${escape(message.action.url)}" style="background:#E9B824;color:#1b1a17;text-decoration:none;font-weight:700;padding:14px 24px;border-radius:999px;display:inline-block">${escape(message.action.label)}</a></p>
       <p style="font-size:13px;color:#5f5b52">If the button does not work, copy this link into your browser:<br><a href="${escape(message.action.url)}" style="color:#7a5a00;word-break:break-all">${escape(message.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(message.subject)}</title></head>
<body style="margin:0;background:#fffcf2;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1b1a17">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #e7e0cc;border-radius:12px">
      <tr><td style="padding:20px 24px;border-bottom:4px solid #E9B824;font-size:20px;font-weight:800">&#9733; Nnoboa</td></tr>
      <tr><td style="padding:24px">
        <h1 style="font-size:22px;margin:0 0 16px">${escape(message.heading)}</h1>
        ${message.paragraphs.map((p) => `<p style="line-height:1.55;margin:0 0 12px">${escape(p)}</p>`).join('\n        ')}
        ${button}
        <p style="font-size:13px;color:#5f5b52;margin-top:24px">${escape(message.footnote)}</p>
      </td></tr>
      <tr><td style="padding:16px 24px;font-size:12px;color:#5f5b52;border-top:1px solid #e7e0cc">Nnoboa — empowering Ghana's dreams, one story at a time. Unity, Work, Progress.</td></tr>
    </table>
  </td></tr></table>
</body></html>`;
  const text = [
    'Nnoboa',
    '',
    message.heading,
    '',
    ...message.paragraphs.flatMap((p) => [p, '']),
    ...(message.action ? [`${message.action.label}: ${message.action.url}`, ''] : []),
    message.footnote,
    '',
    "Nnoboa — empowering Ghana's dreams, one story at a time.",
  ].join('\n');
  return { to: message.to, subject: message.subject, text, html };
}

const hours = new Intl.NumberFormat(mailFigures.locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' });
const minutes = new Intl.NumberFormat(mailFigures.locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' });
/** How long a link works, in words: "1 hour", "2 hours", "90 minutes". */
const lifetime = (seconds: number) => (seconds % 3600 === 0 ? hours.format(seconds / 3600) : minutes.format(Math.round(seconds / 60)));

export function signInMail(to: string, link: string, ttlSeconds: number): Mail {
  return renderMail({
    to,
    subject: 'Your Nnoboa sign-in link',
    heading: 'Sign in to Nnoboa',
    paragraphs: [
      'Tap the button below to sign in. There is no password to remember.',
      `The link works once and expires in ${lifetime(ttlSeconds)}.`,
    ],
    action: { label: 'Sign in to Nnoboa', url: link },
    footnote: 'If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without this link.',
  });
}

export function signUpMail(to: string, link: string, ttlSeconds: number, name?: string): Mail {
  return renderMail({
    to,
    subject: 'Confirm your Nnoboa account',
    heading: name ? `Akwaaba, ${name}!` : 'Akwaaba! Welcome to Nnoboa',
    paragraphs: [
      'Confirm your e-mail address to finish creating your account.',
      `The link works once and expires in ${lifetime(ttlSeconds)}.`,
    ],
    action: { label: 'Confirm my account', url: link },
    footnote: 'If you did not create an account, ignore this e-mail and no account will be made.',
  });
}

/** Sent instead of a sign-up confirmation when the address already has an account. */
export function existingAccountMail(to: string, link: string, ttlSeconds: number): Mail {
  return renderMail({
    to,
    subject: 'You already have a Nnoboa account',
    heading: 'You already have an account',
    paragraphs: [
      'Someone (hopefully you) tried to create a Nnoboa account with this address, which already has one.',
      `You can sign in with this link instead. It works once and expires in ${lifetime(ttlSeconds)}.`,
    ],
    action: { label: 'Sign in to Nnoboa', url: link },
    footnote: 'If this was not you, ignore this e-mail: your account is safe.',
  });
}

/** Sent when someone asks to sign in with an address that has no account. */
export function noAccountMail(to: string, registerLink: string): Mail {
  return renderMail({
    to,
    subject: 'Sign-in request for Nnoboa',
    heading: 'There is no account for this address yet',
    paragraphs: [
      'Someone asked to sign in to Nnoboa with this e-mail address, but it does not have an account.',
      'If it was you, create your account in a minute:',
    ],
    action: { label: 'Create my account', url: registerLink },
    footnote: 'If you did not ask, ignore this e-mail.',
  });
}
