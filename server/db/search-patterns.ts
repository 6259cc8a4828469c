/** A person's search as a LIKE pattern: its own `%`, `_` and backslash are taken literally. */

const literal = (q: string) => q.replace(/[\\%_]/g, '\\$&');

/** Matches the search anywhere (with `ilike`). */
export function likePattern(q: string): string {
  return `%${literal(q)}%`;
}

/** Matches the start of a lower-case text, such as an e-mail address (with `like`). */
export function prefixPattern(q: string): string {
  return `${literal(q.toLowerCase())}%`;
}
