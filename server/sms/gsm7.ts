/**
 * The GSM 03.38 alphabet texts travel in. A text written only in it (GSM-7)
 * fits 160 characters in one part, 153 in each part of a longer one; one
 * character outside it makes the whole text UCS-2, 70 a part, and a phone
 * network may garble it. So every text and USSD screen is made GSM-7 first:
 * the cedi sign becomes GHS, typographic quotes and dashes plain ones, and
 * letters the alphabet lacks (French ê, ç…) their base letter.
 */

/** The basic table: one septet each. */
const basic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: an escape septet and the character, two septets each. */
const extension = '^{}\\[~]|€\f';

const basicSet = new Set(basic);
const extensionSet = new Set(extension);

/** What stands in for common characters outside the alphabet. */
const replacements: Record<string, string> = {
  '₵': 'GHS ',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '′': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '«': '"',
  '»': '"',
  '–': '-',
  '—': '-',
  '‐': '-',
  '−': '-',
  '…': '...',
  '•': '-',
  '·': '.',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '\t': ' ',
  œ: 'oe',
  Œ: 'OE',
  ç: 'c',
};

/** True when every character of `text` is in the alphabet (either table). */
export const isGsm7 = (text: string): boolean => [...text].every((char) => basicSet.has(char) || extensionSet.has(char));

/** One character written in the alphabet: a stand-in, the base letter of an accented one, or `?`. */
function toGsmChar(char: string): string {
  if (basicSet.has(char) || extensionSet.has(char)) return char;
  const replaced = replacements[char];
  if (replaced !== undefined) return replaced;
  const base = char.normalize('NFD').replace(/\p{M}/gu, '');
  if (base !== char && [...base].every((c) => basicSet.has(c))) return base;
  return '?';
}

/** `text` in the GSM-7 alphabet, with runs of spaces made one. */
export const toGsm7 = (text: string): string => [...text].map(toGsmChar).join('').replace(/ {2,}/g, ' ').trim();

/** Septets a GSM-7 text takes (extension characters count two). */
export const septets = (text: string): number => [...text].reduce((sum, char) => sum + (extensionSet.has(char) ? 2 : 1), 0);

export const singlePartSeptets = 160;
const concatenatedPartSeptets = 153;

/** How many parts a GSM-7 text is sent in. */
export const partsOf = (text: string): number => {
  const length = septets(text);
  return length <= singlePartSeptets ? 1 : Math.ceil(length / concatenatedPartSeptets);
};

/**
 * The text `compose` makes, in one part when it can be: `shrinkable` (a story's
 * title, an update's headline) is cut, word by word, then to a character with
 * an ellipsis, until the whole fits `limit` septets. When even an empty field
 * does not fit, the full text goes in several parts.
 */
export function fitText(compose: (field: string) => string, shrinkable: string, limit = singlePartSeptets): string {
  const whole = toGsm7(compose(toGsm7(shrinkable)));
  if (septets(whole) <= limit) return whole;
  const field = toGsm7(shrinkable);
  if (septets(toGsm7(compose(''))) > limit) return whole;
  let low = 0;
  let high = field.length;
  // The longest cut of the field that fits (the text grows with the field's length).
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (septets(toGsm7(compose(cut(field, middle)))) <= limit) low = middle;
    else high = middle - 1;
  }
  // A cut on a word can make a longer cut shorter: step back until it fits.
  while (low > 0 && septets(toGsm7(compose(cut(field, low)))) > limit) low -= 1;
  return toGsm7(compose(cut(field, low)));
}

/** The first `length` characters of `field`, ending on a word where one ends late enough, marked as cut. */
export function cut(field: string, length: number): string {
  if (length >= field.length) return field;
  if (length < 4) return '';
  const head = field.slice(0, length - 3);
  const lastSpace = head.lastIndexOf(' ');
  return `${lastSpace > head.length * 0.6 ? head.slice(0, lastSpace) : head}...`;
}
