/**
 * Names of the resources screens load: the figures, a list of stories, a
 * story, its donor wall, open ledger and words of support, success stories. The browser keys its first render
 * and its offline cache by them; the server resolves the same names to render
 * a first visit, so the page it sends and the browser's first render agree.
 */
export const resourceNames = {
  stats: 'stats',
  /** `queryString`: the list's query, its parts in a stable order. */
  stories: (queryString: string) => `stories?${queryString}`,
  story: (idOrSlug: string) => `story:${idOrSlug}`,
  wall: (storyId: string, page = 1, limit = 10) => `wall:${storyId}:${page}:${limit}`,
  /** Where a story's money went (its open ledger). */
  ledger: (storyId: string) => `ledger:${storyId}`,
  /** A story's first page of words of support as `readerId` reads them (their own waiting words, the owner's hidden ones); '' for someone signed out. */
  words: (storyId: string, readerId = '') => `words:${storyId}:${readerId}`,
  success: (page: number, limit: number) => `success?page=${page}&limit=${limit}`,
  /** The payment form of a story as the server answers it for this visit: its one-time token, values and problems (never kept). */
  paymentForm: (idOrSlug: string) => `payment-form:${idOrSlug}`,
  /** What became of a donation, as the server verified it for the browser that started it (never kept). */
  donation: (reference: string) => `donation:${reference}`,
  /** The languages the app speaks, for the language list (a rendered page carries them, so it asks nothing for them). */
  languages: 'languages',
  /** The names the server found nobody signed out may see (a story under review): the screen says they are not there. */
  missing: 'missing',
} as const;

export type ResourceName =
  | { kind: 'stats' }
  | { kind: 'stories'; query: URLSearchParams }
  | { kind: 'story'; id: string }
  | { kind: 'success'; query: URLSearchParams };

/** What a name asks for, or null for a name the server does not render with (e.g. a donor wall page). */
export function readResourceName(name: string): ResourceName | null {
  if (name === resourceNames.stats) return { kind: 'stats' };
  if (name.startsWith('stories?')) return { kind: 'stories', query: new URLSearchParams(name.slice('stories?'.length)) };
  if (name.startsWith('story:')) return { kind: 'story', id: name.slice('story:'.length) };
  if (name.startsWith('success?')) return { kind: 'success', query: new URLSearchParams(name.slice('success?'.length)) };
  return null;
}
