/**
 * The words of the e-mails, in the language of whoever reads them. One JSON
 * catalog per language in server/mail/locales (the server's alone: no browser
 * bundle imports it), read like the UI's (English fills any gap, a message
 * with a count takes the language's plural form); figures, money, dates and
 * durations by Intl in that language. Adding a language is adding its file.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { translate, type MessageKeys, type MessageValues } from '../../contract/rules/messages';
import { localeFor, numberFormats, type NumberFormats } from '../../contract/rules/numbers';
import { defaultLanguage, loadCatalogs, type Catalogs } from '../translations/catalogs';
import type english from './locales/en.json';

export const mailLocalesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

export type MailKey = MessageKeys<typeof english>;

export interface MailWords {
  readonly lang: string;
  t(key: MailKey, values?: MessageValues): string;
  /** Counts and money the language's way: ₵1,064.50 or 1 064,50 ₵. */
  readonly figures: NumberFormats;
  /** A moment as Accra's clocks showed it: "12 March 2025 at 14:05", "12 mars 2025 à 14:05". */
  moment(date: Date): string;
  /** How long something lasts, in words: "1 hour", "90 minutes", "14 jours". */
  duration(amount: number, unit: 'day' | 'hour' | 'minute'): string;
}

let loaded: Catalogs | null = null;
const catalogs = (): Catalogs => (loaded ??= loadCatalogs(mailLocalesDir));

/** The languages e-mails are written in (those with a catalog). */
export const mailLanguages = (): string[] => catalogs().languages.map((language) => language.code);

function build(lang: string): MailWords {
  const english = catalogs().get(defaultLanguage) ?? {};
  const locale = localeFor(lang);
  const moments = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Africa/Accra',
  });
  return {
    lang,
    t: translate(catalogs().get(lang) ?? english, english, lang),
    figures: numberFormats(lang),
    moment: (date) => moments.format(date),
    duration: (amount, unit) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount),
  };
}

const built = new Map<string, MailWords>();

/** The words of `lang`, or English's when e-mails are not written in it. */
export function mailWords(lang: string): MailWords {
  const code = mailLanguages().includes(lang) ? lang : defaultLanguage;
  let words = built.get(code);
  if (!words) {
    words = build(code);
    built.set(code, words);
  }
  return words;
}
