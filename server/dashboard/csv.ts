/**
 * The donations an owner received, as CSV for a spreadsheet. The header row
 * is in the owner's language; amounts are cedis written from whole pesewas
 * (no floating point, no grouping, so every spreadsheet reads them as
 * numbers). Text a donor typed is quoted, and a leading = + - @ is defused so
 * a spreadsheet never runs it as a formula.
 */
import type { Messages } from '../translations/catalogs';
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

const columns = ['date', 'story', 'donor', 'amount', 'message', 'method'] as const;

/** The header row and the word for an anonymous donor, from a language's catalog. */
export function csvWords(messages: Messages): { header: string[]; anonymous: string } {
  return { header: columns.map((column) => messages[`csv.${column}`] ?? column), anonymous: messages['story.anonymous'] ?? 'Anonymous' };
}

export function donationsCsv(rows: readonly ReceivedDonationRow[], words: { header: string[]; anonymous: string }): string {
  const lines = [words.header.map((field) => csvField(field)).join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.paid_at.toISOString(),
        row.campaign_title,
        row.is_anonymous || !row.donor_name ? words.anonymous : row.donor_name,
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
