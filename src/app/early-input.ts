/**
 * Input made on a page the server rendered, before the app has taken it over
 * (hydration). The rules:
 * - kept: a tap (click) on a button, a list, a checkbox or radio, a summary or
 *   anything with role="button", and a choice (change) in a list or field;
 * - left to the browser: links (they work without the app: the server renders
 *   the page they lead to), forms that post to the server (the payment form
 *   works without the app too) and taps into text fields, so typing goes on;
 * - held back: a kept event goes no further, not even to parts of the page the
 *   app has already taken over, which would otherwise answer it now and again
 *   on replay; a tap's default action is prevented;
 * - once: a second tap on the same element (nothing seemed to happen) is the
 *   same wish, not a toggle back;
 * - the first kept input asks for the app at once, without waiting for the
 *   page's first paint;
 * - replayed when the app is up, in the order made, on elements still in the
 *   page; then nothing more is kept.
 */
const kept = 'button, select, input, summary, [role="button"]';

export interface EarlyInput {
  /** Plays the kept input again (the app is up) and stops keeping. */
  replay(): void;
}

export function holdEarlyInput(onFirst: () => void): EarlyInput {
  const early: Array<{ type: string; target: HTMLElement }> = [];

  const keep = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(kept) : null;
    if (
      !target ||
      target.closest('a') ||
      target.closest('form[method="post"]') ||
      (event.type === 'click' && target instanceof HTMLInputElement && !['checkbox', 'radio'].includes(target.type))
    )
      return;
    event.stopPropagation();
    if (event.type === 'click') event.preventDefault();
    if (!early.some((e) => e.type === event.type && e.target === target)) early.push({ type: event.type, target });
    onFirst();
  };

  document.addEventListener('click', keep, true);
  document.addEventListener('change', keep, true);

  return {
    replay() {
      document.removeEventListener('click', keep, true);
      document.removeEventListener('change', keep, true);
      for (const { type, target } of early.splice(0)) {
        if (!target.isConnected) continue;
        if (type === 'click') target.click();
        else target.dispatchEvent(new Event(type, { bubbles: true }));
      }
    },
  };
}
