/** Figures measured against their budgets, and the Markdown table they are shown in. */

export interface Figure {
  /** What part of the app the figure belongs to (Bytes, Lighthouse, Network, Images, API, Offline). */
  group: string;
  name: string;
  /** The budget in words, e.g. "≤ 120 KiB". */
  budget: string;
  /** The measured value in words, e.g. "117.3 KiB". */
  measured: string;
  pass: boolean;
  /** The raw number (or flag) behind `measured`, for the JSON results. */
  value: number | boolean | null;
}

type Limit = { max: number } | { min: number };

/** A figure with a numeric budget; an unmeasured value (null) fails. */
export function numeric(group: string, name: string, value: number | null, limit: Limit, format: (n: number) => string): Figure {
  const pass = value !== null && Number.isFinite(value) && ('max' in limit ? value <= limit.max : value >= limit.min);
  const budget = 'max' in limit ? `≤ ${format(limit.max)}` : `≥ ${format(limit.min)}`;
  return { group, name, budget, measured: value === null ? 'not measured' : format(value), pass, value };
}

export function flag(group: string, name: string, value: boolean, expected: boolean, words: { yes: string; no: string }): Figure {
  return { group, name, budget: expected ? words.yes : words.no, measured: value ? words.yes : words.no, pass: value === expected, value };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const ms = (n: number) => `${Math.round(n)} ms`;
export const seconds = (n: number) => `${(n / 1000).toFixed(2)} s`;
export const score = (n: number) => String(Math.round(n));
export const percent = (n: number) => `${Math.round(n)} %`;
export const plain = (n: number) => String(Math.round(n * 1000) / 1000);

export function median(values: readonly number[]): number | null {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function markdownTable(figures: readonly Figure[]): string {
  const escape = (text: string) => text.replace(/\|/g, '\\|');
  const rows = figures.map(
    (f) => `| ${escape(f.group)} | ${escape(f.name)} | ${escape(f.budget)} | ${escape(f.measured)} | ${f.pass ? 'pass' : '**fail**'} |`,
  );
  return ['| Area | Figure | Budget | Measured | Result |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}
