/**
 * UI text catalogs: one JSON file per language in src/locales (the browser
 * bundles English from the same folder). Adding a language is adding a file.
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

export function loadCatalogs(dir = localesDir): Catalogs {
  const byCode = new Map<string, Messages>();
  for (const file of readdirSync(dir)
    .filter((f) => /^[a-z]{2,3}\.json$/.test(f))
    .sort()) {
    const parsed: unknown = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${file} must hold one JSON object`);
    const messages = Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string')) as Messages;
    byCode.set(file.slice(0, -5), messages);
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
