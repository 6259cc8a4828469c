/**
 * The text of the money screens (withdrawals, co-signers, payout accounts,
 * the open ledger), kept out of the first screen's bundle: English comes with
 * the screens that use it (src/locales/money/en.json); another language's
 * catalog, fetched from the server, already holds these keys. The fraud rules
 * and audit entries about money out are named here too.
 */
import { useCallback, useMemo } from 'react';
import moneyEn from '../../locales/money/en.json';
import { translator, useI18n, type Catalog, type MessageKey } from '../i18n/i18n';

type MoneyCatalogKey = keyof typeof moneyEn;
/** A message with plural forms (`key.one`, `key.other`) is asked for by its base name, with a `count`. */
type MoneyPluralKey = MoneyCatalogKey extends infer K ? (K extends `${infer Base}.other` ? Base : never) : never;
export type MoneyKey = MoneyCatalogKey | MoneyPluralKey;
/** Money's own keys, or the catalog's (whatever a money screen says beside them). */
export type MoneyT = (key: MoneyKey | MessageKey, values?: Record<string, string | number>) => string;

const englishMoney = translator(moneyEn as Catalog, 'en');

export function useMoneyT(): MoneyT {
  const { t } = useI18n();
  return useCallback(
    (key, values) => {
      // The language's catalog first (it has these keys when it was fetched); else the English that came with the screen.
      const said = t(key as MessageKey, values);
      return said === key ? englishMoney(key as MessageKey, values) : said;
    },
    [t],
  );
}

/** Dates on the money screens, in Ghana's time and the interface's language. */
export function useMoneyDates() {
  const { lang } = useI18n();
  return useMemo(() => {
    const locale = lang === 'fr' ? 'fr' : 'en-GB';
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Accra' });
    const time = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Africa/Accra',
    });
    return {
      day: (iso: string | null) => (iso ? day.format(new Date(iso)) : ''),
      time: (iso: string | null) => (iso ? time.format(new Date(iso)) : ''),
    };
  }, [lang]);
}
