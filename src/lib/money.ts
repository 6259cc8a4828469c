/** Money is integer pesewas everywhere; this is the one place it becomes text. */
const cedis = new Intl.NumberFormat('en-GH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeCedis = new Intl.NumberFormat('en-GH', { maximumFractionDigits: 0 });

export function formatCedis(pesewas: number, options: { whole?: boolean } = {}): string {
  if (!Number.isSafeInteger(pesewas)) throw new RangeError(`Money must be whole pesewas, got ${pesewas}`);
  const sign = pesewas < 0 ? '-' : '';
  const abs = Math.abs(pesewas);
  if (options.whole) return `${sign}₵${wholeCedis.format(Math.floor(abs / 100))}`;
  return `${sign}₵${cedis.format(abs / 100)}`;
}

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
