/** Up to two initials of a title: "Desks for Akatsi school" → "DA". */
function initials(title: string): string {
  const words = title.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  const chosen = words.length > 0 ? words : title.split(/\s+/);
  return chosen
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** The same title always gets the same hue, so a story keeps its colour everywhere. */
function hue(title: string): number {
  let sum = 0;
  for (const char of title) sum = (sum * 31 + char.charCodeAt(0)) % 360;
  return sum;
}

/** A story's photo drawn when none can be shown: its initials on its own colour, with the photo's alt text. */
export function StoryPlaceholder({ title, alt, className }: { title: string; alt: string; className?: string }) {
  return (
    <div
      className={`${className ?? ''} story-placeholder`.trim()}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      style={{ backgroundColor: `hsl(${hue(title)} 42% 34%)` }}
    >
      <span aria-hidden="true">{initials(title)}</span>
    </div>
  );
}
