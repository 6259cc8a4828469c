/** The story's address (or its id) as pasted by an admin: the last part of a /campaigns/<slug> link. */
export function storyRef(input: string): string {
  const trimmed = input
    .trim()
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}
