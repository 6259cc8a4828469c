/** The words of texts, one catalog per language in ./locales, like the e-mails' (server/mail/locales). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { plainWordsFrom } from '../translations/plain-words';

export const smsLocalesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

export const { words: smsWords, languages: smsLanguages } = plainWordsFrom(smsLocalesDir);
