/**
 * The e-mails Nnoboa sends, each as branded HTML and plain text in the
 * language of whoever reads it (server/mail/locales). Links always point at
 * the app's own origin.
 */
import type { Mail } from './mailer';
import { mailWords, type MailWords } from './words';

/** Who an e-mail goes to, and the language it is written in. */
export interface Recipient {
  email: string;
  lang: string;
}

/** Text made safe to put in HTML. */
export const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The link that stops one kind of e-mail: its words and where it leads. */
export interface StopLink {
  label: string;
  url: string;
}

export interface MailMessage {
  to: Recipient;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Photos shown after the paragraphs (absolute URLs), each with the words that say what it shows. */
  images?: Array<{ src: string; alt: string; width: number; height: number }>;
  action?: { label: string; url: string };
  footnote: string;
  /** A link to stop these e-mails: shown after the footnote and offered to mail apps (List-Unsubscribe, one click). */
  unsubscribe?: StopLink;
}

/** Renders a message in the Nnoboa layout, as HTML and plain text, in the recipient's language. Other mail modules build on this. */
export function renderMail(message: MailMessage): Mail {
  const { lang, t } = mailWords(message.to.lang);
  const button = message.action
    ? `<p style="margin:28px 0"><a href="${escape(message.action.url)}" style="background:#E9B824;color:#1b1a17;text-decoration:none;font-weight:700;padding:14px 24px;border-radius:999px;display:inline-block">${escape(message.action.label)}</a></p>
       <p style="font-size:13px;color:#5f5b52">${escape(t('layout.buttonFallback'))}<br><a href="${escape(message.action.url)}" style="color:#7a5a00;word-break:break-all">${escape(message.action.url)}</a></p>`
    : '';
  const images = (message.images ?? [])
    .map(
      (image) =>
        `<p style="margin:0 0 12px"><img src="${escape(image.src)}" alt="${escape(image.alt)}" width="${Math.min(472, image.width)}" style="display:block;width:100%;max-width:472px;height:auto;border-radius:8px"></p>`,
    )
    .join('\n        ');
  const unsubscribe = message.unsubscribe
    ? `<p style="font-size:13px;color:#5f5b52"><a href="${escape(message.unsubscribe.url)}" style="color:#7a5a00">${escape(message.unsubscribe.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${escape(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(message.subject)}</title></head>
<body style="margin:0;background:#fffcf2;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1b1a17">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #e7e0cc;border-radius:12px">
      <tr><td style="padding:20px 24px;border-bottom:4px solid #E9B824;font-size:20px;font-weight:800">&#9733; Nnoboa</td></tr>
      <tr><td style="padding:24px">
        <h1 style="font-size:22px;margin:0 0 16px">${escape(message.heading)}</h1>
        ${message.paragraphs.map((p) => `<p style="line-height:1.55;margin:0 0 12px">${escape(p)}</p>`).join('\n        ')}
        ${images}
        ${button}
        <p style="font-size:13px;color:#5f5b52;margin-top:24px">${escape(message.footnote)}</p>
        ${unsubscribe}
      </td></tr>
      <tr><td style="padding:16px 24px;font-size:12px;color:#5f5b52;border-top:1px solid #e7e0cc">${escape(t('layout.footer'))}</td></tr>
    </table>
  </td></tr></table>
</body></html>`;
  const text = [
    'Nnoboa',
    '',
    message.heading,
    '',
    ...message.paragraphs.flatMap((p) => [p, '']),
    ...(message.images ?? []).flatMap((image) => [t('layout.labelled', { label: image.alt, url: image.src }), '']),
    ...(message.action ? [t('layout.labelled', message.action), ''] : []),
    message.footnote,
    '',
    ...(message.unsubscribe ? [t('layout.labelled', { ...message.unsubscribe }), ''] : []),
    t('layout.footer'),
  ].join('\n');
  const headers = message.unsubscribe
    ? { 'List-Unsubscribe': `<${message.unsubscribe.url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : undefined;
  return { to: message.to.email, subject: message.subject, text, html, ...(headers ? { headers } : {}) };
}

/** How long a link works, in words: "1 hour", "2 heures", "90 minutes". */
const lifetime = (words: MailWords, seconds: number) =>
  seconds % 3600 === 0 ? words.duration(seconds / 3600, 'hour') : words.duration(Math.round(seconds / 60), 'minute');

export function signInMail(to: Recipient, link: string, ttlSeconds: number): Mail {
  const words = mailWords(to.lang);
  const { t } = words;
  return renderMail({
    to,
    subject: t('signIn.subject'),
    heading: t('signIn.heading'),
    paragraphs: [t('signIn.text'), t('link.expires', { duration: lifetime(words, ttlSeconds) })],
    action: { label: t('signIn.action'), url: link },
    footnote: t('signIn.footnote'),
  });
}

export function signUpMail(to: Recipient, link: string, ttlSeconds: number, name?: string): Mail {
  const words = mailWords(to.lang);
  const { t } = words;
  return renderMail({
    to,
    subject: t('signUp.subject'),
    heading: name ? t('signUp.headingNamed', { name }) : t('signUp.heading'),
    paragraphs: [t('signUp.text'), t('link.expires', { duration: lifetime(words, ttlSeconds) })],
    action: { label: t('signUp.action'), url: link },
    footnote: t('signUp.footnote'),
  });
}

/** Sent instead of a sign-up confirmation when the address already has an account. */
export function existingAccountMail(to: Recipient, link: string, ttlSeconds: number): Mail {
  const words = mailWords(to.lang);
  const { t } = words;
  return renderMail({
    to,
    subject: t('existingAccount.subject'),
    heading: t('existingAccount.heading'),
    paragraphs: [t('existingAccount.text'), t('existingAccount.link', { duration: lifetime(words, ttlSeconds) })],
    action: { label: t('signIn.action'), url: link },
    footnote: t('existingAccount.footnote'),
  });
}

/** Sent when someone asks to sign in with an address that has no account. */
export function noAccountMail(to: Recipient, registerLink: string): Mail {
  const { t } = mailWords(to.lang);
  return renderMail({
    to,
    subject: t('noAccount.subject'),
    heading: t('noAccount.heading'),
    paragraphs: [t('noAccount.text'), t('noAccount.create')],
    action: { label: t('noAccount.action'), url: registerLink },
    footnote: t('noAccount.footnote'),
  });
}

/** Sent to the new address of an account that asked to move there: opening the link makes the change. */
export function emailChangeMail(to: Recipient, link: string, ttlSeconds: number, from: string): Mail {
  const words = mailWords(to.lang);
  const { t } = words;
  return renderMail({
    to,
    subject: t('emailChange.subject'),
    heading: t('emailChange.heading'),
    paragraphs: [t('emailChange.text', { from }), t('emailChange.link', { duration: lifetime(words, ttlSeconds) })],
    action: { label: t('emailChange.action'), url: link },
    footnote: t('emailChange.footnote'),
  });
}

/** Sent to the old address when a change starts, so its owner hears of it. */
export function emailChangeNoticeMail(to: Recipient, newAddress: string): Mail {
  const { t } = mailWords(to.lang);
  return renderMail({
    to,
    subject: t('emailChangeNotice.subject'),
    heading: t('emailChangeNotice.heading'),
    paragraphs: [t('emailChangeNotice.text', { address: newAddress }), t('emailChangeNotice.when')],
    footnote: t('emailChangeNotice.footnote'),
  });
}
