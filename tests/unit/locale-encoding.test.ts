// Every catalogue of words (the screens', the e-mails', the texts', USSD's, the notices') is clean UTF-8: no
// character written twice over (a typographic apostrophe saved as "â" and two control characters, a
// non-breaking space as "Â" and a space), which a reader would see as garbage on their phone.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Every .json file under a `locales` folder of src/ and server/. */
function catalogues(dir: string, inLocales = false): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : catalogues(full, inLocales || name === 'locales');
    return inLocales && name.endsWith('.json') ? [full] : [];
  });
}

/** UTF-8 read as Latin-1 and saved again: a lead byte (Â, Ã, â) followed by characters from U+0080 to U+00BF. */
const doubleEncoded = /[\u00c2\u00c3][\u0080-\u00bf]|\u00e2[\u0080-\u00bf]{2}/u;

describe('word catalogues', () => {
  const files = [...catalogues(path.join(root, 'src')), ...catalogues(path.join(root, 'server'))];

  it('are found in every part (screens, e-mails, texts, USSD, notices)', () => {
    const relative = files.map((file) => path.relative(root, file));
    for (const expected of [
      'src/locales/fr.json',
      'src/locales/sign-in/fr.json',
      'server/sms/locales/fr.json',
      'server/notices/locales/fr.json',
    ])
      expect(relative).toContain(expected);
  });

  it('hold no character encoded twice', () => {
    const garbled = files.flatMap((file) =>
      Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
        .filter(([, text]) => typeof text === 'string' && doubleEncoded.test(text))
        .map(([key]) => `${path.relative(root, file)}: ${key}`),
    );
    expect(garbled).toEqual([]);
  });
});
