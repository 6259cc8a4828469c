/**
 * Text only some screens need, kept out of the first screen's bundle: its
 * English comes with the screens that use it (src/locales/<part>/en.json);
 * another language's catalog, fetched from the server, already holds these
 * keys (server/translations merges the parts into each language).
 */
import { useCallback, useMemo } from 'react';
import { translator, useI18n, type Catalog, type MessageKey } from './i18n';

export type PartT<K extends string> = (key: K, values?: Record<string, string | number>) => string;

export function usePartT<K extends string>(english: Record<K, string>): PartT<K> {
  const { t } = useI18n();
  const fallback = useMemo(() => translator(english as Catalog, 'en'), [english]);
  return useCallback(
    (key, values) => {
      // The language's catalog first (it has these keys once fetched); else the English that came with the screen.
      const said = t(key as MessageKey, values);
      return said === key ? fallback(key as MessageKey, values) : said;
    },
    [t, fallback],
  );
}
