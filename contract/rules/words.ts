/**
 * Words of support: a short message someone signed in leaves on a story
 * without giving. The team reads each before it shows (as it reads stories);
 * the story's owner may hide one, an admin may remove one, anyone may report
 * one. Plain text only, on one line.
 */

export const wordLimits = {
  /** Characters of a word, after its spaces are tidied. */
  text: { max: 280 },
  /** Words one person may write in an hour, and on one story in a day. */
  perHour: 10,
  perStoryPerDay: 3,
  /** Reports one person (or address) may send in an hour. */
  reportsPerHour: 20,
  /** Words a page shows. */
  page: { default: 10, max: 50 },
} as const;

/**
 * - `pending`: written, waiting for the team to read it (its author sees it);
 * - `shown`: on the story, under the donor wall;
 * - `hidden`: the story's owner took it off their story (they may show it again);
 * - `rejected`: the team did not let it show (with a reason, final);
 * - `removed`: the team took it down after it showed (with a reason, final).
 */
export const wordStatuses = ['pending', 'shown', 'hidden', 'rejected', 'removed'] as const;
export type WordStatus = (typeof wordStatuses)[number];

/** What the team does with a word: let it show, refuse it, take it down, or keep it shown and close its reports. */
export const wordDecisions = ['approve', 'reject', 'remove', 'keep'] as const;
export type WordDecision = (typeof wordDecisions)[number];

/** Words the team reads: waiting for review, reported by someone, or every word. */
export const wordQueues = ['pending', 'reported', 'all'] as const;
export type WordQueue = (typeof wordQueues)[number];

/**
 * A word as it is kept: control characters and line breaks become spaces,
 * runs of spaces one, in Unicode's composed form, trimmed. It is shown as
 * text everywhere, never read as markup.
 */
export function tidyWord(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]+/gu, ' ')
    .trim();
}

/** Characters as a person counts them (an emoji is one). */
export const wordLength = (text: string): number => [...text].length;
