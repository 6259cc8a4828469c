/**
 * The Ghana Card (national identity card) number, as printed: GHA-XXXXXXXXX-X
 * (nine digits, then a check digit). Shared by the browser, which tidies what
 * people type, and the server, which accepts only the printed form.
 */
export const ghanaCardPattern = '^GHA-[0-9]{9}-[0-9]$';

/** Tidies a typed number ("gha 123456789 0", "GHA1234567890") into GHA-XXXXXXXXX-X, or null when it is not one. */
export function normaliseGhanaCard(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s\u00a0.]/g, '');
  const match = /^GHA-?(\d{9})-?(\d)$/.exec(compact);
  return match ? `GHA-${match[1]}-${match[2]}` : null;
}

/** Shows only the last four digits, for lists where the full number is not needed. */
export function maskGhanaCard(number: string): string {
  return number.replace(/^GHA-\d{5}(\d{4})-(\d)$/, 'GHA-•••••$1-$2');
}
