/** The words of notices by SMS and on the phone (and of the page a stop link opens), one catalog per language in ./locales. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { plainWordsFrom } from '../translations/plain-words';

export const noticeLocalesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

export const { words: noticeWords, languages: noticeLanguages } = plainWordsFrom(noticeLocalesDir);
