import { useEffect } from 'react';

/**
 * Knows when the first screen is the app's: rendered, or taken over from the
 * server's page, with its buttons working. It sits inside the screen's own
 * loading boundary, which React takes over after the rest of the page.
 */
let ready = false;
const waiting: Array<() => void> = [];

export function onScreenReady(then: () => void): void {
  if (ready) then();
  else waiting.push(then);
}

export function ScreenReady() {
  useEffect(() => {
    if (ready) return;
    ready = true;
    for (const then of waiting.splice(0)) then();
  }, []);
  return null;
}
