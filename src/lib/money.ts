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

/** Parses what a person types ("1,234.5", "20") into pesewas, or null. */
export function parseCedis(input: string): number | null {
  const cleaned = input.replace(/[₵,\s]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
