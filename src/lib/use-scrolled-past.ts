import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `target` has scrolled up out of sight (under the fixed header or
 * above the screen); false while it shows or has not been reached yet.
 */
export function useScrolledPast(target: RefObject<HTMLElement | null>, headerHeight = 64): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= headerHeight);
      },
      { rootMargin: `-${headerHeight}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, headerHeight]);
  return past;
}
