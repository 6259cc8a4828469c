/**
 * UI text catalogs: one JSON file per language in src/locales (the browser
 * bundles English from the same folder), plus the parts that screens load
 * only where they are used (src/locales/<part>/<code>.json, e.g. the money
 * screens' text), merged into the same language. Adding a language is adding
 * its file (and its part files).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/locales');
export const defaultLanguage = 'en';

export type Messages = Record<string, string>;

export interface Catalogs {
  languages: Array<{ code: string; name: string }>;
  get(code: string): Messages | null;
}

function readMessages(file: string): Messages {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${file} must hold one JSON object`);
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string')) as Messages;
}

const languageFile = /^[a-z]{2,3}\.json$/;

export function loadCatalogs(dir = localesDir): Catalogs {
  const byCode = new Map<string, Messages>();
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const file of entries.filter((e) => e.isFile() && languageFile.test(e.name))) {
    byCode.set(file.name.slice(0, -5), readMessages(path.join(dir, file.name)));
  }
  // Parts loaded by the screens that use them (e.g. money/en.json): the same language, more keys.
  for (const part of entries.filter((e) => e.isDirectory())) {
    for (const file of readdirSync(path.join(dir, part.name)).filter((f) => languageFile.test(f))) {
      const messages = byCode.get(file.slice(0, -5));
      if (messages) Object.assign(messages, readMessages(path.join(dir, part.name, file)));
    }
  }
  const english = byCode.get(defaultLanguage);
  if (!english) throw new Error(`${defaultLanguage}.json is missing from ${dir}`);
  return {
    languages: [...byCode.entries()].map(([code, messages]) => ({ code, name: messages['language.name'] ?? code })),
    // Every key English has, in the language where it exists, in English where not.
    get: (code) => {
      const messages = byCode.get(code);
      return messages ? { ...english, ...messages } : null;
    },
  };
}
