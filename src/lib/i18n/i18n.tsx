/**
 * UI text. English is bundled, so the first paint never waits for the
 * network; another language is fetched from /api/translations/{lang} and any
 * key it lacks falls back to English. Adding a language is adding one file in
 * src/locales.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { numberFormats, type NumberFormats } from '../../../contract/rules/numbers';
import en from '../../locales/en.json';
import { storageKeys } from '../storage-keys';

type CatalogKey = keyof typeof en;
/** A message with plural forms (`key.one`, `key.other`…) is asked for by its base name, with a `count`. */
type PluralKey = CatalogKey extends infer K ? (K extends `${infer Base}.other` ? Base : never) : never;
export type MessageKey = CatalogKey | PluralKey;
export type Catalog = Partial<Record<string, string>>;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const english: Catalog = en;

/** Fills `{name}` slots; numbers are written the language's way (1,064 or 1 064). */
export function interpolate(template: string, values?: Record<string, string | number>, formats = numberFormats('en')): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) return match;
    return typeof value === 'number' ? formats.count(value) : value;
  });
}

/** The plural form of `key` for `count` in a catalog, by that catalog's language rules. */
function pluralTemplate(catalog: Catalog, key: string, count: number, formats: NumberFormats): string | undefined {
  return catalog[`${key}.${formats.plural(count)}`] ?? catalog[`${key}.other`];
}

export function translator(catalog: Catalog, lang = 'en'): Translate {
  const formats = numberFormats(lang);
  const englishFormats = numberFormats('en');
  return (key, values) => {
    const count = values?.count;
    if (typeof count === 'number') {
      const own = pluralTemplate(catalog, key, count, formats);
      if (own !== undefined) return interpolate(own, values, formats);
      const fallback = pluralTemplate(english, key, count, englishFormats);
      if (fallback !== undefined) return interpolate(fallback, values, formats);
    }
    return interpolate(catalog[key] ?? english[key] ?? key, values, formats);
  };
}

export const englishT = translator(english);

interface I18nValue {
  lang: string;
  setLang: (lang: string) => void;
  t: Translate;
  /** Numbers, money and percents written the language's way. */
  formats: NumberFormats;
}

const I18nContext = createContext<I18nValue>({ lang: 'en', setLang: () => undefined, t: englishT, formats: numberFormats('en') });

const languageCookie = 'nnoboa_lang';

function initialLanguage(): string {
  try {
    const stored = localStorage.getItem(storageKeys.language);
    if (stored && /^[a-z]{2,3}$/.test(stored)) return stored;
  } catch {
    // Storage can be unavailable (private mode); English it is.
  }
  return 'en';
}

export type CatalogLoader = (lang: string) => Promise<Catalog>;

export function I18nProvider({
  children,
  load,
  initialLang,
  initialCatalog,
}: {
  children: ReactNode;
  load: CatalogLoader;
  initialLang?: string;
  initialCatalog?: Catalog;
}) {
  // A server-rendered page says its language (and brings its text); otherwise the stored choice.
  const [lang, setLangState] = useState(() => initialLang ?? initialLanguage());
  const [loaded, setLoaded] = useState<{ lang: string; catalog: Catalog } | null>(() =>
    initialLang && initialCatalog ? { lang: initialLang, catalog: initialCatalog } : null,
  );
  const catalog = lang !== 'en' && loaded?.lang === lang ? loaded.catalog : english;

  useEffect(() => {
    document.documentElement.lang = lang;
    if (lang === 'en' || loaded?.lang === lang) return;
    let current = true;
    load(lang).then(
      (result) => current && setLoaded({ lang, catalog: result }),
      () => undefined,
    );
    return () => {
      current = false;
    };
    // Only a change of language needs a load; `loaded` is what a load produces.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang, load]);

  const setLang = useCallback((next: string) => {
    try {
      localStorage.setItem(storageKeys.language, next);
      // The server renders pages in this language too.
      document.cookie = `${languageCookie}=${next}; path=/; max-age=31536000; samesite=lax`;
    } catch {
      // Not remembered across visits, still applied now.
    }
    setLangState(next);
  }, []);

  // Figures follow the language of the text they sit in.
  const textLang = catalog === english ? 'en' : lang;
  const value = useMemo(
    () => ({ lang, setLang, t: translator(catalog, textLang), formats: numberFormats(textLang) }),
    [lang, setLang, catalog, textLang],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  return useContext(I18nContext);
}

export function useT(): Translate {
  return useContext(I18nContext).t;
}

export function useFormats(): NumberFormats {
  return useContext(I18nContext).formats;
}
