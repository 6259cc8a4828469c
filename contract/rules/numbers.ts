/**
 * How figures become words, in every language the app speaks: counts, money,
 * the share of a goal raised, and which plural form a count takes, all by the
 * platform's Intl, so the screens, the server's e-mails and its CSV agree.
 *
 * The one rule for money: an amount shows pesewas only when it has some
 * (₵50, ₵50.50), and nothing is ever rounded away.
 */
import { percentFunded } from './campaign';

export interface NumberFormats {
  /** The BCP 47 locale the figures are written for. */
  readonly locale: string;
  /** A count or any whole number: 1,064 in English, 1 064 in French. */
  count(value: number): string;
  /** Whole pesewas as cedis with the ₵ sign where the language puts it. */
  money(pesewas: number): string;
  /** A large amount rounded to the language's short form, with the sign: ₵490K in English, 490 k ₵ in French. */
  compactMoney(pesewas: number): string;
  /** The same amount without the sign, as a person would type it back. */
  amount(pesewas: number): string;
  /** The share of the goal raised, in whole percent; any amount above zero below one percent is "<1%", never "0%". */
  percent(raised: number, goal: number): string;
  /** The plural category of a count in this language (one, other, many…). */
  plural(count: number): Intl.LDMLPluralRule;
}

/** The locale whose habits a language's figures follow (English as written in Ghana). */
export const localeFor = (lang: string): string => (lang === 'en' ? 'en-GH' : lang);

/** Pesewas as a number of cedis, checked: money is whole pesewas everywhere. */
function cedisOf(pesewas: number): number {
  if (!Number.isSafeInteger(pesewas)) throw new RangeError(`Money must be whole pesewas, got ${pesewas}`);
  return pesewas / 100;
}

/** Below one percent of the goal, but not nothing. */
export const isSliver = (raised: number, goal: number): boolean => raised > 0 && percentFunded(raised, goal) === 0;

function build(lang: string): NumberFormats {
  const locale = localeFor(lang);
  const counts = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const money = (fraction: boolean, style: 'currency' | 'decimal') =>
    new Intl.NumberFormat(locale, {
      style,
      ...(style === 'currency' ? { currency: 'GHS', currencyDisplay: 'narrowSymbol' as const } : {}),
      minimumFractionDigits: fraction ? 2 : 0,
      maximumFractionDigits: fraction ? 2 : 0,
    });
  const withSign = { whole: money(false, 'currency'), fraction: money(true, 'currency') };
  const compact = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'GHS',
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
  });
  // The cedi sign is ₵ (not GH₵), written against the figure where it comes first.
  const withCedi = (parts: Intl.NumberFormatPart[]) => {
    const currencyFirst = parts.findIndex((p) => p.type === 'currency') < parts.findIndex((p) => p.type === 'integer');
    return parts
      .filter((p, i) => !(currencyFirst && p.type === 'literal' && parts[i - 1]?.type === 'currency'))
      .map((p) => (p.type === 'currency' ? '₵' : p.value))
      .join('');
  };
  const bare = { whole: money(false, 'decimal'), fraction: money(true, 'decimal') };
  const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const plurals = new Intl.PluralRules(locale);
  return {
    locale,
    count: (value) => counts.format(value),
    money: (pesewas) => withCedi((pesewas % 100 === 0 ? withSign.whole : withSign.fraction).formatToParts(cedisOf(pesewas))),
    compactMoney: (pesewas) => withCedi(compact.formatToParts(cedisOf(pesewas))),
    amount: (pesewas) => (pesewas % 100 === 0 ? bare.whole : bare.fraction).format(cedisOf(pesewas)),
    percent(raised, goal) {
      if (isSliver(raised, goal)) return `<${percents.format(0.01)}`;
      return percents.format(goal > 0 ? Math.floor((raised * 100) / goal) / 100 : 0);
    },
    plural: (count) => plurals.select(count),
  };
}

const built = new Map<string, NumberFormats>();

/** The formats of a language, built once. */
export function numberFormats(lang: string): NumberFormats {
  let formats = built.get(lang);
  if (!formats) {
    formats = build(lang);
    built.set(lang, formats);
  }
  return formats;
}

/** Picks the form of a word for a count, by the language's plural rules; `other` when a form is missing. */
export function pluralForm<T>(formats: NumberFormats, count: number, forms: { other: T } & Partial<Record<Intl.LDMLPluralRule, T>>): T {
  return forms[formats.plural(count)] ?? forms.other;
}
