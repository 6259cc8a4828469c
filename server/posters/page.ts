/**
 * A story's poster for a church door or a market stall, as one HTML page made
 * for printing on one A4 (or A5) sheet: the title, the cover, the story's
 * number, the code to dial on any phone, a QR code of its link and the short
 * link. On screen, a bar above the sheet chooses the paper and prints; the
 * bar never prints.
 */
import { assetPaths } from './assets';

export const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export type PaperSize = 'a4' | 'a5';

/** Above this many characters a title is set smaller, so the longest a story may have (90) still takes three lines. */
const longTitle = 45;

/** The poster's words in one language, `{name}` filled by `say`. */
export type Say = (key: string, values?: Record<string, string>) => string;

export interface PosterFacts {
  lang: string;
  size: PaperSize;
  title: string;
  slug: string;
  shortNumber: string;
  /** The cover's largest variant, if the story has one. */
  coverUrl: string | null;
  /** What to dial to give, while the story takes gifts and a USSD code is offered. */
  dial: string | null;
  /** Whether the story takes gifts now. */
  open: boolean;
  /** The short link as printed, without its scheme ("nnoboa.example/s/1001"). */
  shortLink: string;
  /** The QR code of the story's link, as SVG. */
  qr: string;
  storyUrl: string;
}

/** A sentence with one `{dial}`, the code in bold: the words escaped, the code too. */
function withCode(sentence: string, code: string): string {
  const [before = '', after = ''] = sentence.split('{dial}');
  return `${escape(before)}<strong>${escape(code)}</strong>${escape(after)}`;
}

export function posterPage(facts: PosterFacts, say: Say): string {
  const sizes = (['a4', 'a5'] as const)
    .map((size) => `<a href="?size=${size}"${size === facts.size ? ' aria-current="page"' : ''}>${size.toUpperCase()}</a>`)
    .join(' ');
  const cover = facts.coverUrl ? `<img class="cover" src="${escape(facts.coverUrl)}" alt="">` : '';
  const giving = facts.dial
    ? `<p class="dial">${withCode(say('poster.dial', { dial: '{dial}' }), facts.dial)}</p>
    <p class="dial-note">${escape(say('poster.dialNote'))}</p>`
    : facts.open
      ? ''
      : `<p class="closed">${escape(say('poster.closed'))}</p>`;
  return `<!doctype html>
<html lang="${escape(facts.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(say('poster.pageTitle', { title: facts.title }))}</title>
<link rel="icon" href="/favicon.png">
<link rel="stylesheet" href="${assetPaths.stylesheet}">
<script src="${assetPaths.script}" defer></script>
</head>
<body class="${facts.size}">
<nav class="toolbar" aria-label="${escape(say('poster.toolbar'))}">
  <a href="/campaigns/${escape(facts.slug)}">${escape(say('poster.back'))}</a>
  <span>${escape(say('poster.paper'))} ${sizes}</span>
  <button type="button" data-print hidden>${escape(say('poster.print'))}</button>
  <p>${escape(say('poster.hint'))}</p>
</nav>
<main class="sheet">
  <header class="brand"><span>Nnoboa</span><span>${escape(say('poster.kicker'))}</span></header>
  <h1 class="${facts.title.length > longTitle ? 'title title-long' : 'title'}">${escape(facts.title)}</h1>
  ${cover}
  <p class="number"><span class="number-label">${escape(say('poster.number'))}</span><span class="number-value">${escape(facts.shortNumber)}</span></p>
  ${giving}
  <section class="scan" aria-label="${escape(say('poster.scan'))}">
    <div class="qr" role="img" aria-label="${escape(say('poster.qr', { url: facts.storyUrl }))}">${facts.qr}</div>
    <div>
      <p class="scan-text">${escape(say('poster.scan'))}</p>
      <p class="link">${escape(facts.shortLink)}</p>
    </div>
  </section>
  <p class="footer">${escape(say('poster.footer'))}</p>
</main>
</body>
</html>
`;
}
