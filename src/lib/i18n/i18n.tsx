/**
 * UI text. English is bundled, so the first paint never waits for the
 * network, except the admin area's words, which come with the admin screen
 * (`addEnglish`; vite.config.ts splits the catalog); another language is
 * fetched from /api/translations/{lang} and any key it lacks falls back to
 * English. Adding a language is adding one file in src/locales.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { translate, type Catalog, type MessageKeys } from '../../../contract/rules/messages';
import { numberFormats, type NumberFormats } from '../../../contract/rules/numbers';
import type en from '../../locales/en.json';
import firstScreenEnglish from '../../locales/en.json?app';
import { storageKeys } from '../storage-keys';

export type MessageKey = MessageKeys<typeof en>;
export type { Catalog };
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const english: Catalog = { ...firstScreenEnglish };

/** English words a lazily loaded screen brings with it (the admin area's). */
export function addEnglish(words: Catalog): void {
  Object.assign(english, words);
}

export function translator(catalog: Catalog, lang = 'en'): Translate {
  return translate(catalog, english, lang);
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
