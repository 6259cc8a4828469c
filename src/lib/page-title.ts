import { useEffect } from 'react';
import { useInitialData } from './initial-data';

const siteTitle = "Nnoboa · Empowering Ghana's dreams, one story at a time";

/** The full document title for a screen's title. */
export const documentTitle = (title: string) => (title ? `${title} · Nnoboa` : siteTitle);

/** Sets the document title for the current screen (on the server, tells the page's <head>). */
export function usePageTitle(title: string): void {
  useInitialData()?.onTitle?.(documentTitle(title));
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
