/**
 * Waiting for a condition, never for a time: `check` is asked again every
 * `every` ms until it gives a value. The limit only catches what never
 * happens; on a busy machine the condition may take many times as long as on
 * an idle one, so it is generous and says what was waited for.
 */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  { within = 30_000, every = 20 }: { within?: number; every?: number } = {},
): Promise<T> {
  const until = Date.now() + within;
  for (;;) {
    const found = await check();
    if (found !== null && found !== undefined && found !== false) return found;
    if (Date.now() > until) throw new Error(`Waited ${within / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}
