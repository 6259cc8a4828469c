// French as a French reader expects it, in every string the app and its
// e-mails say: a non-breaking space before : ; ! ? and inside « », « » for
// quotes (never “ ” or "), and "de" or "que" elided before a vowel, the words
// filled in at run time included ("d’Akua", never "de Akua").
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../contract/rules/messages';
import { openPglite } from '../../server/db/pglite';
import { startTestServer, type TestServer } from '../helpers/test-server';

const nonBreaking = '[\\u00a0\\u202f]';

/** What breaks the rules in one string: each problem named, with the text around it. */
function typographyProblems(text: string): string[] {
  // Slots, web addresses and times ("07:00") are not prose.
  const prose = text.replace(/\{\w+\}/g, 'X').replace(/https?:\/\/\S+/g, 'URL');
  const problems: string[] = [];
  const around = (index: number) => JSON.stringify(prose.slice(Math.max(0, index - 12), index + 3));
  for (const match of prose.matchAll(/[:;!?]/g)) {
    const index = match.index;
    const before = prose[index - 1];
    if (index === 0 || before === undefined) continue;
    if (match[0] === ':' && /\d/.test(before) && /\d/.test(prose[index + 1] ?? '')) continue;
    if (!new RegExp(nonBreaking).test(before)) problems.push(`no non-breaking space before "${match[0]}" in ${around(index)}`);
  }
  for (const match of prose.matchAll(/«(.)/g)) {
    if (!new RegExp(nonBreaking).test(match[1] ?? '')) problems.push(`no non-breaking space after « in ${around(match.index)}`);
  }
  for (const match of prose.matchAll(/(.)»/g)) {
    if (!new RegExp(nonBreaking).test(match[1] ?? '')) problems.push(`no non-breaking space before » in ${around(match.index)}`);
  }
  for (const match of prose.matchAll(/["“”]/g)) problems.push(`English quotes in ${around(match.index)}`);
  // "la haine": an aspirated h keeps its article, so h is not checked.
  for (const match of prose.matchAll(/(?<![\p{L}’'-])(de|que|le|la|ne|je|se|me|te) [aeiouyàâéèêîôû]/giu)) {
    problems.push(`"${match[1]}" not elided in ${around(match.index)}`);
  }
  return problems;
}

describe('French typography', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await openPglite(null));
  });
  afterAll(() => server.close());

  it('the rules catch what they should', () => {
    expect(typographyProblems('Des questions ? Écrivez-nous : merci !')).toHaveLength(3);
    expect(typographyProblems('Le badge « Vérifié » et “Vérifié”')).toHaveLength(4);
    expect(typographyProblems('Photo de Akua')).toHaveLength(1);
    expect(typographyProblems('Des questions\u202f? Écrivez-nous\u00a0: à 07:00, «\u00a0{title}\u00a0», https://nnoboa.org')).toEqual([]);
  });

  it('every string of the French catalog follows them', async () => {
    const answer = await fetch(`${server.url}/api/translations/fr`);
    expect(answer.status).toBe(200);
    const { messages } = (await answer.json()) as { messages: Record<string, string> };
    expect(Object.keys(messages).length).toBeGreaterThan(1000);
    const broken = Object.entries(messages).flatMap(([key, text]) => typographyProblems(text).map((problem) => `${key}: ${problem}`));
    expect(broken).toEqual([]);
  });

  it('every French e-mail string follows them', () => {
    const mail = JSON.parse(readFileSync('server/mail/locales/fr.json', 'utf8')) as Record<string, string>;
    const broken = Object.entries(mail).flatMap(([key, text]) => typographyProblems(text).map((problem) => `${key}: ${problem}`));
    expect(broken).toEqual([]);
  });

  it('elides "de" and "que" before a name that starts with a vowel, and only then', () => {
    const say = translate({ photo: 'Photo de {name}', only: 'Il ne reste que {name}', goal: 'Objectif de {amount}' }, {}, 'fr');
    expect(say('photo', { name: 'Akua Asantewaa' })).toBe('Photo d’Akua Asantewaa');
    expect(say('photo', { name: 'AKUA' })).toBe('Photo d’AKUA');
    expect(say('photo', { name: 'Kofi' })).toBe('Photo de Kofi');
    expect(say('only', { name: 'Ama' })).toBe('Il ne reste qu’Ama');
    expect(say('goal', { amount: 500 })).toBe('Objectif de 500');
    expect(translate({ photo: 'Photo of {name}' }, {}, 'en')('photo', { name: 'Akua' })).toBe('Photo of Akua');
  });
});
