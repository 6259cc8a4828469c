/**
 * How a message of a text catalog becomes words, the same for the screens and
 * the server's e-mails: a message with a `count` takes its plural form
 * (`key.one`, `key.other`, and `many`, `few`… where a language needs them) by
 * the language's rules, `{name}` slots are filled with numbers written the
 * language's way, and a message the language lacks is said in English.
 */
import { numberFormats, type NumberFormats } from './numbers';

export type Catalog = Partial<Record<string, string>>;
export type MessageValues = Record<string, string | number>;

/** The keys a catalog answers: each of its own, and a message with plural forms (`key.one`, `key.other`…) by its base name, asked with a `count`. */
export type MessageKeys<C> = keyof C extends infer K ? K | (K extends `${infer Base}.other` ? Base : never) : never;

/** Fills `{name}` slots; numbers are written the language's way (1,064 or 1 064). */
export function interpolate(template: string, values?: MessageValues, formats = numberFormats('en')): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) return match;
    return typeof value === 'number' ? formats.count(value) : value;
  });
}

/** Words French shortens before a vowel ("de" → "d’", "que" → "qu’"), then the slot they stand before. */
const elidable = /\b(de|que|jusque|lorsque|puisque) \{(\w+)\}/gi;
const startsWithVowel = /^[aeiouyàâäéèêëîïôöùûüœæ]/i;

/** "de {name}" becomes "d’{name}" in French when the name starts with a vowel (a silent h is not told apart from a spoken one, so h is left alone). */
export function elide(template: string, values: MessageValues | undefined, lang: string): string {
  if (lang !== 'fr' || !values) return template;
  return template.replace(elidable, (whole, word: string, name: string) => {
    const value = values[name];
    return typeof value === 'string' && startsWithVowel.test(value) ? `${word.slice(0, -1)}’{${name}}` : whole;
  });
}

/** The plural form of `key` for `count` in a catalog, by that catalog's language rules. */
function pluralTemplate(catalog: Catalog, key: string, count: number, formats: NumberFormats): string | undefined {
  return catalog[`${key}.${formats.plural(count)}`] ?? catalog[`${key}.other`];
}

/** Says a catalog's messages in `lang`, with `english` (read at each call, so it may grow) for what the catalog lacks. */
export function translate(catalog: Catalog, english: Catalog, lang: string): (key: string, values?: MessageValues) => string {
  const formats = numberFormats(lang);
  const englishFormats = numberFormats('en');
  return (key, values) => {
    const count = values?.count;
    if (typeof count === 'number') {
      const own = pluralTemplate(catalog, key, count, formats);
      if (own !== undefined) return interpolate(elide(own, values, lang), values, formats);
      const fallback = pluralTemplate(english, key, count, englishFormats);
      if (fallback !== undefined) return interpolate(fallback, values, formats);
    }
    const own = catalog[key];
    return own !== undefined ? interpolate(elide(own, values, lang), values, formats) : interpolate(english[key] ?? key, values, formats);
  };
}
