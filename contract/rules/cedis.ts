/** What people type as an amount of cedis, read as whole pesewas (contract/rules/numbers.ts writes it back). */

/**
 * Parses what a person types into pesewas, or null. Accepts English and
 * French habits: "1,234.50", "1234.5", "1 234,50", "2,50" (a comma followed
 * by one or two digits is a decimal comma; otherwise commas group thousands).
 */
export function parseCedis(input: string): number | null {
  let cleaned = input.replace(/[₵\s\u00a0\u202f]/g, '').replace(/^GH[S₵]?/i, '');
  const lastComma = cleaned.lastIndexOf(',');
  const lastDot = cleaned.lastIndexOf('.');
  if (lastComma > lastDot && /,\d{1,2}$/.test(cleaned)) {
    cleaned = `${cleaned.slice(0, lastComma).replace(/[.,]/g, '')}.${cleaned.slice(lastComma + 1)}`;
  } else {
    cleaned = cleaned.replace(/,/g, '');
  }
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
