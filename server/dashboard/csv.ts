/**
 * The donations an owner received, as CSV for a spreadsheet. Amounts are
 * cedis written from whole pesewas (no floating point). Text a donor typed
 * is quoted, and a leading = + - @ is defused so a spreadsheet never runs it
 * as a formula.
 */
import type { ReceivedDonationRow } from './donations-repository';

export function cedisText(pesewas: number): string {
  const sign = pesewas < 0 ? '-' : '';
  const abs = Math.abs(pesewas);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n']/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvHeader = ['date', 'story', 'donor', 'amount_ghs', 'message', 'method'];

export function donationsCsv(rows: readonly ReceivedDonationRow[]): string {
  const lines = [csvHeader.join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.paid_at.toISOString(),
        row.campaign_title,
        row.is_anonymous || !row.donor_name ? 'Anonymous' : row.donor_name,
        cedisText(row.amount),
        row.message ?? '',
        row.method,
      ]
        .map((field) => csvField(field))
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
