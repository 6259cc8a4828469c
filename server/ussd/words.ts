/** The words of USSD screens, one catalog per language in ./locales (English first; a new language is a new file). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { plainWordsFrom } from '../translations/plain-words';

export const ussdLocalesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

export const { words: ussdWords } = plainWordsFrom(ussdLocalesDir);
