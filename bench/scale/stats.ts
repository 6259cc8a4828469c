/** Percentiles and the budget checks of the scale run (pure, unit-tested). */

/** The p-th percentile (0–100) by nearest rank; null for no values. */
export function percentile(values: readonly number[], p: number): number | null {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface Latency {
  p50: number | null;
  p99: number | null;
  samples: number;
}

export function latencyOf(samples: readonly number[]): Latency {
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), samples: samples.length };
}

/** The growth of a figure from one size to the next (e.g. p99 at 100k over p99 at 10k); null when either is missing. */
export function growth(small: number | null | undefined, large: number | null | undefined): number | null {
  if (small === null || small === undefined || large === null || large === undefined || small <= 0) return null;
  return large / small;
}

/** Parses `--sizes 1k,10k,100k` (also plain numbers) into story counts. */
export function parseSizes(text: string): number[] {
  return text
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .map((part) => {
      const match = /^(\d+(?:\.\d+)?)(k|m)?$/.exec(part);
      if (!match) throw new Error(`Not a size: "${part}" (write e.g. 1k, 10k, 100k)`);
      const scale = match[2] === 'm' ? 1_000_000 : match[2] === 'k' ? 1000 : 1;
      return Math.round(Number(match[1]) * scale);
    });
}

/** 1000 → "1k", 100000 → "100k". */
export function sizeLabel(stories: number): string {
  if (stories >= 1_000_000 && stories % 1_000_000 === 0) return `${stories / 1_000_000}M`;
  return stories >= 1000 && stories % 1000 === 0 ? `${stories / 1000}k` : String(stories);
}
