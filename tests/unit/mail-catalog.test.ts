// The e-mails' text catalogs: every language says everything English says, with the same slots and the plural
// forms its rules need; and which language a request speaks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from '../../server/mail/language';
import { mailLanguages, mailLocalesDir, mailWords } from '../../server/mail/words';

const read = (file: string) => JSON.parse(readFileSync(path.join(mailLocalesDir, file), 'utf8')) as Record<string, string>;
const english = read('en.json');
const others = readdirSync(mailLocalesDir).filter((file) => file.endsWith('.json') && file !== 'en.json');
const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** The plural categories of a language (one, other, many…), as its rules name them. */
const categories = (lang: string) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories;

describe('the e-mails’ catalogs', () => {
  it('has French, and reads every catalog file as a language', () => {
    expect(others).toContain('fr.json');
    expect(mailLanguages().sort()).toEqual(['en', ...others.map((file) => file.slice(0, -5))].sort());
  });

  it.each(others)('%s says every English message, with the same {slots}, and nothing English does not', (file) => {
    const messages = read(file);
    const lang = file.slice(0, -5);
    const plural = (key: string) => /\.(zero|one|two|few|many|other)$/.test(key);
    for (const [key, text] of Object.entries(english)) {
      if (plural(key)) continue;
      expect(messages[key], `${file} lacks ${key}`).toBeTypeOf('string');
      expect(messages[key]?.trim(), `${file} leaves ${key} empty`).not.toBe('');
      expect(slots(messages[key] ?? ''), `${file}: ${key}`).toEqual(slots(text));
    }
    // A message with a count has its `other` form and, where the language has it, `one` (rarer forms such as
    // French's `many`, for millions, fall back to `other`), each with English's slots.
    const pluralBases = new Set(
      Object.keys(english)
        .filter((key) => key.endsWith('.other'))
        .map((key) => key.slice(0, -6)),
    );
    for (const base of pluralBases) {
      for (const category of categories(lang).filter((c) => c === 'one' || c === 'other')) {
        expect(messages[`${base}.${category}`], `${file} lacks ${base}.${category}`).toBeTypeOf('string');
        expect(slots(messages[`${base}.${category}`] ?? ''), `${file}: ${base}.${category}`).toEqual(slots(english[`${base}.other`] ?? ''));
      }
    }
    const unknown = Object.keys(messages).filter(
      (key) => !(key in english) && !(plural(key) && pluralBases.has(key.replace(/\.\w+$/, ''))),
    );
    expect(unknown, `${file} has keys English lacks`).toEqual([]);
  });

  it('chooses plural forms by the language’s rules and writes figures its way', () => {
    expect(mailWords('en').t('ownerNotice.donors', { count: 1 })).toBe('Your story now has 1 donor.');
    expect(mailWords('en').t('ownerNotice.donors', { count: 1064 })).toBe('Your story now has 1,064 donors.');
    expect(mailWords('fr').t('ownerNotice.donors', { count: 1 })).toBe('Votre histoire compte maintenant 1 donateur.');
    expect(mailWords('fr').t('ownerNotice.donors', { count: 1064 })).toBe('Votre histoire compte maintenant 1\u202f064 donateurs.');
    expect(mailWords('fr').figures.money(106_450)).toBe('1\u202f064,50\u00a0₵');
    expect(mailWords('fr').duration(14, 'day')).toBe('14\u00a0jours');
    // A language e-mails are not written in is English, whole.
    expect(mailWords('tw').lang).toBe('en');
    expect(mailWords('tw').figures.money(106_450)).toBe('₵1,064.50');
  });
});

describe('the language a request speaks', () => {
  it('is the one chosen in the app, else the browser’s most wanted that e-mails are written in, else English', () => {
    expect(requestLanguage({ cookie: 'a=1; nnoboa_lang=fr; b=2', 'accept-language': 'en' })).toEqual({ lang: 'fr', chosen: true });
    expect(requestLanguage({ cookie: 'nnoboa_lang=en', 'accept-language': 'fr' })).toEqual({ lang: 'en', chosen: true });
    expect(requestLanguage({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' })).toEqual({ lang: 'fr', chosen: false });
    expect(requestLanguage({ 'accept-language': 'en;q=0.4, fr;q=0.7, de' })).toEqual({ lang: 'fr', chosen: false });
    expect(requestLanguage({ 'accept-language': 'fr;q=0, de' })).toEqual({ lang: 'en', chosen: false });
    expect(requestLanguage({ cookie: 'nnoboa_lang=tw', 'accept-language': '*' })).toEqual({ lang: 'en', chosen: false });
    expect(requestLanguage({})).toEqual({ lang: 'en', chosen: false });
  });
});
