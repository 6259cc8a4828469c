/**
 * Words for texts read on a plain phone (SMS, USSD screens), in the reader's
 * language: one JSON catalog per language in the caller's locales folder,
 * read like the e-mails' (English fills any gap, a message with a count
 * takes the language's plural form). Money is written with "GHS", as every
 * phone can show it, and figures the language's way.
 */
import { translate, type MessageValues } from '../../contract/rules/messages';
import { numberFormats } from '../../contract/rules/numbers';
import { defaultLanguage, loadCatalogs, type Catalogs } from './catalogs';

export interface PlainWords {
  readonly lang: string;
  t(key: string, values?: MessageValues): string;
  /** Whole pesewas as cedis, without a sign (the catalog puts "GHS" where the language does): 1,250 or 20.50. */
  amount(pesewas: number): string;
}

/** The words of the catalogs in `dir`, by language: English's for a language the folder has no catalog of. */
export function plainWordsFrom(dir: string): { words(lang: string): PlainWords; languages(): string[] } {
  let catalogs: Catalogs | null = null;
  const load = () => (catalogs ??= loadCatalogs(dir));
  const built = new Map<string, PlainWords>();
  const languages = () => load().languages.map((language) => language.code);
  return {
    languages,
    words(lang) {
      const code = languages().includes(lang) ? lang : defaultLanguage;
      let words = built.get(code);
      if (!words) {
        const english = load().get(defaultLanguage) ?? {};
        const figures = numberFormats(code);
        words = { lang: code, t: translate(load().get(code) ?? english, english, code), amount: (pesewas) => figures.amount(pesewas) };
        built.set(code, words);
      }
      return words;
    },
  };
}
