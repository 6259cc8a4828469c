/**
 * The donations an owner received, as CSV for a spreadsheet, written a batch
 * of rows at a time so an export of any size streams in bounded memory. The
 * header row is in the owner's language; amounts are cedis written from whole
 * pesewas (no floating point, no grouping, so every spreadsheet reads them as
 * numbers). Text a donor typed is quoted, and a leading = + - @ is defused so
 * a spreadsheet never runs it as a formula.
 */
import type { Messages } from '../translations/catalogs';
import type { ExportRow } from './export-repository';

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

export interface CsvWords {
  header: string[];
  anonymous: string;
}

/** The header row and the word for an anonymous donor, from a language's catalog. */
export function csvWords(messages: Messages): CsvWords {
  return { header: columns.map((column) => messages[`csv.${column}`] ?? column), anonymous: messages['story.anonymous'] ?? 'Anonymous' };
}

function csvLine(fields: readonly string[]): string {
  return `${fields.map((field) => csvField(field)).join(',')}\r\n`;
}

export function csvHeader(words: CsvWords): string {
  return csvLine(words.header);
}

type CsvRow = Pick<ExportRow, 'paid_at' | 'campaign_title' | 'is_anonymous' | 'donor_name' | 'amount' | 'message' | 'method'>;

/** Rows of the CSV, each ended by CRLF, for one batch of donations. */
export function csvRows(rows: readonly CsvRow[], words: CsvWords): string {
  return rows
    .map((row) =>
      csvLine([
        row.paid_at.toISOString(),
        row.campaign_title,
        row.is_anonymous || !row.donor_name ? words.anonymous : row.donor_name,
        cedisText(row.amount),
        row.message ?? '',
        row.method,
      ]),
    )
    .join('');
}
