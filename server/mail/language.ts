/**
 * The language a request speaks, for the e-mails it causes and the one an
 * account keeps: the app's `nnoboa_lang` cookie (what the person chose in the
 * app), else the browser's Accept-Language, else English. Only a language
 * e-mails are written in counts.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { defaultLanguage } from '../translations/catalogs';
import { mailLanguages } from './words';

export interface RequestLanguage {
  lang: string;
  /** Chosen in the app (the cookie), rather than guessed from the browser's settings. */
  chosen: boolean;
}

/** The language the person chose in the app, when the request carries one e-mails are written in. */
export function chosenLanguage(cookieHeader: string | undefined): string | null {
  const chosen = /(?:^|;\s*)nnoboa_lang=([a-z]{2,3})(?:;|$)/.exec(cookieHeader ?? '')?.[1];
  return chosen && mailLanguages().includes(chosen) ? chosen : null;
}

/** The browser's most wanted language that e-mails are written in ("fr-FR,fr;q=0.9,en;q=0.8" → fr). */
function acceptedLanguage(header: string | undefined): string | null {
  const known = mailLanguages();
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const weight = params.map((param) => /^q=([0-9.]+)$/.exec(param)?.[1]).find((q) => q !== undefined);
      return { lang: tag.toLowerCase().split('-')[0] ?? '', weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => entry.weight > 0 && known.includes(entry.lang))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.lang ?? null;
}

export function requestLanguage(headers: IncomingHttpHeaders): RequestLanguage {
  const chosen = chosenLanguage(headers.cookie);
  if (chosen) return { lang: chosen, chosen: true };
  return { lang: acceptedLanguage(headers['accept-language']) ?? defaultLanguage, chosen: false };
}
