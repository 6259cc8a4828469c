/**
 * The USSD menu as a pure walk over the inputs so far. Africa's Talking sends
 * every input of the session each time, so the screen to show is worked out
 * again from them: each input either moves on or is refused, and a refused
 * one asks the same question again (the next input answers it). Dialling the
 * code with a story's number (*920*44*1234#) starts at that story.
 *
 * welcome → story and amounts → (other amount) → confirm → give
 *                                                 ↳ 4: name → show as → give
 */
import { donationLimits } from '../../contract/rules/donation';

/** The amounts offered first, in pesewas: ₵10, ₵20, ₵50, ₵100; the fifth choice is another amount. */
export const ussdAmounts = [1_000, 2_000, 5_000, 10_000] as const;

export interface MenuStory {
  id: string;
  title: string;
  status: 'active' | 'paused' | 'completed';
  raised: number;
  goal: number;
}

export type Screen =
  | { kind: 'welcome'; again: boolean }
  | { kind: 'unknown'; number: string }
  | { kind: 'paused' | 'closed'; story: MenuStory }
  | { kind: 'amounts'; story: MenuStory; again: boolean }
  | { kind: 'other'; story: MenuStory; again: boolean }
  | { kind: 'confirm'; story: MenuStory; amount: number; again: boolean }
  | { kind: 'name'; story: MenuStory; amount: number; again: boolean }
  | { kind: 'showAs'; story: MenuStory; amount: number; name: string; initials: string; again: boolean }
  | { kind: 'cancelled' }
  /** STOP typed instead of a story's number: no more news or summaries by text to this phone. */
  | { kind: 'stop' }
  /** Start the gift; `depth` inputs were taken to get here, the last of them the go-ahead. */
  | { kind: 'give'; story: MenuStory; amount: number; wallName: string | null; textUpdates: boolean; depth: number };

export interface Walked {
  screen: Screen;
  lang: 'en' | 'fr';
}

const numberInput = /^[1-9][0-9]{0,5}$/;

/** A name as a donor types it: 2 to 40 characters, letters among them. */
export const cleanName = (input: string): string | null => {
  const name = input.replace(/\s+/g, ' ').trim();
  return name.length >= 2 && name.length <= 40 && /\p{L}/u.test(name) ? name : null;
};

/** What the donor wall shows of a donor who chose it: their initials and the last three digits of their number. */
export const initialsOf = (name: string, phone: string): string =>
  `${name
    .split(' ')
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('.')}. ...${phone.slice(-3)}`;

/** Whole cedis typed on a keypad, in pesewas, within a wallet's limits; null otherwise. */
export function typedAmount(input: string): number | null {
  if (!/^[0-9]{1,6}$/.test(input)) return null;
  const pesewas = Number(input) * 100;
  return pesewas >= donationLimits.min && pesewas <= donationLimits.maxMobileMoney ? pesewas : null;
}

/**
 * The screen the inputs lead to. `find` looks a story up by its number (null
 * when none is public under it); `phone` is the caller's, for the wall's initials.
 */
export async function walk(inputs: readonly string[], find: (number: string) => Promise<MenuStory | null>, phone: string): Promise<Walked> {
  let lang: Walked['lang'] = 'en';
  let at = 0;
  let again = false;
  const next = () => inputs[at++];
  const left = () => at < inputs.length;

  // The story's number (the welcome screen's 0 switches the language).
  let story: MenuStory | null = null;
  while (!story) {
    if (!left()) return { lang, screen: { kind: 'welcome', again } };
    const input = next() ?? '';
    if (input === '0') {
      lang = lang === 'en' ? 'fr' : 'en';
      again = false;
      continue;
    }
    if (/^stop$/i.test(input)) return { lang, screen: { kind: 'stop' } };
    if (!numberInput.test(input)) {
      again = true;
      continue;
    }
    story = await find(input);
    if (!story) {
      if (!left()) return { lang, screen: { kind: 'unknown', number: input } };
      again = true;
    }
  }
  if (story.status === 'paused') return { lang, screen: { kind: 'paused', story } };
  if (story.status === 'completed') return { lang, screen: { kind: 'closed', story } };

  // The amount: a choice, or another amount typed.
  let amount: number | null = null;
  let asking: 'amounts' | 'other' = 'amounts';
  again = false;
  while (amount === null) {
    if (!left()) return { lang, screen: { kind: asking, story, again } };
    const input = next() ?? '';
    if (asking === 'amounts') {
      const choice = Number(input);
      if (/^[1-4]$/.test(input)) amount = ussdAmounts[choice - 1] ?? null;
      else if (input === '5') [asking, again] = ['other', false];
      else again = true;
    } else {
      amount = typedAmount(input);
      again = amount === null;
    }
  }

  // Yes, no, yes with news, or yes with a name.
  again = false;
  for (;;) {
    if (!left()) return { lang, screen: { kind: 'confirm', story, amount, again } };
    const input = next() ?? '';
    if (input === '1' || input === '3')
      return { lang, screen: { kind: 'give', story, amount, wallName: null, textUpdates: input === '3', depth: at } };
    if (input === '2') return { lang, screen: { kind: 'cancelled' } };
    if (input === '4') break;
    again = true;
  }

  let name: string | null = null;
  again = false;
  while (name === null) {
    if (!left()) return { lang, screen: { kind: 'name', story, amount, again } };
    name = cleanName(next() ?? '');
    again = name === null;
  }
  again = false;
  for (;;) {
    const initials = initialsOf(name, phone);
    if (!left()) return { lang, screen: { kind: 'showAs', story, amount, name, initials, again } };
    const input = next() ?? '';
    if (input === '1' || input === '2') {
      const wallName = input === '1' ? name : initials;
      return { lang, screen: { kind: 'give', story, amount, wallName, textUpdates: false, depth: at } };
    }
    again = true;
  }
}
