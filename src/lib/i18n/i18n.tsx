/**
 * UI text. English is bundled, so the first paint never waits for the
 * network; another language is fetched from /api/translations/{lang} and any
 * key it lacks falls back to English. Adding a language is adding one file in
 * src/locales.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import en from '../../locales/en.json';
import { storageKeys } from '../storage-keys';

export type MessageKey = keyof typeof en;
export type Catalog = Partial<Record<string, string>>;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const english: Catalog = en;

export function interpolate(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

export function translator(catalog: Catalog): Translate {
  return (key, values) => interpolate(catalog[key] ?? english[key] ?? key, values);
}

export const englishT = translator(english);

interface I18nValue {
  lang: string;
  setLang: (lang: string) => void;
  t: Translate;
}

const I18nContext = createContext<I18nValue>({ lang: 'en', setLang: () => undefined, t: englishT });

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

  const value = useMemo(() => ({ lang, setLang, t: translator(catalog) }), [lang, setLang, catalog]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  return useContext(I18nContext);
}

export function useT(): Translate {
  return useContext(I18nContext).t;
}
