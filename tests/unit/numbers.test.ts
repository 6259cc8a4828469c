import { describe, expect, it } from 'vitest';
import { numberFormats, pluralForm } from '../../contract/rules/numbers';
import { translator } from '../../src/lib/i18n/i18n';
import { parseCedis } from '../../src/lib/money';
import en from '../../src/locales/en.json';
import fr from '../../src/locales/fr.json';

const english = numberFormats('en');
const french = numberFormats('fr');
/** French groups thousands with a narrow no-break space. */
const nb = '\u202f';

describe('figures in English and French', () => {
  it('writes counts the language’s way', () => {
    expect(english.count(1064)).toBe('1,064');
    expect(french.count(1064)).toBe(`1${nb}064`);
    expect(english.count(7)).toBe('7');
  });

  it('shows pesewas only when an amount has some, never rounding them away', () => {
    expect(english.money(5_000)).toBe('₵50');
    expect(english.money(5_050)).toBe('₵50.50');
    expect(english.money(5)).toBe('₵0.05');
    expect(english.money(123_456_789)).toBe('₵1,234,567.89');
    expect(english.money(49_000_000)).toBe('₵490,000');
    expect(french.money(106_450)).toBe(`1${nb}064,50\u00a0₵`);
    expect(french.money(106_400)).toBe(`1${nb}064\u00a0₵`);
    expect(english.money(-5_000)).toBe('-₵50');
    expect(() => english.money(10.5)).toThrow(RangeError);
  });

  it('writes amounts back as a person types them, and reads them again', () => {
    for (const formats of [english, french])
      for (const pesewas of [10_000, 1_800_000, 250_050, 29]) expect(parseCedis(formats.amount(pesewas))).toBe(pesewas);
  });

  it('says "<1%" for any amount above zero below one percent, and the real share above the goal', () => {
    expect(english.percent(0, 4_500_000)).toBe('0%');
    expect(english.percent(5_000, 4_500_000)).toBe('<1%');
    expect(french.percent(5_000, 4_500_000)).toBe('<1\u00a0%');
    expect(english.percent(45_000, 4_500_000)).toBe('1%');
    expect(english.percent(2_250_000, 4_500_000)).toBe('50%');
    expect(english.percent(6_300_000, 4_500_000)).toBe('140%');
  });

  it('picks plural forms by each language’s rules', () => {
    const forms = { one: 'donor', other: 'donors' };
    expect(pluralForm(english, 1, forms)).toBe('donor');
    expect(pluralForm(english, 0, forms)).toBe('donors');
    expect(pluralForm(french, 0, { one: 'donateur', other: 'donateurs' })).toBe('donateur');
    // French has a "many" form for millions; a message without it falls back to "other".
    expect(pluralForm(french, 1_000_000, { one: 'donateur', other: 'donateurs' })).toBe('donateurs');
  });
});

describe('messages with counts', () => {
  const t = translator(en, 'en');
  const tFr = translator(fr, 'fr');
  it('says "1 donor", "2 donors", "1,064 donors" and "1 donateur"', () => {
    expect(t('card.donors', { count: 1 })).toBe('1 donor');
    expect(t('card.donors', { count: 2 })).toBe('2 donors');
    expect(t('card.donors', { count: 1064 })).toBe('1,064 donors');
    expect(tFr('card.donors', { count: 1 })).toBe('1 donateur');
    expect(tFr('card.donors', { count: 1064 })).toBe(`1${nb}064 donateurs`);
    expect(t('card.daysLeft', { count: 1 })).toBe('1 day left');
    expect(tFr('browse.results', { count: 0 })).toBe('0 histoire, en cours ou terminée');
  });

  it('has every plural message in both languages, with an "other" form', () => {
    for (const catalog of [en, fr] as Array<Record<string, string>>) {
      const bases = new Set(
        Object.keys(catalog).flatMap((key) => (/\.(zero|one|two|few|many)$/.test(key) ? [key.replace(/\.\w+$/, '')] : [])),
      );
      for (const base of bases) expect(catalog[`${base}.other`], base).toBeDefined();
    }
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });
});
