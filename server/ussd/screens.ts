/**
 * The text of each USSD screen: `CON ` and a question, or `END ` and the last
 * words, in the caller's language and the GSM alphabet every phone shows,
 * never over 182 characters (a story's title is shortened to fit).
 */
import { ussdScreenLimit } from '../../contract/api/ussd';
import { donationLimits } from '../../contract/rules/donation';
import type { PhoneGiftStep } from '../donations/phone-gifts';
import { fitText, toGsm7 } from '../sms/gsm7';
import { ussdAmounts, type MenuStory, type Screen } from './menu';
import { ussdWords } from './words';

type Words = ReturnType<typeof ussdWords>;

/** A whole screen: the title (when there is one) gives way until it fits. */
function screen(kind: 'CON' | 'END', compose: (title: string) => string, title = ''): string {
  const text = fitText((shortened) => `${kind} ${compose(shortened)}`, title, ussdScreenLimit);
  // A text that cannot be shortened enough is cut: a screen over the limit is not shown at all.
  return [...text].slice(0, ussdScreenLimit).join('');
}

const con = (compose: (title: string) => string, title?: string) => screen('CON', compose, title);
const end = (compose: (title: string) => string, title?: string) => screen('END', compose, title);

/** "Choose 1 to 5." before a question asked again. */
const maybeAgain = (words: Words, again: boolean, key: string) => (again ? `${words.t(key)}\n` : '');

function storyHead(words: Words, story: MenuStory, title: string): string {
  const left = Math.max(0, story.goal - story.raised);
  const values = { title, raised: words.amount(story.raised), goal: words.amount(story.goal), left: words.amount(left) };
  return words.t(left > 0 ? 'story' : 'story.reached', values);
}

export function menuScreen(s: Screen, lang: string): string {
  const words = ussdWords(lang);
  const limits = { min: words.amount(donationLimits.min), max: words.amount(donationLimits.maxMobileMoney) };
  switch (s.kind) {
    case 'welcome':
      return con(() => words.t(s.again ? 'welcome.again' : 'welcome'));
    case 'unknown':
      return con(() => words.t('unknown', { number: s.number }));
    case 'paused':
    case 'closed':
      return end((title) => words.t(s.kind, { title }), s.story.title);
    case 'amounts': {
      const amounts = Object.fromEntries(ussdAmounts.map((amount, i) => [`a${i + 1}`, words.amount(amount)]));
      return con(
        (title) => `${maybeAgain(words, s.again, 'amounts.again')}${storyHead(words, s.story, title)}\n${words.t('amounts', amounts)}`,
        s.story.title,
      );
    }
    case 'other':
      return con(() => words.t(s.again ? 'other.again' : 'other', limits));
    case 'confirm':
      return con(
        (title) => `${maybeAgain(words, s.again, 'confirm.again')}${words.t('confirm', { amount: words.amount(s.amount), title })}`,
        s.story.title,
      );
    case 'name':
      return con(() => words.t(s.again ? 'name.again' : 'name'));
    case 'showAs':
      return con(() => `${maybeAgain(words, s.again, 'showAs.again')}${words.t('showAs', { name: toGsm7(s.name), initials: s.initials })}`);
    case 'cancelled':
      return end(() => words.t('cancelled'));
    case 'stop':
      return end(() => words.t('stopped'));
    case 'give':
      // Never shown: the gift's own screens follow (giftScreen).
      return end(() => words.t('busy'));
  }
}

/** The screen after a step of the gift: what the donor does next, or how it ended. */
export function giftScreen(
  step: PhoneGiftStep['status'] | 'starting' | 'refused',
  gift: { amount: number; title: string; lang: string },
  codeAgain = false,
): string {
  const words = ussdWords(gift.lang);
  const values = (title: string) => ({ amount: words.amount(gift.amount), title });
  switch (step) {
    case 'send_otp':
      return con(() => words.t(codeAgain ? 'code.again' : 'code'));
    case 'pay_offline':
      return end((title) => words.t('approve', values(title)), gift.title);
    case 'pending':
      return end((title) => words.t('pending', values(title)), gift.title);
    case 'success':
      return end((title) => words.t('success', values(title)), gift.title);
    case 'failed':
    case 'refused':
      return end(() => words.t('failed'));
    case 'unavailable':
      return end(() => words.t('unavailable'));
    case 'starting':
      return end(() => words.t('busy'));
  }
}

/** The last screen for a caller refused before any gift: too many tries, or no wallet we can charge. */
export const refusalScreen = (reason: 'limited' | 'network', lang = 'en') => end(() => ussdWords(lang).t(reason));
