import { useEffect } from 'react';

/** Sets the document title for the current screen. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Nnoboa` : "Nnoboa · Empowering Ghana's dreams, one story at a time";
  }, [title]);
}
